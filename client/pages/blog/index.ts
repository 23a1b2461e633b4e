export { $blogListing, $blogStatus, blogPageOpened, canonicalBlogPath } from './model.ts';
export const loadBlogView = () => import('./ui.tsx');
