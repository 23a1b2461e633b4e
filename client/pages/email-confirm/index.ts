export { emailConfirmOpened } from './model.ts';
export const loadEmailConfirmView = () => import('./ui.tsx');
