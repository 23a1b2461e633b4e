import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const serviceDetailRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'service', path: ROUTES.service }],
);
