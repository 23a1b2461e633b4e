// A page slice's route (SPEC §2): each slice under client/pages says its path, its loader (beside
// its model) and its view, loaded on demand; client/app/routes.tsx only assembles the slices per
// locale. The view carries its source file so that the server preloads the page's chunk and
// stylesheets from the build manifest (server/ssr/assets.ts) — the build writes it in.
import type { MessageDescriptor } from '@lingui/core';
import { allSettled, type EventCallable, type Scope } from 'effector';
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import { i18nContext, scopeContext } from './router-context.ts';

export interface LazyView {
  load: () => Promise<{ Component: ComponentType }>;
  /** The view's module from the project root, which is its key in the build manifest. */
  module: string | undefined;
}

/**
 * A page's view as a chunk of its own, written `lazyView(() => import(<the view's file>))` with
 * the import inside the call: the build (vite.config.ts, `pageViewModules`) resolves it and adds
 * the module as the second argument, so a renamed file keeps being preloaded.
 */
export function lazyView(load: LazyView['load'], module?: string): LazyView {
  return { load, module };
}

/** What a page route tells the renderer (react-router `handle`). */
export interface PageHandle {
  /** The view's module, whose chunk the server preloads. */
  module: string | undefined;
  /** Loads the view's chunk without rendering it (link prefetching, SPEC §9). */
  load?: LazyView['load'];
}

export interface PageRoute {
  /** Names the route `<name>___<locale>` (SPEC §2). */
  name: string;
  /** The path without the locale prefix (shared/config/routes.ts); `/` is the index route. */
  path: string;
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  view: LazyView;
}

/** A slice's routes in one locale (its loaders need the locale for canonical redirects). */
export type PageRoutes = (locale: LocaleDefinition) => PageRoute[];

/** A loader's answer for the page's status: nothing (or `payload`) for 200, else that status. */
export const statusOf = <T>(status: number, payload: T | null = null) =>
  status === 200 ? payload : data(payload, { status });

/** What a page tells the layout around it (SPEC §3 page flags `isCustomHeader`,
 * `isCustomFooter`): its own layout supplies the header or the footer. A page's loader answers
 * it, so that it changes with the route on screen, never ahead of it. */
export interface PageChrome {
  ownHeader: boolean;
  ownFooter: boolean;
}

/** The chrome a matched route's loader answered; the site's header and footer by default. */
export function loaderChrome(loaderData: unknown): PageChrome {
  const chrome = (loaderData ?? {}) as Partial<PageChrome>;
  return { ownHeader: chrome.ownHeader === true, ownFooter: chrome.ownFooter === true };
}

/** Opens the page in the request's scope (the event settles with every call it starts). */
export async function openPage<P>(
  args: LoaderFunctionArgs,
  opened: EventCallable<P>,
  params: P,
): Promise<Scope> {
  const scope = args.context.get(scopeContext);
  await allSettled(opened, { scope, params });
  return scope;
}

/** A title in the request's language, for pages that name themselves. */
export const titleOf = (args: LoaderFunctionArgs, title: MessageDescriptor): string =>
  args.context.get(i18nContext)._(title);

/** The query string of the requested URL (`?page=2&q=…`), read by lists. */
export const searchOf = (args: LoaderFunctionArgs): string => new URL(args.request.url).search;

/** The loader of a page whose data the browser must not load again when it hydrates (account
 * screens: an e-mail's link is followed once, by the server): it answers null, never undefined. */
export function loadedOnce<P>(opened: EventCallable<P>, params: (args: LoaderFunctionArgs) => P) {
  return async (args: LoaderFunctionArgs) => {
    await openPage(args, opened, params(args));
    return null;
  };
}
