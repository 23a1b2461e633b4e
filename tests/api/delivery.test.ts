// Where the estate delivers (ADR 012): the countries its switches allow, French communes with
// their postal codes; a site without a shop answers neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { citySchema, countrySchema } from '#shared/contracts/delivery.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = WINE_HOST) => t.http.get(`/api${path}`).set('Host', host);
const countries = async () => expectSuccess(await get('/countries'), z.array(countrySchema));

/** Runs with the estate's switches set, then puts the seed's back (only in France). */
const withSwitches = async (values: Record<string, string>, run: () => Promise<void>) => {
  const wine = await siteId(t.database, 'domaine-du-vallon');
  await withContentChange(
    t,
    wine,
    () => setParameters(t.database.db, wine, values),
    () => setParameters(t.database.db, wine, { ONLY_IN_FRANCE: 'true', SELLS_WORLDWIDE: 'false' }),
    run,
  );
};

describe('GET /countries', () => {
  it('answers France alone where the estate sells only in France (the seed)', async () => {
    expect(await countries()).toEqual([
      { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numCode: '250', name: 'France' },
    ]);
  });

  it('answers the European Union by default, and every country when it sells worldwide; France first', async () => {
    await withSwitches({ ONLY_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'false' }, async () => {
      const eu = await countries();
      expect(eu).toHaveLength(27);
      expect(eu[0]!.alphaTwo).toBe('FR');
      expect(eu.find((c) => c.alphaTwo === 'DE')).toEqual({
        id: 276,
        alphaTwo: 'DE',
        alphaThree: 'DEU',
        numCode: '276',
        name: 'Allemagne',
      });
      expect(eu.some((c) => c.alphaTwo === 'CH')).toBe(false);
    });
    await withSwitches({ ONLY_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'true' }, async () => {
      const world = await countries();
      expect(world.length).toBeGreaterThan(240);
      expect(world.find((c) => c.alphaTwo === 'JP')?.name).toBe('Japon');
    });
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await get('/countries', TOWN_HOST), 404);
  });
});

describe('GET /cities/:search/:idCountry', () => {
  it('finds French communes with their postal codes, by name or by code', async () => {
    const byName = expectSuccess(await get('/cities/meursault/250'), z.array(citySchema));
    expect(byName).toContainEqual({ name: 'Meursault', postalCode: '21190', code: '21412' });
    const byCode = expectSuccess(await get('/cities/21190/250'), z.array(citySchema));
    expect(byCode.every((c) => c.postalCode === '21190')).toBe(true);
    const accents = expectSuccess(await get('/cities/epernay/250'), z.array(citySchema));
    expect(accents.map((c) => c.name)).toContain('Épernay');
  });

  it('refuses a country the estate does not deliver, and answers nothing (free entry) for one it does', async () => {
    expectFailure(await get('/cities/berlin/276'), 404);
    await withSwitches({ ONLY_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'false' }, async () => {
      expect(expectSuccess(await get('/cities/berlin/276'), z.array(citySchema))).toEqual([]);
    });
  });

  it('refuses a search too short or too long, an id that is none, and is off on the town hall', async () => {
    expectFailure(await get('/cities/a/250'), 400);
    expectFailure(await get(`/cities/${'a'.repeat(61)}/250`), 400);
    expectFailure(await get('/cities/meursault/france'), 400);
    expectFailure(await get('/cities/meursault/999'), 404);
    expectFailure(await get('/cities/meursault/250', TOWN_HOST), 404);
  });
});
