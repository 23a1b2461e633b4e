// The react-router routes of one locale: the root layout, then every page slice's routes. A
// slice (client/pages/<page>/) says its paths, and its route module (loaders, model and view)
// loads when one of them is entered or prefetched (react-router's `lazy`); this file only
// assembles them — adding a page is adding a slice and one line here.
import type { Scope } from 'effector';
import type { RouteObject } from 'react-router';
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
import { guardedImport } from '../shared/lib/lazy-chunk.ts';
import type { PageHandle, PageRoute, PageRoutes } from '../shared/lib/page-route.ts';
import { $pageModules } from '../shared/model/page-modules.ts';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundary.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** Every page slice; react-router ranks the paths, so the order only reads well (CMS pages,
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

function pageRoute({ name, path, page }: PageRoute, locale: LocaleDefinition): RouteObject {
  const handle: PageHandle = { module: page.module, load: page.load };
  const load = guardedImport(page.load);
  return {
    id: routeId(name, locale),
    ...(path === '/' ? { index: true } : { path: path.slice(1) }),
    // the route's loader and view come together: a navigation renders the page once both are
    // there, and the browser hydrates a first load once its page's module is in (entry-client)
    lazy: async () => {
      const { Component, loader } = await load();
      return { Component, loader: loader(name, locale) };
    },
    handle,
    ErrorBoundary: PageErrorBoundary,
  };
}

export function createRoutes(locale: LocaleDefinition): RouteObject[] {
  return [
    {
      id: routeId('root', locale),
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: PAGES.flat().map((page) => pageRoute(page, locale)),
    },
  ];
}

/** The modules whose chunks the server preloads: the route modules of the matched routes, and
 * what the page's render used beyond them (the views of its blocks) in the request's scope. */
export function pageModulesOf(matches: readonly { route: { handle?: unknown } }[], scope?: Scope): string[] {
  const routeModules = matches
    .map((match) => (match.route.handle as PageHandle | undefined)?.module)
    .filter((module): module is string => !!module);
  return [...routeModules, ...(scope?.getState($pageModules) ?? [])];
}
