// The export carrier (issue 13, ADR 012 "Export shipping"): abroad, `POST /calculate/shipping-fees`
// answers the export provider's services, each stored as a quote; the order and the discount call
// name the quote, and the server reads its price back for this site, address and cart until it
// expires. A price the client sends is never read; France answers as before.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discountResultSchema, orderViewSchema, placedOrderSchema } from '#shared/contracts/checkout.ts';
import { type ShippingOffer, shippingOfferSchema } from '#shared/contracts/delivery.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import { orders, productDeclinations, shippingQuotes } from '../../server/db/schema.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { WINE_HOST } from '../support/fixtures.ts';
import { homeOrderBody, type OrderLine } from '../support/orders.ts';
import { siteId } from '../support/sessions.ts';

const START = new Date('2026-11-24T10:00:00Z');
let clock = START;
let t: TestApp;
let wine: number;
let town: number;
let catalogue: Product[];

const QUOTE_LIMIT = 40;

beforeAll(async () => {
  t = await startTestApp({
    now: () => clock,
    limits: { exportQuotesPerAddress: { max: QUOTE_LIMIT, windowS: 3600 } },
  });
  wine = await siteId(t.database, 'domaine-du-vallon');
  town = await siteId(t.database, 'vallon-sur-lys');
  catalogue = expectSuccess(
    await t.http.get('/api/product').set('Host', WINE_HOST),
    listSchema(productSchema),
  ).items;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = START;
  // each test starts without pending orders, so the per-buyer limits start at zero
  await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
});

const post = (path: string, body: unknown) =>
  t.http
    .post(`/api${path}`)
    .set('Host', WINE_HOST)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body as object);

/** Runs with the estate's delivery switches, then puts the seed's back (only in France). */
const withSwitches = async (values: Record<string, string>, run: () => Promise<void>) => {
  await withContentChange(
    t,
    wine,
    () => setParameters(t.database.db, wine, values),
    () => setParameters(t.database.db, wine, { ONLY_IN_FRANCE: 'true', SELLS_WORLDWIDE: 'false' }),
    run,
  );
};
const inEurope = (run: () => Promise<void>) =>
  withSwitches({ ONLY_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'false' }, run);
const worldwide = (run: () => Promise<void>) =>
  withSwitches({ ONLY_IN_FRANCE: 'false', SELLS_WORLDWIDE: 'true' }, run);

/** A wine sold by the bottle, with shipping fees, whose vintage has a counted stock. */
function bottleWine() {
  for (const product of catalogue) {
    const d = product.declination.find(
      (x) => x.setQuantity && x.quantity >= 20 && x.sellByMultipleOf === 1 && x.capacity === 75,
    );
    if (product.type.type === 'WINE' && d && product.hasShippingFees) return { product, declination: d };
  }
  throw new Error('no wine with stock in the seed');
}

async function setStock(declinationId: number, quantity: number) {
  await t.database.db
    .update(productDeclinations)
    .set({ quantity })
    .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, declinationId)));
}

const GERMANY = 276;
const BERLIN = {
  firstname: 'Lena',
  lastname: 'Schmidt',
  address: 'Friedrichstraße 43',
  postalCode: '10117',
  city: 'Berlin',
  country: GERMANY,
};

const feesBody = (lines: OrderLine[], postalCode: string, country: number) => ({
  products: lines.map((l) => ({ idProduct: l.id, declinationId: l.declinationId, quantity: l.quantity })),
  postalCode,
  country,
});
const fees = async (lines: OrderLine[], postalCode: string, country: number) =>
  expectSuccess(
    await post('/calculate/shipping-fees', feesBody(lines, postalCode, country)),
    z.array(shippingOfferSchema),
  );

/** A home delivery to Berlin by the export service `quote`, paid by bank transfer, by an adult. */
const exportOrder = (lines: OrderLine[], quote: ShippingOffer, email = 'lena.schmidt@example.org') => ({
  ...homeOrderBody(lines, 1, email),
  address: { delivery: BERLIN, billing: BERLIN },
  delivery: { type: 'DELIVERY', quoteId: quote.quoteId, serviceCode: quote.serviceCode },
});

const linesOf = (quantity: number): OrderLine[] => {
  const { product, declination } = bottleWine();
  return [{ id: product.id, declinationId: declination.id, quantity }];
};
const subtotalCents = (quantity: number) => Math.round(bottleWine().declination.finalPrice * 100) * quantity;

