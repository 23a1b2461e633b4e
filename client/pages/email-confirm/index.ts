import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const emailConfirmRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'emailConfirm', path: ROUTES.emailConfirm }],
);
