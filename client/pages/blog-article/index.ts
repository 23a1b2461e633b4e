export { $article, $articleStatus, blogArticleOpened, canonicalArticlePath } from './model.ts';
export const loadBlogArticleView = () => import('./ui.tsx');
