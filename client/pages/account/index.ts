export { accountPageOpened } from './model.ts';
export const loadAccountView = () => import('./ui.tsx');
