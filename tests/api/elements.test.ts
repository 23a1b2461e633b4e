// Element lists and details for the town hall's pages: places left of events taking
// registrations, the "ends after" filter of the agenda, tag counts, the listing page trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { elementDetailSchema, elementSchema } from '#shared/contracts/content.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { eventPlacesSchema } from '#shared/contracts/town.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST) => t.http.get(`/api${path}`).set('Host', host);
const list = listSchema(elementSchema);
const today = new Date().toISOString().slice(0, 10);

describe('agenda lists', () => {
  it('say for each event taking registrations whether it is open, its capacity apart from the places left', async () => {
    const agenda = expectSuccess(await get('/element/agenda?nbItem=100'), list);
    const withSeats = agenda.items.filter((e) => e.registration);
    expect(withSeats.length).toBeGreaterThanOrEqual(2);
    for (const e of withSeats) expect(e.data.registration).toBe(true);
    expect(agenda.items.filter((e) => !e.registration).every((e) => e.registration === null)).toBe(true);
    // the places left are a volatile figure: never in a cached answer (ADR 003)
    for (const e of withSeats) expect(Object.keys(e.registration!).sort()).toEqual(['capacity', 'open']);
    const res = await get(`/element/agenda/places?ids=${withSeats.map((e) => e.id).join(',')}`);
    expect(res.headers['x-cache-scope']).toBeUndefined();
    const places = expectSuccess(res, eventPlacesSchema);
    expect(places.map((p) => p.id)).toEqual(withSeats.map((e) => e.id).sort((a, b) => a - b));
    // the seed fills two events to capacity
    expect(places.filter((p) => p.remaining === 0).length).toBe(2);
    const open = places.find((p) => p.remaining! > 0)!;
    const detail = expectSuccess(await get(`/element/agenda/${open.id}`), elementDetailSchema);
    expect(detail.registration?.capacity).toBe(open.capacity);
    // another site's events, unknown and non-event ids are left out; a malformed list is refused
    const association = expectSuccess(await get('/element/associations?nbItem=1'), list).items[0]!;
    expect(
      expectSuccess(await get(`/element/agenda/places?ids=${open.id}`, WINE_HOST), eventPlacesSchema),
    ).toEqual([]);
    expect(
      expectSuccess(await get(`/element/agenda/places?ids=${association.id},999999`), eventPlacesSchema),
    ).toEqual([]);
    expectFailure(await get('/element/agenda/places?ids=1,,2'), 400);
    expectFailure(
      await get(`/element/agenda/places?ids=${Array.from({ length: 51 }, (_, i) => i + 1)}`),
      400,
    );
  });

  it('declare the cache tags they were built from', async () => {
    const agenda = await get('/element/agenda?nbItem=1');
    expect(agenda.headers['x-cache-tags']).toBe('list:element:agenda');
    const id = agenda.body.data.items[0].id as number;
    expect((await get(`/element/agenda/${id}`)).headers['x-cache-tags']).toBe(`element:${id}`);
    expect((await get('/element/agenda/tags')).headers['x-cache-tags']).toBe('list:element:agenda');
    const news = await get('/news?nbItem=1');
    expect(news.headers['x-cache-tags']).toBe('list:news');
    const newsId = news.body.data.items[0].id as number;
    expect((await get(`/news/${newsId}`)).headers['x-cache-tags']).toBe(`news:${newsId}`);
    // the places left are never tagged nor cached: they change with every registration
    const places = await get(`/element/agenda/places?ids=${id}`);
    expect(places.headers['x-cache-tags']).toBeUndefined();
    expect(places.headers['cache-control']).toBe('no-store');
  });

  it('filter upcoming and past events on when they end, soonest first', async () => {
    const upcoming = expectSuccess(
      await get(`/element/agenda?nbItem=100&orderBy=startAt:asc&endsAt=gte:${today}`),
      list,
    );
    const past = expectSuccess(await get(`/element/agenda?nbItem=100&endsAt=lt:${today}`), list);
    expect(upcoming.total + past.total).toBe(10);
    expect(past.total).toBeGreaterThan(0);
    const starts = upcoming.items.map((e) => e.startAt!);
    expect(starts).toEqual([...starts].sort());
    for (const e of upcoming.items) expect((e.endAt ?? e.startAt)!.slice(0, 10) >= today).toBe(true);
    expectFailure(await get('/element/agenda?endsAt=gte:demain'), 400);
  });

  it('take the places of a registration off the count at once', async () => {
    const agenda = expectSuccess(await get('/element/agenda?nbItem=100'), list);
    const ids = agenda.items.filter((e) => e.registration?.open).map((e) => e.id);
    const placesOf = async (id: number) =>
      expectSuccess(await get(`/element/agenda/places?ids=${id}`), eventPlacesSchema)[0]!.remaining!;
    const counted = expectSuccess(
      await get(`/element/agenda/places?ids=${ids.join(',')}`),
      eventPlacesSchema,
    );
    const open = counted.find((p) => p.remaining! > 2)!;
    const before = open.remaining!;
    const res = await t.http
      .post(`/api/element/agenda/${open.id}/register`)
      .set('Host', TOWN_HOST)
      .set('Origin', `http://${TOWN_HOST}`)
      .send({ name: 'Lucie Martin', email: `lucie-${Date.now()}@example.org`, seats: 2 });
    expect(res.status).toBe(200);
    expect(await placesOf(open.id)).toBe(before - 2);
  });
});

