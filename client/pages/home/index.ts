export { homeOpened } from './model.ts';
export const loadHomeView = () => import('./ui.tsx');
