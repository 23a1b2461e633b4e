import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const newsletterConfirmRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'newsletterConfirm', path: ROUTES.newsletterConfirm }],
);
