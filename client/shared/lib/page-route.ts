// A page slice's route (SPEC §2): each slice under client/pages says its paths in its index.ts,
// and keeps its loaders, its model and its view in its route module (route.ts), a chunk of its
// own loaded when the route is entered or prefetched; client/app/routes.tsx only assembles the
// slices per locale. A first load thus carries the route table, never another page's model. The
// route module carries its source file so that the server preloads the page's chunk and
// stylesheets from the build manifest (server/ssr/assets.ts) — the build writes it in.
import type { ComponentType } from 'react';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import type { Loader } from '../router/resolve.ts';
import type { CatalogArea } from './i18n.ts';
import { type LazyModule, lazyModule } from './lazy-module.ts';

export type PageLoader = Loader;

/** What a slice's route module (its route.ts) exports: its view, and the loader of each of its
 * routes (a slice may serve several, e.g. one per legal text) in a locale. */
export interface PageModule {
  Component: ComponentType;
  loader: (name: string, locale: LocaleDefinition) => PageLoader;
  /** The catalogs of texts the page needs besides every page's (client/shared/lib/i18n.ts). */
  catalog?: CatalogArea | readonly CatalogArea[];
}

export type LazyPage = LazyModule<PageModule>;

/** A slice's route module as a chunk of its own, written `lazyPage` of an arrow that imports
 * `./route.ts` (see ./lazy-module.ts: the build adds the module to preload). */
export const lazyPage: (load: LazyPage['load'], module?: string) => LazyPage = lazyModule;

export interface PageRoute {
  /** Names the route `<name>___<locale>` (SPEC §2) and its loader in the route module. */
  name: string;
  /** The path without the locale prefix (shared/config/routes.ts); `/` is the index route. */
  path: string;
  page: LazyPage;
}

/** A slice's routes, the same in every locale (their loaders know the locale). */
export type PageRoutes = readonly PageRoute[];

/** The routes of one slice, all served by its route module. */
export const pageRoutes = (page: LazyPage, routes: readonly { name: string; path: string }[]): PageRoutes =>
  routes.map((route) => ({ ...route, page }));

/** What a page tells the layout around it (SPEC §3 page flags `isCustomHeader`,
 * `isCustomFooter`): its own layout supplies the header or the footer. A page's loader answers
 * it, so that it changes with the route on screen, never ahead of it. */
export interface PageChrome {
  ownHeader: boolean;
  ownFooter: boolean;
  /** The page brings its own navigation (the admin panel, ADR 013): the site's side tabs and
   * bottom bar, which lead into the public site, are left out. */
  ownNavigation?: boolean;
}

/** The chrome a matched route's loader answered; the site's header and footer by default. */
export function loaderChrome(loaderData: unknown): Required<PageChrome> {
  const chrome = (loaderData ?? {}) as Partial<PageChrome>;
  return {
    ownHeader: chrome.ownHeader === true,
    ownFooter: chrome.ownFooter === true,
    ownNavigation: chrome.ownNavigation === true,
  };
}
