// The relay points near the address a visitor typed (issue 13, ADR 012), asked again each time
// the address changes; only the answer for the last address asked is kept. Never kept from the
// server's render: the address is the visitor's.
import { createEvent, createStore, sample } from 'effector';
import type { AccessPoint } from '#shared/contracts/relay.ts';
import { createApiEffect } from '../../shared/api/request.ts';

export interface RelayAddress {
  postalCode: string;
  city: string;
  /** The country's id (ISO 3166 numeric, 250 for France). */
  countryId: number;
}

export type RelayPoints =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; points: AccessPoint[] }
  /** `message`: the server's, already in the visitor's language; null when it was not reached. */
  | { key: string; status: 'error'; message: string | null };

/** The same address typed with other spaces is the same question. */
export const relayKey = ({ postalCode, city, countryId }: RelayAddress) =>
  `${countryId}|${postalCode.trim()}|${city.trim().toLowerCase()}`;

export const relayPointsRequested = createEvent<RelayAddress>();

export const fetchRelayPointsFx = createApiEffect<RelayAddress, AccessPoint[]>((address) => ({
  method: 'POST',
  path: '/relay/access-points',
  body: {
    postalCode: address.postalCode.trim(),
    city: address.city.trim() || null,
    country: address.countryId,
  },
}));

export const $relayPoints = createStore<RelayPoints | null>(null, { serialize: 'ignore' })
  .on(fetchRelayPointsFx, (_, address) => ({ key: relayKey(address), status: 'loading' }))
  .on(fetchRelayPointsFx.done, (current, { params, result }) => {
    const key = relayKey(params);
    if (current?.key !== key) return current;
    return result.body.success
      ? { key, status: 'ready', points: result.body.data }
      : { key, status: 'error', message: result.body.message || null };
  })
  .on(fetchRelayPointsFx.fail, (current, { params }) => {
    const key = relayKey(params);
    return current?.key === key ? { key, status: 'error', message: null } : current;
  });

sample({
  clock: relayPointsRequested,
  filter: (address) => address.postalCode.trim() !== '',
  target: fetchRelayPointsFx,
});
