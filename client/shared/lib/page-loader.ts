// What the loaders of the route modules (client/pages/<page>/route.ts) share: they open their
// page in the request's scope and answer its status. Only route modules import this file, so it
// travels in their chunks, never in a first load's entry.
import type { MessageDescriptor } from '@lingui/core';
import { allSettled, type EventCallable, type Scope } from 'effector';
import { withStatus } from '../router/answers.ts';
import type { LoaderArgs } from '../router/resolve.ts';

/** A loader's answer for the page's status: nothing (or `payload`) for 200, else that status. */
export const statusOf = <T>(status: number, payload: T | null = null) =>
  status === 200 ? payload : withStatus(payload, status);

/** Opens the page in the request's scope (the event settles with every call it starts). */
export async function openPage<P>(args: LoaderArgs, opened: EventCallable<P>, params: P): Promise<Scope> {
  await allSettled(opened, { scope: args.scope, params });
  return args.scope;
}

/** A title in the request's language, for pages that name themselves. */
export const titleOf = (args: LoaderArgs, title: MessageDescriptor): string => args.i18n._(title);

/** The query string of the requested URL (`?page=2&q=…`), read by lists. */
export const searchOf = (args: LoaderArgs): string => args.url.search;

/** The loader of a page that only opens it (account screens: an e-mail's link is followed once,
 * by the server; the browser hydrates from the server's state and never runs it again). */
export function loadedOnce<P>(opened: EventCallable<P>, params: (args: LoaderArgs) => P) {
  return async (args: LoaderArgs) => {
    await openPage(args, opened, params(args));
    return null;
  };
}
