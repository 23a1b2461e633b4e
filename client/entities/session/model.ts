import { createStore, sample } from 'effector';
import type { AddressType } from '#shared/contracts/content.ts';
import type { Logged, Me } from '#shared/contracts/user.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchLoggedFx = createApiEffect<void, Logged>(() => ({ path: '/logged' }));
export const fetchMeFx = createApiEffect<void, Me>(() => ({ path: '/user' }));
export const fetchAddressTypesFx = createApiEffect<void, AddressType[]>(() => ({
  path: '/admin/address/type',
}));

export const $logged = createStore(false);
export const $me = createStore<Me | null>(null);
export const $addressTypes = createStore<AddressType[]>([]);
export const $isAdmin = $me.map((me) => me?.role === 'ADMIN' || me?.role === 'SUPER_ADMIN');

sample({ clock: successData(fetchLoggedFx), fn: (r) => r.data.logged, target: $logged });
sample({ clock: successData(fetchMeFx), fn: (r) => r.data, target: $me });
sample({ clock: successData(fetchAddressTypesFx), fn: (r) => r.data, target: $addressTypes });
