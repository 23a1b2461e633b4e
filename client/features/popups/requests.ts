// The popups' model (./model.ts) comes with the first popup a page asks for: most visits ask for
// none, and every page's first load stays without it. Until it listens, the requests wait here and
// are sent again once it has loaded; the layout draws the dialog (./ui.tsx) from the first request.
import { createEffect, createEvent, createStore, type EventPayload, sample } from 'effector';
import { popupRequested } from '../../shared/model/overlays.ts';

type PopupRequest = EventPayload<typeof popupRequested>;

/** Popups that open by themselves wait while this is true (set by the app: they wait while the
 * consent banner asks its question, so that no backdrop ever covers it). */
export const popupsHeldSet = createEvent<boolean>();
export const $popupsHeld = createStore(false).on(popupsHeldSet, (_, held) => held);

/** True once the page asked for a popup: the layout then draws the popups' dialog. */
export const $popupsWanted = createStore(false, { serialize: 'ignore' }).on(popupRequested, () => true);

/** Whether the model has loaded: from then on it hears the requests itself, in every scope. */
let modelListens = false;
/** Called by the model when it is evaluated. */
export function popupsModelListens(): void {
  modelListens = true;
}

const loadModelFx = createEffect(async () => {
  await import('./model.ts');
});
const beforeModel = sample({ clock: popupRequested, filter: () => !modelListens });
const $waiting = createStore<PopupRequest[]>([], { serialize: 'ignore' }).on(beforeModel, (list, request) => [
  ...list,
  request,
]);
sample({ clock: beforeModel, filter: loadModelFx.pending.map((pending) => !pending), target: loadModelFx });

/** The requests made before the model listened, sent again now that it does. */
const resendFx = createEffect((requests: PopupRequest[]) => {
  for (const request of requests) popupRequested(request);
});
sample({ clock: loadModelFx.done, source: $waiting, target: resendFx });
$waiting.reset(resendFx);
