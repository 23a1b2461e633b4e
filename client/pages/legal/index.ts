import { LEGAL_PAGES, ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** One page per legal text of the site's parameters (SPEC §3), the accessibility statement included. */
export const legalRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  LEGAL_PAGES.map(({ route }) => ({ name: route, path: ROUTES[route] })),
);
