import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const searchRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'search', path: ROUTES.search }],
);