describe('POST /calculate/shipping-fees abroad', () => {
  it('answers the export carrier’s services to Germany by default, each with a stored quote', async () => {
    await inEurope(async () => {
      const offers = await fees(linesOf(6), ' 10117 ', GERMANY);
      expect(offers).toEqual([
        {
          id: 0,
          name: 'Transporteur export standard',
          price: 27.9,
          fdp: 27.9,
          deliveryType: 'DELIVERY',
          serviceCode: 'EXPORT_STANDARD',
          siteType: 'VIGNOBLE_EXPORT',
          quoteId: expect.stringMatching(/^[\w-]{22}$/),
          transitDays: [3, 5],
        },
        {
          id: 0,
          name: 'Transporteur export express',
          price: 44.9,
          fdp: 44.9,
          deliveryType: 'DELIVERY',
          serviceCode: 'EXPORT_EXPRESS',
          siteType: 'VIGNOBLE_EXPORT',
          quoteId: expect.stringMatching(/^[\w-]{22}$/),
          transitDays: [1, 2],
        },
      ]);
      const stored = await t.database.db
        .select()
        .from(shippingQuotes)
        .where(and(eq(shippingQuotes.siteId, wine), eq(shippingQuotes.id, offers[0]!.quoteId!)));
      expect(stored).toEqual([
        expect.objectContaining({
          country: GERMANY,
          postalCode: '10117',
          serviceCode: 'EXPORT_STANDARD',
          priceCents: 2790,
          expiresAt: new Date(START.getTime() + 2 * 3600_000),
        }),
      ]);
    });
  });

  it('does not ship free abroad (the thresholds are France’s), and keeps the bottles per expedition', async () => {
    await inEurope(async () => {
      // 12 bottles ship free in France; to Germany they pay the bracket up to 12
      const [standard] = await fees(linesOf(12), '10117', GERMANY);
      expect(standard).toMatchObject({ price: 39.9, fdp: 39.9 });
      expectFailure(await post('/calculate/shipping-fees', feesBody(linesOf(37), '10117', GERMANY)), 409);
    });
  });

  it('refuses Switzerland unless the estate sells worldwide, then prices it, the USA, and refuses a country the table does not serve', async () => {
    await inEurope(async () => {
      expectFailure(await post('/calculate/shipping-fees', feesBody(linesOf(6), '1200', 756)), 404);
      expectFailure(await post('/calculate/shipping-fees', feesBody(linesOf(6), '10001', 840)), 404);
    });
    await worldwide(async () => {
      const swiss = await fees(linesOf(6), '1200', 756);
      expect(swiss.map((o) => [o.serviceCode, o.price])).toEqual([
        ['EXPORT_STANDARD', 54.9],
        ['EXPORT_EXPRESS', 89.9],
      ]);
      const usa = await fees(linesOf(6), '10001', 840);
      expect(usa.map((o) => [o.serviceCode, o.price, o.transitDays])).toEqual([
        ['EXPORT_STANDARD', 129.9, [7, 12]],
        ['EXPORT_EXPRESS', 179.9, [3, 5]],
      ]);
      // Saudi Arabia is delivered by the switch, served by no zone of the table: no carrier
      expectFailure(await post('/calculate/shipping-fees', feesBody(linesOf(6), '11564', 682)), 409);
    });
  });

  it('answers France as before: the estate’s carriers, no quote stored', async () => {
    const before = await t.database.db.$count(shippingQuotes);
    const offers = await fees(linesOf(2), '21190', 250);
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
    expect(await t.database.db.$count(shippingQuotes)).toBe(before);
  });
});

