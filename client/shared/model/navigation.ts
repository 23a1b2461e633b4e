// Models decide where the visitor goes next (after a login, a logout, a deletion); the app
// layer's router performs it. Only ever set in the browser.
import { createEvent, createStore } from 'effector';

export interface NavigationRequest {
  /** A path of the current locale, without its prefix (the router adds it). */
  to: string;
  replace?: boolean;
}

export const navigationRequested = createEvent<NavigationRequest>();
export const navigationPerformed = createEvent();

export const $pendingNavigation = createStore<NavigationRequest | null>(null, { serialize: 'ignore' })
  .on(navigationRequested, (_, request) => request)
  .reset(navigationPerformed);
