// /admin/corbeille: what was deleted in the last 30 days (ADR 014), newest first, each entry put
// back whole on a click (`POST /admin/trash/:id/restore`); a restore the API refuses (a path taken
// meanwhile: 409) says why beside the entry. Deleted media wait here too (ADR 017).
import { createEvent, createStore, sample } from 'effector';
import type { AdminPage, TrashEntry } from '#shared/contracts/admin-pages.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { refusalOf } from './admin-form.ts';
import { panelStatusOf } from './panel-model.ts';

export const trashOpened = createEvent();

const fetchTrashFx = createApiEffect<void, TrashEntry[]>(() => ({ path: '/admin/trash' }));

export const $trash = createStore<TrashEntry[]>([]);
export const $trashStatus = createStore(200);

sample({ clock: trashOpened, target: fetchTrashFx });
sample({
  clock: fetchTrashFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $trash,
});
sample({ clock: fetchTrashFx.doneData, fn: panelStatusOf, target: $trashStatus });
sample({ clock: fetchTrashFx.fail, fn: () => 500, target: $trashStatus });

export const restoreClicked = createEvent<number>();

const restoreFx = createApiEffect<TrashEntry, AdminPage[]>(({ id }) => ({
  method: 'POST',
  path: `/admin/trash/${id}/restore`,
  body: {},
}));
export const $restorePending = restoreFx.pending;

sample({
  clock: restoreClicked,
  source: { trash: $trash, pending: restoreFx.pending },
  filter: ({ trash, pending }, id) => !pending && trash.some((entry) => entry.id === id),
  fn: ({ trash }, id) => trash.find((entry) => entry.id === id)!,
  target: restoreFx,
});

const restored = restoreFx.done.filterMap(({ params, result }) => (result.body.success ? params : undefined));
$trash.on(restored, (trash, entry) => trash.filter((e) => e.id !== entry.id));

/** The entry put back last, said in a status (counted: it takes the focus each time). */
export type Restored = Pick<TrashEntry, 'label' | 'kind'> & { count: number };
export const $restored = createStore<Restored | null>(null, { serialize: 'ignore' })
  .on(restored, (last, entry) => ({ label: entry.label, kind: entry.kind, count: (last?.count ?? 0) + 1 }))
  .reset(trashOpened, restoreClicked);

/** The refused restore: its entry and the API's sentence (empty when it could not be reached). */
export const $restoreRefusal = createStore<{ id: number; message: string } | null>(null, {
  serialize: 'ignore',
})
  .on(restoreFx.done, (_, { params, result }) => {
    const refusal = refusalOf(result);
    return refusal && { id: params.id, message: refusal.message };
  })
  .on(restoreFx.fail, (_, { params }) => ({ id: params.id, message: '' }))
  .reset(trashOpened, restoreClicked);
