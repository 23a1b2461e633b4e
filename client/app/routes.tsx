// The routes of one locale (ADR 009): every page slice's routes, under the root layout. A slice
// (client/pages/<page>/) says its paths, and its route module (loaders, model and view) loads
// when one of them is entered or prefetched; this file only assembles them — adding a page is
// adding a slice and one line here.
import type { Scope } from 'effector';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import { routeId } from '#shared/config/routes.ts';
import { accountRoutes } from '../pages/account/index.ts';
import { albumDetailRoutes } from '../pages/album-detail/index.ts';
import { albumListRoutes } from '../pages/album-list/index.ts';
import { authRoutes } from '../pages/auth/index.ts';
import { blogRoutes } from '../pages/blog/index.ts';
import { blogArticleRoutes } from '../pages/blog-article/index.ts';
import { cmsPageRoutes } from '../pages/cms-page/index.ts';
import { elementDetailRoutes } from '../pages/element-detail/index.ts';
import { emailConfirmRoutes } from '../pages/email-confirm/index.ts';
import { legalRoutes } from '../pages/legal/index.ts';
import { newsDetailRoutes } from '../pages/news-detail/index.ts';
import { newsletterConfirmRoutes } from '../pages/newsletter-confirm/index.ts';
import { passwordResetRoutes } from '../pages/password-reset/index.ts';
import { passwordResetAskRoutes } from '../pages/password-reset-ask/index.ts';
import { registrationConfirmRoutes } from '../pages/registration-confirm/index.ts';
import { searchRoutes } from '../pages/search/index.ts';
import { serviceDetailRoutes } from '../pages/service-detail/index.ts';
import { catalogMark, catalogModule, loadCatalogArea } from '../shared/lib/i18n.ts';
import { guardedImport } from '../shared/lib/lazy-chunk.ts';
import type { PageRoute, PageRoutes } from '../shared/lib/page-route.ts';
import { $pageModules } from '../shared/model/page-modules.ts';
import { compileRoutes, type Matcher } from '../shared/router/match.ts';
import type { AppRoute } from '../shared/router/resolve.ts';
import type { RouterComponents } from '../shared/router/view.tsx';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundary.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Every page slice; the router ranks the paths, so the order only reads well (CMS pages,
 * whose catch-all takes what no other route does, last). */
const PAGES: PageRoutes[] = [
  legalRoutes,
  authRoutes,
  passwordResetAskRoutes,
  passwordResetRoutes,
  accountRoutes,
  emailConfirmRoutes,
  newsletterConfirmRoutes,
  registrationConfirmRoutes,
  elementDetailRoutes,
  newsDetailRoutes,
  albumListRoutes,
  albumDetailRoutes,
  blogRoutes,
  blogArticleRoutes,
  serviceDetailRoutes,
  searchRoutes,
  cmsPageRoutes,
];

function pageRoute({ name, path, page }: PageRoute, locale: LocaleDefinition): AppRoute {
  const load = guardedImport(page.load);
  return {
    id: routeId(name, locale),
    path,
    module: page.module,
    // the route's loader and view come together: a navigation renders the page once both are
    // there, and the browser hydrates a first load once its page's module is in (entry-client)
    load: async () => {
      const { Component, loader, catalog } = await load();
      // the page's own texts, when it has some apart (a failed load is the chunk's failure)
      const areas = catalog === undefined ? [] : [catalog].flat();
      if (areas.length) await guardedImport(() => Promise.all(areas.map(loadCatalogArea)).then(() => true))();
      return { Component, loader: loader(name, locale), modules: areas.map(catalogMark) };
    },
    prefetch: page.load,
  };
}

/** A locale's routes; `extra`, the slices loaded apart (a site's shop: ./shop-routes.ts; the
 * admin panel: ./panel-routes.ts). */
export function createRoutes(locale: LocaleDefinition, extra: readonly PageRoutes[] = []): AppRoute[] {
  return [...extra, ...PAGES].flat().map((page) => pageRoute(page, locale));
}

/** ROUTES.admin and what is below it, whatever the case of the letters (as the routes match). */
const PANEL_PATH = /^\/admin(\/|$)/i;

/** Whether a path is the admin panel's (ADR 013): French only and outside the locale prefixes, so
 * in the locale without a prefix alone, where a URL's path is the app's (`/en/admin` is none). */
export const isPanelPath = (locale: LocaleDefinition, path: string): boolean =>
  !locale.prefix && PANEL_PATH.test(path);

/** The layout and the error pages around every route. */
export const ROUTER_COMPONENTS: RouterComponents = {
  Layout: RootLayout,
  PageError: PageErrorBoundary,
  RootError: RootErrorBoundary,
};

const matchers = new Map<string, Matcher<AppRoute>>();

/** The compiled routes of a locale, built once per locale and kept (route modules, once loaded,
 * stay on their routes). */
export function routesOf(
  locale: LocaleDefinition,
  extra: readonly PageRoutes[] = [],
): Matcher<AppRoute> & { routes: AppRoute[] } {
  // the whole definition is the key: the routes read its prefix and its code
  const key = `${JSON.stringify(locale)}|${extra.flat().map((r) => r.name)}`;
  let matcher = matchers.get(key) as (Matcher<AppRoute> & { routes: AppRoute[] }) | undefined;
  if (!matcher) {
    const routes = createRoutes(locale, extra);
    matcher = { ...compileRoutes(routes), routes };
    matchers.set(key, matcher);
  }
  return matcher;
}

/** The locale's prefix as the router's basename. */
export const basenameOf = (locale: LocaleDefinition): string => (locale.prefix ? `/${locale.prefix}` : '/');

/** The modules whose chunks the server preloads: the route module of the matched route and its
 * texts, and what the page's render used beyond them (the views of its blocks and their texts)
 * in the request's scope; catalogs in the page's locale. */
export function pageModulesOf(route: AppRoute | null, scope?: Scope, iso = 'fr-FR'): string[] {
  const modules = [
    ...(route?.module ? [route.module] : []),
    ...(route?.loaded?.modules ?? []),
    ...(scope?.getState($pageModules) ?? []),
  ];
  return [...new Set(modules.map((module) => catalogModule(module, iso)))];
}
