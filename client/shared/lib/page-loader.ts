// What the loaders of the route modules (client/pages/<page>/route.ts) share: they open their
// page in the request's scope and answer its status. Only route modules import this file, so it
// travels in their chunks, never in a first load's entry.
import type { MessageDescriptor } from '@lingui/core';
import { allSettled, type EventCallable, type Scope } from 'effector';
import { data, type LoaderFunctionArgs } from 'react-router';
import { i18nContext, scopeContext } from './router-context.ts';

/** A loader's answer for the page's status: nothing (or `payload`) for 200, else that status. */
export const statusOf = <T>(status: number, payload: T | null = null) =>
  status === 200 ? payload : data(payload, { status });

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
