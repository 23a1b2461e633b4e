import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, type PageRoutes, pageRoutes } from '../../shared/lib/page-route.ts';

/** The admin panel (ADR 013): each page a route module of its own, loaded only when an admin
 * page is opened; French only, so mounted in the locale without a prefix, from a table that only
 * the panel's pages load (client/app/panel-routes.ts). */
export const adminRoutes: PageRoutes = [
  ...pageRoutes(
    lazyPage(() => import('./dashboard-route.ts')),
    [{ name: 'admin', path: ROUTES.admin }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./journal-route.ts')),
    [{ name: 'adminAudit', path: ROUTES.adminAudit }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./security-route.ts')),
    [{ name: 'adminSecurity', path: ROUTES.adminSecurity }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./sites-route.ts')),
    [{ name: 'adminSites', path: ROUTES.adminSites }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./handoff-route.ts')),
    [{ name: 'adminHandoff', path: ROUTES.adminHandoff }],
  ),
];
