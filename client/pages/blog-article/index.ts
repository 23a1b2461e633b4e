import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const blogArticleRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'blogArticle', path: ROUTES.blogArticle }],
);
