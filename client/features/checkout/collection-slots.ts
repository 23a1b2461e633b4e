// The days and slots a collection address can be booked (ADR 012, "Click-and-collect"), asked
// again each time the picker opens for an address: they change with every booking, so they are
// never kept from the server's render.
import { createEvent, createStore, sample } from 'effector';
import type { CollectionDay } from '#shared/lib/collection.ts';
import { createApiEffect } from '../../shared/api/request.ts';

export type CollectionSlots =
  | { idAddress: number; status: 'loading' }
  | { idAddress: number; status: 'ready'; days: CollectionDay[] }
  /** `message`: the server's, when it gave one. */
  | { idAddress: number; status: 'error'; message: string | null };

export const collectionSlotsRequested = createEvent<number>();

export const fetchCollectionSlotsFx = createApiEffect<number, CollectionDay[]>((idAddress) => ({
  path: '/click-and-collect/slots',
  query: `idAddress=${idAddress}`,
}));

/** The last address asked and its answer; an answer for another address than the last is dropped. */
export const $collectionSlots = createStore<CollectionSlots | null>(null, { serialize: 'ignore' })
  .on(fetchCollectionSlotsFx, (_, idAddress) => ({ idAddress, status: 'loading' }))
  .on(fetchCollectionSlotsFx.done, (current, { params, result }) => {
    if (current?.idAddress !== params) return current;
    return result.body.success
      ? { idAddress: params, status: 'ready', days: result.body.data }
      : { idAddress: params, status: 'error', message: result.body.message || null };
  })
  .on(fetchCollectionSlotsFx.fail, (current, { params }) =>
    current?.idAddress === params ? { idAddress: params, status: 'error', message: null } : current,
  );

sample({ clock: collectionSlotsRequested, target: fetchCollectionSlotsFx });
