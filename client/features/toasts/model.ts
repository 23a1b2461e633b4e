// SPEC §2 toast notifications: top right, each one gone after 3000 ms or when dismissed.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { TOAST_DURATION_MS } from '#shared/config/constants.ts';
import { type ToastContent, toastShown } from '../../shared/model/overlays.ts';

export type Toast = ToastContent & { id: number };

/** At most this many at once: an older one gives way to a newer one. */
export const MAX_TOASTS = 4;

export const toastDismissed = createEvent<number>();

// browser-only state: never serialized into the page
const $nextToastId = createStore(1, { serialize: 'ignore' });
export const $toasts = createStore<Toast[]>([], { serialize: 'ignore' });

const toastAdded = sample({
  clock: toastShown,
  source: $nextToastId,
  fn: (id, content): Toast => ({ ...content, id }),
});

$nextToastId.on(toastAdded, (id) => id + 1);
$toasts
  .on(toastAdded, (list, toast) => [...list, toast].slice(-MAX_TOASTS))
  .on(toastDismissed, (list, id) => list.filter((t) => t.id !== id));

/** Waits the toast's time, then hands back its id. */
export const toastExpiryFx = createEffect(
  (id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), TOAST_DURATION_MS)),
);

sample({ clock: toastAdded, fn: (toast) => toast.id, target: toastExpiryFx });
sample({ clock: toastExpiryFx.doneData, target: toastDismissed });
