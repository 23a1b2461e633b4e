// SPEC §4: the online or offline status follows the browser's events.
import { createEvent, createStore } from 'effector';

export const browserWentOnline = createEvent();
export const browserWentOffline = createEvent();
/** The status the browser reports when the page starts (navigator.onLine). */
export const networkStatusRead = createEvent<boolean>();

/** True on the server and until the browser says otherwise. */
export const $online = createStore(true, { serialize: 'ignore' })
  .on(networkStatusRead, (_, online) => online)
  .on(browserWentOnline, () => true)
  .on(browserWentOffline, () => false);
