export { $news, $newsStatus, canonicalNewsPath, newsPageOpened } from './model.ts';
export const loadNewsDetailView = () => import('./ui.tsx');
