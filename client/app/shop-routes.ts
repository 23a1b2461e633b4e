// The shop's pages (ADR 011): only where the site sells. The browser loads this table when the
// site's information says so (entry-client.tsx), so that a town hall's pages carry no shop route;
// the server adds it to the routes of such a site (entry-server.tsx).
import { CartLink } from '../features/cart/link.tsx';
import { cartRoutes } from '../pages/cart/index.ts';
import { checkoutRoutes, orderRoutes, paymentRoutes } from '../pages/checkout/index.ts';
import { productRoutes } from '../pages/product/index.ts';
import type { LayoutParts } from '../shared/lib/layout-parts.ts';
import type { PageRoutes } from '../shared/lib/page-route.ts';

export const SHOP_PAGES: readonly PageRoutes[] = [
  productRoutes,
  cartRoutes,
  checkoutRoutes,
  orderRoutes,
  paymentRoutes,
];

/** The shop's parts of the layout. */
export const SHOP_PARTS: LayoutParts = { HeaderLink: CartLink };

/** This module's source, as the build manifest names its chunk (the server preloads it). */
export const SHOP_ROUTES_MODULE = 'client/app/shop-routes.ts';
