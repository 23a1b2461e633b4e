// Where the estate delivers (ADR 012): the countries its switches allow, French communes with
// their postal codes; a site without a shop answers neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { citySchema, countrySchema, shippingOfferSchema } from '#shared/contracts/delivery.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  catalogue = expectSuccess(await get('/product'), listSchema(productSchema)).items;
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

describe('POST /calculate/shipping-fees', () => {
  const fees = (body: unknown, host = WINE_HOST) =>
    t.http
      .post('/api/calculate/shipping-fees')
      .set('Host', host)
      .set('Sec-Fetch-Site', 'same-origin')
      .send(body as object);
  /** A bottle of the catalogue: 75 cl, sold by 1, with shipping fees. */
  const bottle = () => {
    const p = catalogue.find(
      (x) => x.hasShippingFees && x.declination.some((d) => d.capacity === 75 && d.sellByMultipleOf === 1),
    )!;
    return {
      idProduct: p.id,
      declinationId: p.declination.find((d) => d.capacity === 75 && d.sellByMultipleOf === 1)!.id,
    };
  };
  const line = (quantity: number) => {
    const { idProduct, declinationId } = bottle();
    return { idProduct, declinationId, quantity };
  };

  it('prices each carrier of the zone by the bottles, home delivery and relay point', async () => {
    const offers = expectSuccess(
      await fees({ products: [line(2)], postalCode: '21190', country: 250 }),
      z.array(shippingOfferSchema),
    );
    expect(offers).toEqual([
      {
        id: expect.any(Number),
        name: 'Colissimo à domicile',
        price: 11.9,
        fdp: 11.9,
        deliveryType: 'DELIVERY',
      },
      {
        id: expect.any(Number),
        name: 'Colissimo en point relais',
        price: 8.9,
        fdp: 8.9,
        deliveryType: 'PICKUP',
      },
    ]);
    // Corsica: only the carrier that goes there; the next bracket from 4 bottles
    const corse = expectSuccess(
      await fees({ products: [line(4)], postalCode: '20000', country: 250 }),
      z.array(shippingOfferSchema),
    );
    expect(corse).toEqual([expect.objectContaining({ name: 'Colissimo à domicile', price: 15.9 })]);
  });

  it('ships free from 12 bottles or 150 € (the estate’s switches), half bottles counting half', async () => {
    const twelve = expectSuccess(
      await fees({ products: [line(12)], postalCode: '21190', country: 250 }),
      z.array(shippingOfferSchema),
    );
    expect(twelve.every((o) => o.fdp === 0 && o.price > 0)).toBe(true);
    const half = catalogue.find((p) =>
      p.declination.some((d) => d.capacity === 37.5 && d.sellByMultipleOf === 1),
    )!;
    const halfLine = {
      idProduct: half.id,
      declinationId: half.declination.find((d) => d.capacity === 37.5)!.id,
      quantity: 2,
    };
    const [home] = expectSuccess(
      await fees({ products: [halfLine], postalCode: '21190', country: 250 }),
      z.array(shippingOfferSchema),
    );
    expect(home).toMatchObject({ price: 11.9 }); // 2 half bottles: 1 bottle
  });

  it('refuses an expedition past 36 bottles, an address no carrier serves, a country not delivered', async () => {
    expectFailure(await fees({ products: [line(37)], postalCode: '21190', country: 250 }), 409);
    expectFailure(await fees({ products: [line(2)], postalCode: '97400', country: 250 }), 409);
    expectFailure(await fees({ products: [line(2)], postalCode: '10115', country: 276 }), 404);
  });

  it('answers a clear 400 for what it cannot read, and trusts no price sent', async () => {
    for (const body of [
      { products: [line(2)], postalCode: '2119', country: 250 },
      { products: [{ ...line(2), idProduct: 999999 }], postalCode: '21190', country: 250 },
      { products: [{ ...line(2), quantity: -1 }], postalCode: '21190', country: 250 },
      { products: [{ ...line(2), price: 0 }], postalCode: '21190', country: 250 },
      { products: [line(2)], postalCode: '21190', country: 'FR' },
      { products: [], postalCode: '21190', country: 250 },
    ])
      expectFailure(await fees(body), 400);
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await fees({ products: [line(1)], postalCode: '21190', country: 250 }, TOWN_HOST), 404);
  });
});