describe('GET /element/by-id/{id}', () => {
  it("finds a published element of the site by its id alone, never another site's", async () => {
    const minutes = expectSuccess(await get('/element/comptes-rendus?nbItem=1'), list).items[0]!;
    const found = expectSuccess(await get(`/element/by-id/${minutes.id}`), elementDetailSchema);
    expect(found).toEqual(
      expectSuccess(await get(`/element/comptes-rendus/${minutes.id}`), elementDetailSchema),
    );
    expect(found.route).toBe('comptes-rendus');
    expectFailure(await get(`/element/by-id/${minutes.id}`, WINE_HOST), 404);
    expectFailure(await get('/element/by-id/2147483000'), 404);
    expectFailure(await get('/element/by-id/abc'), 400);
  });
});

describe('GET /element/{route}/tags', () => {
  it("counts the tags of the site's published elements of the route", async () => {
    const tags = expectSuccess(
      await get('/element/associations/tags'),
      z.array(z.object({ tag: z.string(), count: z.number() })),
    );
    expect(tags.find((t) => t.tag === 'sport')?.count).toBe(4);
    expect(tags.map((t) => t.tag)).toEqual(
      [...tags.map((t) => t.tag)].sort((a, b) => a.localeCompare(b, 'fr')),
    );
    const wine = expectSuccess(await get('/element/associations/tags', WINE_HOST), z.array(z.unknown()));
    expect(wine).toEqual([]);
    expectFailure(await get('/element/Associations!/tags'), 400);
  });

  it('counts among the elements carrying given tags only, leaving those tags out', async () => {
    const tagCounts = z.array(z.object({ tag: z.string(), count: z.number() }));
    const culture = expectSuccess(await get('/element/associations?tags=culture&nbItem=100'), list).items;
    expect(culture.length).toBeGreaterThan(1);
    const expected = new Map<string, number>();
    for (const item of culture)
      for (const tag of item.tags) if (tag !== 'culture') expected.set(tag, (expected.get(tag) ?? 0) + 1);
    const narrowed = expectSuccess(await get('/element/associations/tags?tags=culture'), tagCounts);
    expect(new Map(narrowed.map((t) => [t.tag, t.count]))).toEqual(expected);
    expect(expectSuccess(await get('/element/associations/tags?tags=culture,sport'), tagCounts)).toEqual([]);
    expect(expectSuccess(await get('/element/associations/tags?tags=%20'), tagCounts).length).toBeGreaterThan(
      2,
    );
    expectFailure(await get(`/element/associations/tags?tags=${'a,'.repeat(11)}a`), 400);
    expectFailure(await get(`/element/associations/tags?tags=${'a'.repeat(41)}`), 400);
  });
});

describe('GET /element/{route}/{id}', () => {
  it('names the page that lists the route, with its trail', async () => {
    const associations = expectSuccess(await get('/element/associations?nbItem=1'), list);
    const detail = expectSuccess(
      await get(`/element/associations/${associations.items[0]!.id}`),
      elementDetailSchema,
    );
    expect(detail.listing).toEqual([
      { title: 'Vivre à Vallon-sur-Lys', path: '/vivre-a-vallon-sur-lys' },
      { title: 'Vie sociale et associative', path: '/vivre-a-vallon-sur-lys/vie-sociale-et-associative' },
      {
        title: 'Les associations locales',
        path: '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/associations-locales',
      },
    ]);
    const event = expectSuccess(await get('/element/agenda?nbItem=1'), list).items[0]!;
    const agenda = expectSuccess(await get(`/element/agenda/${event.id}`), elementDetailSchema);
    expect(agenda.listing?.at(-1)).toEqual({ title: 'Agenda', path: '/infos-utiles/en-ce-moment/agenda' });
    const numbers = expectSuccess(await get('/element/link-footer?nbItem=1'), list).items[0]!;
    expect(
      expectSuccess(await get(`/element/link-footer/${numbers.id}`), elementDetailSchema).listing,
    ).toBeNull();
    expectFailure(await get(`/element/associations/${associations.items[0]!.id}`, WINE_HOST), 404);
  });
});
