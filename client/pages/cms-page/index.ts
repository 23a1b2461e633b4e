export { $cmsPage, $cmsPageStatus, cmsPageOpened } from './model.ts';
export const loadCmsPageView = () => import('./ui.tsx');
