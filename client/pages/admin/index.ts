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
  // the page tree (ADR 014): the panel's own paths (./paths.ts, ADMIN_PATHS), not in every page's
  // table; written out here, so that this table shares no module with the pages' chunks (the
  // route table's test checks that they match)
  ...pageRoutes(
    lazyPage(() => import('./pages-route.ts')),
    [{ name: 'adminPages', path: '/admin/pages' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./page-form-route.ts')),
    [
      { name: 'adminPageNew', path: '/admin/pages/nouvelle' },
      { name: 'adminPage', path: '/admin/pages/:id' },
    ],
  ),
  ...pageRoutes(
    lazyPage(() => import('./block-editor-route.ts')),
    [{ name: 'adminPageContent', path: '/admin/pages/:id/contenu' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./redirects-route.ts')),
    [{ name: 'adminRedirects', path: '/admin/redirections' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./trash-route.ts')),
    [{ name: 'adminTrash', path: '/admin/corbeille' }],
  ),
  // the site's parameters, its look and its addresses (ADR 016)
  ...pageRoutes(
    lazyPage(() => import('./settings-route.ts')),
    [{ name: 'adminSettings', path: '/admin/reglages' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./appearance-route.ts')),
    [{ name: 'adminAppearance', path: '/admin/apparence' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./addresses-route.ts')),
    [{ name: 'adminAddresses', path: '/admin/adresses' }],
  ),
  // the media library (ADR 017) and the site's accounts (ADR 018)
  ...pageRoutes(
    lazyPage(() => import('./media-route.ts')),
    [{ name: 'adminMedia', path: '/admin/medias' }],
  ),
  ...pageRoutes(
    lazyPage(() => import('./accounts-route.ts')),
    [{ name: 'adminAccounts', path: '/admin/comptes' }],
  ),
  // a shop site's payment keys, for operators (ADR 012 "Payment")
  ...pageRoutes(
    lazyPage(() => import('./payments-route.ts')),
    [{ name: 'adminPayments', path: '/admin/paiement' }],
  ),
];
