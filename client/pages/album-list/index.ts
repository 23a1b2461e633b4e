import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const albumListRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'albums', path: ROUTES.albums }],
);
