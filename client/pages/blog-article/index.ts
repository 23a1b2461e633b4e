export { blogArticleRoutes } from './route.ts';
