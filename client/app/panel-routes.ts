// The admin panel's pages (ADR 013): French only, outside the locale prefixes. The browser loads
// this table when the page it starts on is one of them (entry-client.tsx), so that a public page
// never carries it; from a public page, a move into the panel is a whole page load (the browser
// router's `documentPaths`). The server adds it to the routes of the locale without a prefix
// (entry-server.tsx).
import { adminRoutes } from '../pages/admin/index.ts';
import type { BlockPreviewKit } from '../pages/admin/preview-kit.ts';
import { guardedImport } from '../shared/lib/lazy-chunk.ts';
import type { LazyPage, PageModule, PageRoutes } from '../shared/lib/page-route.ts';

/** The CMS pages' route module: the public page's blocks, which the block editor's preview draws
 * with (ADR 015), from their own chunk (client/pages/admin/preview-kit.ts). */
const cmsPageModule = guardedImport(() => import('../pages/cms-page/route.ts'));

/** The block editor's route module, given the preview's blocks as it loads (before its loader
 * runs, and before a first load hydrates). */
const withPreviewKit = (page: LazyPage): LazyPage => ({
  ...page,
  load: async () => {
    const [module, cms] = await Promise.all([page.load(), cmsPageModule()]);
    (module as PageModule & { previewKitLoaded: (kit: BlockPreviewKit) => void }).previewKitLoaded(cms);
    return module;
  },
});

export const PANEL_PAGES: readonly PageRoutes[] = [
  adminRoutes.map((route) =>
    route.name === 'adminPageContent' ? { ...route, page: withPreviewKit(route.page) } : route,
  ),
];

/** This module's source, as the build manifest names its chunk (the server preloads it). */
export const PANEL_ROUTES_MODULE = 'client/app/panel-routes.ts';
