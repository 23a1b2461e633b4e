import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const passwordResetAskRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'passwordResetAsk', path: ROUTES.passwordResetAsk }],
);
