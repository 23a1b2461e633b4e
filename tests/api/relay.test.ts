// Relay points (issue 13, ADR 012): the access points nearest to a French postal code, from the
// dataset shipped with the project; the order reads a point again by its id. A site without a
// shop answers none.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessPointSchema } from '#shared/contracts/relay.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/modules/auth/rate-limit.ts';
import { createRequestContext, type RequestContext } from '../../server/modules/context.ts';
import { findAccessPoint } from '../../server/modules/shop/relay/provider.ts';
import { findSiteById } from '../../server/modules/sites/queries.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, testMedia, WINE_HOST } from '../support/fixtures.ts';
import { testPayments } from '../support/payments.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const accessPoints = (body: unknown, host = WINE_HOST) =>
  t.http
    .post('/api/relay/access-points')
    .set('Host', host)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body as object);
const points = async (body: unknown) => expectSuccess(await accessPoints(body), z.array(accessPointSchema));

const distances = (list: { distanceKm: number }[]) => list.map((p) => p.distanceKm);
const ascending = (list: number[]) => [...list].sort((a, b) => a - b);

describe('POST /relay/access-points', () => {
  it('answers the points nearest to the estate, the nearest first, within 30 km', async () => {
    const near = await points({ postalCode: '21190', city: 'Meursault', country: 250 });
    expect(near).toHaveLength(10);
    expect(near[0]).toMatchObject({
      id: expect.stringMatching(/^SAMPLE-21190-/),
      zipCode: '21190',
      city: 'Meursault',
      country: 'FR',
      icon: expect.stringMatching(/^(relay|post-office|locker)$/),
      position: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(near[0]!.distanceKm).toBeLessThan(1);
    expect(distances(near)).toEqual(ascending(distances(near)));
    expect(near.every((p) => p.distanceKm <= 30)).toBe(true);
    // Beaune is 7 km away, Dijon 40
    expect(near.some((p) => p.city === 'Beaune')).toBe(true);
    expect(near.some((p) => p.city === 'Dijon')).toBe(false);
  });

  it('answers the points of a Parisian arrondissement, the nearest first', async () => {
    const paris = await points({
      address: '10 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      country: 250,
    });
    expect(paris.length).toBeGreaterThanOrEqual(5);
    expect(paris.length).toBeLessThanOrEqual(10);
    expect(paris[0]!.zipCode).toBe('75011');
    expect(distances(paris)).toEqual(ascending(distances(paris)));
    expect(paris.every((p) => p.zipCode.startsWith('75') || p.zipCode.startsWith('93'))).toBe(true);
  });

  it('answers an empty list outside France, and where no point is near', async () => {
    expect(await points({ postalCode: '10115', city: 'Berlin', country: 276 })).toEqual([]);
    expect(await points({ postalCode: '21190', country: 999 })).toEqual([]);
    expect(await points({ postalCode: '29200', city: 'Brest', country: 250 })).toEqual([]);
  });

  it('refuses a postal code France does not have, saying so', async () => {
    const unknown = await accessPoints({ postalCode: '99999', country: 250 });
    expect(expectFailure(unknown, 400)).toBe('Ce code postal n’existe pas en France.');
    expect(unknown.body.data).toEqual([{ path: 'postalCode', message: 'unknown' }]);
    expect(expectFailure(await accessPoints({ postalCode: '2119', country: 250 }), 400)).toMatch(
      /cinq chiffres/,
    );
  });

  it('answers a clear 400 for a body it cannot read', async () => {
    for (const body of [
      {},
      { country: 250 },
      { postalCode: '21190' },
      { postalCode: 21190, country: 250 },
      { postalCode: '21190', country: 'FR' },
      { postalCode: '21190', country: 250.5 },
      { postalCode: '21190', country: 250, city: 12 },
      { postalCode: '21190', country: 250, address: ['a'] },
      { postalCode: '21190', country: 250, limit: 100 },
      { postalCode: '2'.repeat(10_000), country: 250 },
      { postalCode: '21190', country: 250, city: 'x'.repeat(10_000) },
      { postalCode: '21190', country: 250, address: 'x'.repeat(10_000) },
    ])
      expectFailure(await accessPoints(body), 400);
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await accessPoints({ postalCode: '21190', country: 250 }, TOWN_HOST), 404);
  });
});

describe('the relay point an order names', () => {
  let ctx: RequestContext;
  beforeAll(async () => {
    const site = (await findSiteById(t.database.db, await siteId(t.database, 'domaine-du-vallon')))!;
    ctx = createRequestContext(
      {
        db: t.database.db,
        events: t.events,
        logger: pino({ enabled: false }),
        mailer: { send: async () => ({ messageId: 'test' }), close: async () => undefined },
        limits: DEFAULT_RATE_LIMITS,
        storage: { uploadsDir: '.tmp/uploads', media: testMedia() },
        payments: testPayments(),
      },
      site,
      { user: null, operator: null, session: null, locale: 'fr_FR', languages: [], address: '192.0.2.1' },
    );
  });

  it('is read again by its id, as the provider knows it', async () => {
    const [nearest] = await points({ postalCode: '21190', country: 250 });
    const point = await findAccessPoint(ctx, nearest!.id);
    expect(point).toEqual({ ...nearest, distanceKm: 0 });
  });

  it('is nothing for an id the provider does not know', async () => {
    expect(await findAccessPoint(ctx, 'SAMPLE-00000-99')).toBeNull();
    expect(await findAccessPoint(ctx, '')).toBeNull();
    expect(await findAccessPoint(ctx, 'x'.repeat(500))).toBeNull();
  });
});
