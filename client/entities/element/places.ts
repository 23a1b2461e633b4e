// The places left of agenda events: a volatile figure that changes with every registration, so
// no cached answer or page holds it (ADR 003, "Volatile figures"). The server's HTML shows a
// neutral "registration open"; once the page is hydrated, one small uncached call per list asks
// the count of the events shown.
import { createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { EventPlaces } from '#shared/contracts/town.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

/** The events of a route whose places a view shows. */
export const placesWanted = createEvent<{ route: string; ids: number[] }>();
/** A count learnt otherwise (the answer of a registration). */
export const placesKnown = createEvent<{ id: number; remaining: number | null }>();

const placesFx = createApiEffect<{ route: string; ids: number[] }, EventPlaces[]>(({ route, ids }) => ({
  path: `/element/${route}/places`,
  query: `ids=${ids.join(',')}`,
}));

/** Places left per event id (null: no capacity); an event not in it is not known yet. */
export const $places = createStore<Record<number, number | null>>({}, { serialize: 'ignore' })
  .on(successData(placesFx), (known, { data }) => ({
    ...known,
    ...Object.fromEntries(data.map((p) => [p.id, p.remaining])),
  }))
  .on(placesKnown, (known, { id, remaining }) => ({ ...known, [id]: remaining }));

sample({
  clock: placesWanted,
  filter: ({ ids }) => ids.length > 0,
  fn: ({ route, ids }) => ({ route, ids: ids.slice(0, 50) }),
  target: placesFx,
});

/** The places left of these events, asked once the page runs in the browser (effects never run
 * during the server's render); undefined for an event not counted yet. */
export function usePlaces(route: string, ids: number[]): Record<number, number | null | undefined> {
  const [places, want] = useUnit([$places, placesWanted]);
  const key = ids.join(',');
  useEffect(() => {
    if (key) want({ route, ids: key.split(',').map(Number) });
  }, [route, key, want]);
  return places;
}
