// Click-and-collect (ADR 012, "Click-and-collect"): the estate's collection addresses, the days
// and slots of its hours with what each has left, and the booking of a slot that never goes past
// its capacity, even for many buyers at once (on PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyAddressSchema } from '#shared/contracts/content.ts';
import { collectionDaySchema } from '#shared/contracts/routes/click-and-collect.ts';
import { collectionBookings, companyAddresses, siteParameters } from '../../server/db/schema.ts';
import {
  type CollectionChoice,
  claimCollectionSlot,
  releaseCollectionSlot,
} from '../../server/modules/shop/collection.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

/** Tuesday 24 November 2026, 16:47 in Paris. */
const NOW = new Date('2026-11-24T15:47:00Z');
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

let t: TestApp;
let wine: number;
let caveau: number;
let townAddress: number;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  wine = await siteId(t.database, 'domaine-du-vallon');
  caveau = (await addresses('?type=CLICK_AND_COLLECT'))[0]!.id;
  townAddress = (await addresses('', TOWN_HOST))[0]!.id;
});
afterAll(() => t?.close());

const get = (path: string, host = WINE_HOST) => t.http.get(`/api${path}`).set('Host', host);
const addresses = async (query: string, host = WINE_HOST) =>
  expectSuccess(await get(`/company/address${query}`, host), z.array(companyAddressSchema));
const slots = async (idAddress = caveau) =>
  expectSuccess(await get(`/click-and-collect/slots?idAddress=${idAddress}`), z.array(collectionDaySchema));

/** Runs with the estate's hours set to `value`, then puts the seed's back. */
async function withHours(value: string | null, run: () => Promise<void>) {
  const [seeded] = await t.database.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, wine), eq(siteParameters.type, 'CLICK_AND_COLLECT_HOURS')));
  await withContentChange(
    t,
    wine,
    () => setParameters(t.database.db, wine, { CLICK_AND_COLLECT_HOURS: value }),
    () => setParameters(t.database.db, wine, { CLICK_AND_COLLECT_HOURS: seeded!.value }),
    run,
  );
}

const hours = (capacity: number) =>
  JSON.stringify({
    slots: [{ id: 7, days: [2, 3, 4, 5, 6], from: '10:00', to: '12:00', capacity }],
    closed: ['2026-12-25'],
    leadHours: 24,
    horizonDays: 40,
  });

const claim = (choice: CollectionChoice, now = NOW) =>
  t.database.db.transaction((tx) => claimCollectionSlot(tx, wine, choice, now));
const release = (choice: CollectionChoice) =>
  t.database.db.transaction((tx) => releaseCollectionSlot(tx, wine, choice));
async function taken(choice: CollectionChoice): Promise<number | null> {
  const [row] = await t.database.db
    .select({ taken: collectionBookings.taken })
    .from(collectionBookings)
    .where(
      and(
        eq(collectionBookings.siteId, wine),
        eq(collectionBookings.addressId, choice.idAddress),
        eq(collectionBookings.date, choice.date),
        eq(collectionBookings.scheduleId, choice.idSchedule),
      ),
    );
  return row?.taken ?? null;
}

describe('GET /company/address?type=CLICK_AND_COLLECT', () => {
  it('answers the estate’s collection addresses to anyone, and none on the town hall', async () => {
    const found = await addresses('?type=CLICK_AND_COLLECT');
    expect(found.map((a) => a.name)).toEqual(['Caveau du Domaine du Vallon']);
    expect(found[0]!.type.map((x) => x.value)).toContain('CLICK_AND_COLLECT');
    expect(await addresses('?type=CLICK_AND_COLLECT', TOWN_HOST)).toEqual([]);
    expect(await addresses('?type=NOTHING_LIKE_IT')).toEqual([]);
    // an empty filter is no filter (SPEC §7 list filters)
    expect((await addresses('?type=')).map((a) => a.id)).toEqual((await addresses('')).map((a) => a.id));
    expectFailure(await get('/company/address?type=CLICK_AND_COLLECT&city=Dijon'), 400);
  });
});

describe('GET /click-and-collect/slots', () => {
  it('lists the days and slots of the estate’s hours from the lead time on, with what remains', async () => {
    const days = await slots();
    // Tuesday and Wednesday are within 24 hours; Sunday and Monday have no slot
    expect(days.slice(0, 4).map((d) => d.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-12-01',
    ]);
    expect(days[0]!.slots).toEqual([
      { idSchedule: 1, from: '10:00', to: '12:00', capacity: 3, remaining: 3 },
      { idSchedule: 2, from: '14:00', to: '18:00', capacity: 4, remaining: 4 },
    ]);
    expect(days[2]!.slots.map((s) => [s.idSchedule, s.from, s.to])).toEqual([
      [3, '10:00', '12:30'],
      [4, '14:00', '19:00'],
    ]);
    // three weeks, today included
    expect(days.at(-1)!.date).toBe('2026-12-12');
  });

  it('counts the bookings: a full slot stays, with nothing remaining', async () => {
    const choice = { date: '2026-11-27', idAddress: caveau, idSchedule: 1 };
    for (let i = 0; i < 3; i++) await claim(choice);
    const friday = (await slots()).find((d) => d.date === '2026-11-27')!;
    expect(friday.slots.map((s) => s.remaining)).toEqual([0, 4]);
    for (let i = 0; i < 3; i++) await release(choice);
    expect((await slots()).find((d) => d.date === '2026-11-27')!.slots[0]!.remaining).toBe(3);
  });

  it('offers no day when the hours are absent or unreadable', async () => {
    await withHours(null, async () => expect(await slots()).toEqual([]));
    await withHours('du mardi au samedi, 10 h – 18 h', async () => expect(await slots()).toEqual([]));
    await withHours('{"slots":[{"id":1,"days":[9],"from":"10:00","to":"12:00","capacity":3}]}', async () =>
      expect(await slots()).toEqual([]),
    );
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await get(`/click-and-collect/slots?idAddress=${townAddress}`, TOWN_HOST), 404);
  });

  it('answers 404 for an address of another site, an unknown one, or one that is no collection address', async () => {
    expectFailure(await get(`/click-and-collect/slots?idAddress=${townAddress}`), 404);
    expectFailure(await get('/click-and-collect/slots?idAddress=2147483000'), 404);
    const [office] = await t.database.db
      .insert(companyAddresses)
      .values({
        siteId: wine,
        name: 'Bureau de Dijon',
        address: '3 rue des Forges',
        postalCode: '21000',
        city: 'Dijon',
      })
      .returning({ id: companyAddresses.id });
    try {
      expectFailure(await get(`/click-and-collect/slots?idAddress=${office!.id}`), 404);
    } finally {
      await t.database.db
        .delete(companyAddresses)
        .where(and(eq(companyAddresses.siteId, wine), eq(companyAddresses.id, office!.id)));
    }
  });

  it('refuses a missing or malformed address id', async () => {
    for (const query of [
      '',
      '?idAddress=',
      '?idAddress=abc',
      '?idAddress=0',
      '?idAddress=-3',
      `?idAddress=${caveau}&date=x`,
    ])
      expectFailure(await get(`/click-and-collect/slots${query}`), 400);
  });
});

