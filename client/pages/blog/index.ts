import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** /blog and /blog/dossier/:id/:slug? — 404 where the site's blog is off (BLOG_ENABLED); a
 * folder answers on its canonical URL only. */
export const blogRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [
    { name: 'blog', path: ROUTES.blog },
    { name: 'blogFolder', path: ROUTES.blogFolder },
  ],
);
