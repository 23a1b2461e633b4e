import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** The shop's cart: `/panier` (ADR 011). */
export const cartRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'cart', path: ROUTES.cart }],
);