describe('claimCollectionSlot', () => {
  it('books a slot and says where and when; the place goes back, never below zero', async () => {
    const choice = { date: '2026-12-01', idAddress: caveau, idSchedule: 2 };
    expect(await claim(choice)).toEqual({
      ...choice,
      from: '14:00',
      to: '18:00',
      addressName: 'Caveau du Domaine du Vallon',
    });
    expect(await taken(choice)).toBe(1);
    await release(choice);
    await release(choice);
    expect(await taken(choice)).toBe(0);
  });

  it('refuses a full slot with a conflict, and takes a place freed again', async () => {
    await withHours(hours(2), async () => {
      const choice = { date: '2026-12-02', idAddress: caveau, idSchedule: 7 };
      await claim(choice);
      await claim(choice);
      await expect(claim(choice)).rejects.toMatchObject({
        kind: 'conflict',
        text: { id: 'api.collection.full' },
      });
      expect(await taken(choice)).toBe(2);
      await release(choice);
      await claim(choice);
      expect(await taken(choice)).toBe(2);
    });
  });

  it('never books a slot of no capacity', async () => {
    await withHours(hours(0), async () => {
      const choice = { date: '2026-12-03', idAddress: caveau, idSchedule: 7 };
      await expect(claim(choice)).rejects.toMatchObject({ kind: 'conflict' });
      expect(await taken(choice)).toBeNull();
    });
  });

  it('says why a slot cannot be booked', async () => {
    const refused = (choice: Partial<CollectionChoice>, now = NOW) =>
      expect(claim({ date: '2026-12-01', idAddress: caveau, idSchedule: 1, ...choice }, now)).rejects;
    await refused({ idAddress: townAddress }).toMatchObject({
      kind: 'not_found',
      text: { id: 'api.collection.unknownAddress' },
    });
    await refused({ idSchedule: 99 }).toMatchObject({
      kind: 'invalid',
      text: { id: 'api.collection.unknownSlot' },
      fields: [{ path: 'idSchedule', message: 'unknown_slot' }],
    });
    await refused({ date: '2026-11-30' }).toMatchObject({ text: { id: 'api.collection.wrongDay' } });
    await refused({ date: '2026-11-25', idSchedule: 2 }).toMatchObject({
      kind: 'invalid',
      text: { id: 'api.collection.tooLate' },
      fields: [{ path: 'dateSchedule', message: 'too_late' }],
    });
    await refused({ date: '2026-11-20' }).toMatchObject({ text: { id: 'api.collection.tooLate' } });
    await refused({ date: '2027-01-05' }).toMatchObject({ text: { id: 'api.collection.outOfHorizon' } });
    await refused({ date: '2026-12-25', idSchedule: 2 }, new Date('2026-12-20T09:00:00Z')).toMatchObject({
      kind: 'invalid',
      text: { id: 'api.collection.closed' },
    });
    await withHours(null, () =>
      refused({}).toMatchObject({ kind: 'invalid', text: { id: 'api.collection.unavailable' } }),
    );
  });
});

describe.runIf(onPostgres)('collection slots racing on PostgreSQL', () => {
  it('fills a slot of 3 places exactly once for 10 buyers at the same instant', async () => {
    await withHours(hours(3), async () => {
      const choice = { date: '2026-12-04', idAddress: caveau, idSchedule: 7 };
      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          t.database.db.transaction(async (tx) => {
            const booked = await claimCollectionSlot(tx, wine, choice, NOW);
            // the order's other writes: the transaction stays open while the others wait
            await new Promise((resolve) => setTimeout(resolve, 30));
            return booked;
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
      const refusals = answers
        .filter((a) => a.status === 'rejected')
        .map((a) => (a as PromiseRejectedResult).reason);
      expect(refusals).toHaveLength(7);
      for (const reason of refusals) expect(reason).toMatchObject({ kind: 'conflict' });
      expect(await taken(choice)).toBe(3);
      const day = (await slots()).find((d) => d.date === choice.date)!;
      expect(day.slots[0]!.remaining).toBe(0);

      await Promise.all(Array.from({ length: 3 }, () => release(choice)));
      expect(await taken(choice)).toBe(0);
    });
  });
});
