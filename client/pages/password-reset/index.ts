import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const passwordResetRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'passwordReset', path: ROUTES.passwordReset }],
);