describe('POST /order with an export quote', () => {
  it('charges the stored price, whatever price is sent, and keeps the service as the carrier', async () => {
    const { declination } = bottleWine();
    await setStock(declination.id, 40);
    await inEurope(async () => {
      const lines = linesOf(6);
      const [, express] = await fees(lines, '10117', GERMANY);
      const body = exportOrder(lines, express!);
      // the discount call reads the same quote
      const discounted = expectSuccess(
        await post('/order/discount', {
          code: 'BIENVENUE10',
          products: lines,
          delivery: { ...body.delivery, servicePrice: 0 },
          deliveryPostalCode: '10117',
          deliveryIdCountry: GERMANY,
        }),
        discountResultSchema,
      );
      expect(discounted.shippingFees).toBe(44.9);
      const placed = expectSuccess(
        await post('/order', {
          ...body,
          delivery: { ...body.delivery, servicePrice: 0, serviceName: 'Gratuit' },
        }),
        placedOrderSchema,
      );
      expect(Math.round(placed.total * 100)).toBe(subtotalCents(6) + 4490);
      const view = expectSuccess(
        await t.http.get(`/api/order/${placed.number}?cle=${placed.accessToken}`).set('Host', WINE_HOST),
        orderViewSchema,
      );
      expect(view).toMatchObject({ shippingFees: 44.9, carrierName: 'Transporteur export express' });
      expect(view.deliveryAddress).toMatchObject({ postalCode: '10117', country: GERMANY });
      const [row] = await t.database.db
        .select({ carrierId: orders.carrierId, country: orders.deliveryCountry })
        .from(orders)
        .where(and(eq(orders.siteId, wine), eq(orders.number, placed.number)));
      expect(row).toEqual({ carrierId: null, country: GERMANY });
    });
  });

  it('refuses an unknown, other, changed or expired quote, or none, with a French 400 and no bottle taken', async () => {
    const { declination } = bottleWine();
    await setStock(declination.id, 40);
    await inEurope(async () => {
      const lines = linesOf(6);
      const [standard] = await fees(lines, '10117', GERMANY);
      const body = exportOrder(lines, standard!);
      const refused = async (sent: unknown, path = 'delivery.quoteId') => {
        const res = await post('/order', sent);
        const message = expectFailure(res, 400);
        expect(res.body.data).toEqual([expect.objectContaining({ path })]);
        return message;
      };
      const quote = (patch: object) => ({ ...body, delivery: { ...body.delivery, ...patch } });
      expect(await refused(quote({ quoteId: 'AAAAAAAAAAAAAAAAAAAAAA' }))).toMatch(/ne connaît pas/);
      expect(await refused(quote({ serviceCode: 'EXPORT_EXPRESS' }))).toMatch(/ne connaît pas/);
      // another cart: one bottle more, another declination line
      expect(await refused({ ...body, products: linesOf(7) })).toMatch(/panier/);
      // another address: postal code or country
      await refused({ ...body, address: { ...body.address, delivery: { ...BERLIN, postalCode: '80331' } } });
      await refused({ ...body, address: { ...body.address, delivery: { ...BERLIN, country: 40 } } });
      // an export order must name a quote; the estate's French carriers do not go abroad
      await refused({
        ...body,
        delivery: { type: 'DELIVERY', serviceCode: 'EXPORT_STANDARD', servicePrice: 1 },
      });
      await refused({ ...body, delivery: { type: 'DELIVERY', idCarrier: 1 } }, 'delivery.quoteId');
      // a quote of another site, under the same id
      const [mine] = await t.database.db
        .select()
        .from(shippingQuotes)
        .where(eq(shippingQuotes.id, standard!.quoteId!));
      await t.database.db
        .insert(shippingQuotes)
        .values({ ...mine!, siteId: town, id: 'other-site-quote-00000' });
      expect(await refused(quote({ quoteId: 'other-site-quote-00000' }))).toMatch(/ne connaît pas/);
      // the same quote, once expired
      clock = new Date(START.getTime() + 2 * 3600_000);
      expect(await refused(body)).toMatch(/expiré/);
      // nothing was taken meanwhile
      const [stock] = await t.database.db
        .select({ quantity: productDeclinations.quantity })
        .from(productDeclinations)
        .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, declination.id)));
      expect(stock!.quantity).toBe(40);
    });
  });

  it('orders to France as before, with the estate’s carrier', async () => {
    const { declination } = bottleWine();
    await setStock(declination.id, 40);
    const lines = linesOf(2);
    const home = (await fees(lines, '21000', 250)).find((o) => o.deliveryType === 'DELIVERY')!;
    const placed = expectSuccess(await post('/order', homeOrderBody(lines, home.id)), placedOrderSchema);
    expect(Math.round(placed.total * 100)).toBe(subtotalCents(2) + Math.round(home.fdp * 100));
    const [row] = await t.database.db
      .select({ carrierId: orders.carrierId, carrierName: orders.carrierName })
      .from(orders)
      .where(and(eq(orders.siteId, wine), eq(orders.number, placed.number)));
    expect(row).toEqual({ carrierId: home.id, carrierName: 'Colissimo à domicile' });
  });
});

describe('the quotes one address may ask', () => {
  it('are bounded, so that nobody fills the table; the window over, they are answered again', async () => {
    await inEurope(async () => {
      const lines = linesOf(1);
      let status = 200;
      for (let i = 0; i <= QUOTE_LIMIT && status === 200; i++)
        status = (await post('/calculate/shipping-fees', feesBody(lines, '10117', GERMANY))).status;
      expect(status).toBe(429);
      expectFailure(await post('/calculate/shipping-fees', feesBody(lines, '10117', GERMANY)), 429);
      // France stores nothing: never limited
      await fees(lines, '21190', 250);
      clock = new Date(START.getTime() + 3600_000 + 1000);
      await fees(lines, '10117', GERMANY);
    });
  });
});
