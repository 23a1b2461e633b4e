// Modal popups (SPEC §2/§4): `popupRequested` loads GET /popup/{id}. A popup that opens by itself
// opens unless a recent close hides it, never twice in one page life (the list of opened popups),
// and waits while `$popupsHeld` (the app holds them while the consent banner asks its question,
// so that no backdrop ever covers it); a visitor's click opens its popup every time (rules.ts).
// One is shown at a time; others wait their turn. Browser only: close times live in local storage.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Popup } from '#shared/contracts/town.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { popupRequested } from '../../shared/model/overlays.ts';
import { $popupsHeld, popupsModelListens } from './requests.ts';
import { closeRecord, type PopupTrigger, popupMayOpen, popupStorageKey } from './rules.ts';

export const fetchPopupFx = createApiEffect<number, Popup>((id) => ({ path: `/popup/${id}` }));

/** The stored close time of a popup and the time now; `available` is false outside a browser. */
export const readPopupCloseFx = createEffect(
  ({ popup, trigger }: { popup: Popup; trigger: PopupTrigger }) => {
    if (typeof window === 'undefined') return { popup, trigger, available: false, stored: null, now: 0 };
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(popupStorageKey(popup.id));
    } catch {
      // storage refused (private browsing, settings): the popup simply shows
    }
    return { popup, trigger, available: true, stored, now: Date.now() };
  },
);

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
/** Popups that would have opened by themselves while held. */
const $heldPopups = createStore<Popup[]>([], { serialize: 'ignore' });

/** The popup being closed (read before the queue moves on). */
const popupDismissed = sample({
  clock: popupClosed,
  source: $activePopup,
  filter: (popup): popup is Popup => popup !== null,
});
$popupQueue.on(popupDismissed, (queue) => queue.slice(1));

const popupWanted = sample({
  clock: popupRequested,
  source: { opened: $openedPopups, loading: $loadingPopups, queue: $popupQueue },
  filter: ({ opened, loading, queue }, { popupId, trigger }) =>
    !loading.includes(popupId) &&
    !queue.some((p) => p.id === popupId) &&
    (trigger === 'button' || !opened.includes(popupId)),
  fn: (_, request) => request,
});
$loadingPopups
  .on(popupWanted, (ids, { popupId }) => [...ids, popupId])
  .on(fetchPopupFx.finally, (ids, { params }) => ids.filter((id) => id !== params));
sample({ clock: popupWanted, fn: ({ popupId }) => popupId, target: fetchPopupFx });
// the trigger of the request that the answer belongs to
const $triggers = createStore<Record<number, PopupTrigger>>({}, { serialize: 'ignore' }).on(
  popupWanted,
  (triggers, { popupId, trigger }) => ({ ...triggers, [popupId]: trigger }),
);
sample({
  clock: successData(fetchPopupFx),
  source: $triggers,
  fn: (triggers, r) => ({ popup: r.data, trigger: triggers[r.data.id] ?? 'load' }),
  target: readPopupCloseFx,
});
const popupReady = sample({
  clock: readPopupCloseFx.doneData,
  source: $openedPopups,
  filter: (opened, r) =>
    r.available &&
    popupMayOpen(r.popup, r.trigger, { openedThisPageLife: opened, storedClosedAt: r.stored, now: r.now }),
  fn: (_, r) => r,
});
sample({
  clock: popupReady,
  source: $popupsHeld,
  filter: (held, r) => r.trigger === 'button' || !held,
  fn: (_, r) => r.popup,
  target: popupOpened,
});
$heldPopups.on(
  sample({
    clock: popupReady,
    source: $popupsHeld,
    filter: (held, r) => held && r.trigger === 'load',
    fn: (_, r) => r.popup,
  }),
  (held, popup) => (held.some((p) => p.id === popup.id) ? held : [...held, popup]),
);
// released: those not opened meanwhile (by a click) open in turn
const popupsReleased = sample({
  clock: $popupsHeld.updates,
  source: { held: $heldPopups, opened: $openedPopups },
  filter: ({ held }, isHeld) => !isHeld && held.length > 0,
  fn: ({ held, opened }) => held.filter((p) => !opened.includes(p.id)),
});
$heldPopups.reset(popupsReleased);
$popupQueue.on(popupsReleased, (queue, popups) => [
  ...queue,
  ...popups.filter((p) => !queue.some((q) => q.id === p.id)),
]);
$openedPopups.on(popupsReleased, (ids, popups) => [
  ...ids,
  ...popups.map((p) => p.id).filter((id) => !ids.includes(id)),
]);
sample({ clock: popupDismissed, filter: (popup) => !popup.showOnEveryReload, target: rememberPopupCloseFx });

popupsModelListens();
