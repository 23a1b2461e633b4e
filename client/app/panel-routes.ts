// The admin panel's pages (ADR 013): French only, outside the locale prefixes. The browser loads
// this table when the page it starts on is one of them (entry-client.tsx), so that a public page
// never carries it; from a public page, a move into the panel is a whole page load (the browser
// router's `documentPaths`). The server adds it to the routes of the locale without a prefix
// (entry-server.tsx).
import { adminRoutes } from '../pages/admin/index.ts';
import type { PageRoutes } from '../shared/lib/page-route.ts';

export const PANEL_PAGES: readonly PageRoutes[] = [adminRoutes];

/** This module's source, as the build manifest names its chunk (the server preloads it). */
export const PANEL_ROUTES_MODULE = 'client/app/panel-routes.ts';
