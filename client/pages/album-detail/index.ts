import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const albumDetailRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'album', path: ROUTES.album }],
);
