// What the page tree's forms share (ADR 014): the API's refusals come with a French sentence
// (`message`, written in the request's language) besides the codes of the fields it names; the
// panel shows that sentence as it is, above the form or beside the action refused.
import {
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  sample,
  type Unit,
} from 'effector';
import { type ApiResponse, createApiEffect } from '../../shared/api/request.ts';

/** A refusal of the API: its sentence (empty when the API could not be reached). */
export interface Refusal {
  message: string;
  status: number;
}

/** The refusal of an answer, or null for a success. */
export function refusalOf(response: ApiResponse<unknown>): Refusal | null {
  return response.body.success ? null : { message: response.body.message ?? '', status: response.status };
}

/** The last refusal of an effect's calls: set by a refused answer (or no answer at all), cleared by
 * a success and by `reset`. Never sent with the page (what one person typed). */
export function lastRefusal<P, T>(
  fx: Effect<P, ApiResponse<T>>,
  reset: Unit<unknown>[],
): Store<Refusal | null> {
  return createStore<Refusal | null>(null, { serialize: 'ignore' })
    .on(fx.doneData, (_, response) => refusalOf(response))
    .on(fx.fail, () => ({ message: '', status: 0 }))
    .reset(reset);
}

/** Deleting an item of one of the panel's lists once confirmed: the item waiting for the
 * confirmation, the call, its refusal (said in the dialog), and the item the API deleted. */
export interface ListDeletion<T extends { id: number }> {
  deleteAsked: EventCallable<number>;
  deleteCancelled: EventCallable<void>;
  deleteConfirmed: EventCallable<void>;
  /** The item whose deletion waits for a confirmation. */
  $deletedId: Store<number | null>;
  $deletePending: Store<boolean>;
  $deleteRefusal: Store<Refusal | null>;
  /** An item the API deleted. */
  deleted: Event<T>;
}

export function createListDeletion<T extends { id: number }>({
  opened,
  $list,
  path,
}: {
  /** The screen opened again: nothing waits any more. */
  opened: Unit<unknown>;
  $list: Store<readonly T[]>;
  /** The API's path that deletes an item. */
  path: (item: T) => string;
}): ListDeletion<T> {
  const deleteAsked = createEvent<number>();
  const deleteCancelled = createEvent();
  const deleteConfirmed = createEvent();
  const $deletedId = createStore<number | null>(null, { serialize: 'ignore' })
    .on(deleteAsked, (_, id) => id)
    .reset(opened, deleteCancelled);
  const deleteFx = createApiEffect<T, null>((item) => ({ method: 'DELETE', path: path(item) }));
  sample({
    clock: deleteConfirmed,
    source: { id: $deletedId, list: $list, pending: deleteFx.pending },
    filter: ({ id, list, pending }) => !pending && list.some((item) => item.id === id),
    fn: ({ id, list }) => list.find((item) => item.id === id)!,
    target: deleteFx,
  });
  const deleted = deleteFx.done.filterMap(({ params, result }) => (result.body.success ? params : undefined));
  $deletedId.reset(deleted);
  return {
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
    $deletedId,
    $deletePending: deleteFx.pending,
    $deleteRefusal: lastRefusal(deleteFx, [opened, deleteAsked, deleteCancelled]),
    deleted,
  };
}
