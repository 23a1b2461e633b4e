import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** A product of the shop: `/vin/:slug?/:id/:declinationId?` (ADR 011). */
export const productRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'product', path: ROUTES.product }],
);
