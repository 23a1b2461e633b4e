export { passwordResetOpened } from './model.ts';
export const loadPasswordResetView = () => import('./ui.tsx');
