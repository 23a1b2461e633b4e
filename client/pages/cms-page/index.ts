import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** The home page (the CMS page `accueil` under a hero) and every other CMS page by its path:
 * one view for both, which shows the page by what the page is (ui.tsx). */
export const cmsPageRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [
    { name: 'home', path: ROUTES.home },
    { name: 'cmsPage', path: ROUTES.cmsPage },
  ],
);
