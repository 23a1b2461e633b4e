export { authPageOpened, safeRedirect } from './model.ts';
export const loadAuthView = () => import('./ui.tsx');
