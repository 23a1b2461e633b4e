export { passwordResetAskOpened } from './model.ts';
export const loadPasswordResetAskView = () => import('./ui.tsx');
