import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** The checkout: `/commande` (ADR 012). */
export const checkoutRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'checkout', path: ROUTES.checkout }],
);

/** An order read by its buyer: `/commande/:number` (ADR 012). */
export const orderRoutes = pageRoutes(
  lazyPage(() => import('./order-route.ts')),
  [{ name: 'order', path: ROUTES.order }],
);

/** The card step of an order: `/commande/:number/paiement` (ADR 012). */
export const paymentRoutes = pageRoutes(
  lazyPage(() => import('./payment-route.ts')),
  [{ name: 'payment', path: ROUTES.payment }],
);
