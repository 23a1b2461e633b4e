export { $legalPage, $legalPageStatus, legalPageOpened } from './model.ts';
export const loadLegalView = () => import('./ui.tsx');
