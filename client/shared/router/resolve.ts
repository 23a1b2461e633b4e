// One URL to what the page shows (ADR 009): its route and params, the route module (loaded once,
// then kept on the route), the loader's answer, the status and the error — or a redirect. The
// server renders from it; the browser's navigations go through the same step.
import type { I18n } from '@lingui/core';
import type { Scope } from 'effector';
import type { ComponentType } from 'react';
import { Redirect, RouteErrorResponse, StatusAnswer } from './answers.ts';
import { type Matcher, matchUnder, type Params } from './match.ts';

export interface LoaderArgs {
  /** The requested URL, locale prefix included. */
  url: URL;
  params: Params;
  /** The request's (server) or the page's (browser) effector scope. */
  scope: Scope;
  /** The request's or the page's Lingui instance, for loaders that name things. */
  i18n: I18n;
}

export type Loader = (args: LoaderArgs) => Promise<unknown>;

/** What a route's module gives the router once loaded. */
export interface RouteModule {
  Component: ComponentType;
  loader: Loader;
  /** Other modules the page needs (its texts), which the server preloads with it. */
  modules?: readonly string[];
}

export interface AppRoute {
  /** `<name>___<locale>` (SPEC §2). */
  id: string;
  /** The path pattern without the locale's prefix (`/`, `/blog/:id/:slug?`, `/*`). */
  path: string;
  /** The route module's source, whose chunk the server preloads (null in tests). */
  module: string | undefined;
  /** Loads the route's module for a visitor who waits on it. */
  load: () => Promise<RouteModule>;
  /** Loads it ahead of need, without the guard of a visitor's load (link prefetching). */
  prefetch?: () => Promise<unknown>;
  /** The module once loaded: kept, as every later visit uses it. */
  loaded?: RouteModule;
}

export interface AppLocation {
  /** Without the locale's prefix, as links write it. */
  pathname: string;
  search: string;
  hash: string;
  /** Names the history entry (scroll positions are kept per entry). */
  key: string;
}

export interface RouteState {
  location: AppLocation;
  route: AppRoute | null;
  params: Params;
  /** The loader's payload for the layout (the page's own header or footer). */
  data: unknown;
  status: number;
  /** What the page's error boundary shows instead of the page. */
  error: unknown;
}

export interface LoaderContext {
  scope: Scope;
  i18n: I18n;
}

/** The route module of a route, loaded once. */
export async function loadRoute(route: AppRoute): Promise<RouteModule> {
  if (!route.loaded) route.loaded = await route.load();
  return route.loaded;
}

/**
 * Resolves a URL: a redirect (the loader's, with its status), or the state to render. A loader
 * that throws anything else gives its route's error (500, or a RouteErrorResponse's status); no
 * route for the path gives 404.
 */
export async function resolveRoute(
  matcher: Matcher<AppRoute>,
  url: URL,
  basename: string,
  context: LoaderContext,
  key = 'default',
): Promise<RouteState | Redirect> {
  const { path, match } = matchUnder(matcher, url.pathname, basename);
  const location: AppLocation = { pathname: path ?? url.pathname, search: url.search, hash: url.hash, key };
  if (!match) {
    const error = new RouteErrorResponse(404, 'Not Found');
    return { location, route: null, params: {}, data: null, status: 404, error };
  }
  const { route, params } = match;
  try {
    const module = await loadRoute(route);
    const answer = await module.loader({ url, params, scope: context.scope, i18n: context.i18n });
    if (answer instanceof StatusAnswer)
      return { location, route, params, data: answer.payload, status: answer.status, error: null };
    return { location, route, params, data: answer ?? null, status: 200, error: null };
  } catch (error) {
    if (error instanceof Redirect) return error;
    const status = error instanceof RouteErrorResponse ? error.status : 500;
    return { location, route, params, data: null, status, error };
  }
}
