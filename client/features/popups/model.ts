// Modal popups (SPEC §2/§4): `popupRequested` loads GET /popup/{id}; the popup opens unless a
// recent close hides it, and never twice in one page life (the list of opened popups). One is
// shown at a time; others wait their turn. Browser only: the close times live in local storage.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Popup } from '#shared/contracts/town.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { popupRequested } from '../../shared/model/overlays.ts';
import { closeRecord, isPopupHidden, popupStorageKey } from './rules.ts';

export const fetchPopupFx = createApiEffect<number, Popup>((id) => ({ path: `/popup/${id}` }));

/** The stored close time of a popup and the time now; `available` is false outside a browser. */
export const readPopupCloseFx = createEffect((popup: Popup) => {
  if (typeof window === 'undefined') return { popup, available: false, stored: null, now: 0 };
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(popupStorageKey(popup.id));
  } catch {
    // storage refused (private browsing, settings): the popup simply shows
  }
  return { popup, available: true, stored, now: Date.now() };
});

export const rememberPopupCloseFx = createEffect((popup: Popup) => {
  const record = closeRecord(popup, Date.now());
  if (!record) return;
  try {
    window.localStorage.setItem(record.key, record.value);
  } catch {
    // nothing to do: it will show again next time
  }
});

export const popupOpened = createEvent<Popup>();
export const popupClosed = createEvent();

/** SPEC §4: the ids of the popups opened in this page life. */
export const $openedPopups = createStore<number[]>([], { serialize: 'ignore' }).on(popupOpened, (ids, p) =>
  ids.includes(p.id) ? ids : [...ids, p.id],
);
/** Ids requested and not answered yet (a second request waits for the first). */
const $loadingPopups = createStore<number[]>([], { serialize: 'ignore' });
/** The popup on screen first, then those waiting. */
export const $popupQueue = createStore<Popup[]>([], { serialize: 'ignore' }).on(popupOpened, (queue, p) =>
  queue.some((q) => q.id === p.id) ? queue : [...queue, p],
);
export const $activePopup = $popupQueue.map((queue) => queue[0] ?? null);

/** The popup being closed (read before the queue moves on). */
const popupDismissed = sample({
  clock: popupClosed,
  source: $activePopup,
  filter: (popup): popup is Popup => popup !== null,
});
$popupQueue.on(popupDismissed, (queue) => queue.slice(1));

const popupWanted = sample({
  clock: popupRequested,
  source: { opened: $openedPopups, loading: $loadingPopups },
  filter: ({ opened, loading }, { popupId }) => !opened.includes(popupId) && !loading.includes(popupId),
  fn: (_, { popupId }) => popupId,
});
$loadingPopups
  .on(popupWanted, (ids, id) => [...ids, id])
  .on(fetchPopupFx.finally, (ids, { params }) => ids.filter((id) => id !== params));
sample({ clock: popupWanted, target: fetchPopupFx });
sample({ clock: successData(fetchPopupFx), fn: (r) => r.data, target: readPopupCloseFx });
sample({
  clock: readPopupCloseFx.doneData,
  source: $openedPopups,
  filter: (opened, r) =>
    r.available && !opened.includes(r.popup.id) && !isPopupHidden(r.popup, r.stored, r.now),
  fn: (_, r) => r.popup,
  target: popupOpened,
});
sample({ clock: popupDismissed, filter: (popup) => !popup.showOnEveryReload, target: rememberPopupCloseFx });
