import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** The visitor's account; anonymous visitors log in first and come back. */
export const accountRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'account', path: ROUTES.account }],
);
