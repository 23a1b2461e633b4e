// `POST /order` (SPEC §7, ADR 012): the server's prices, the law, the stock taken in the order's
// transaction, the order read through its link or by its owner, cancelled by its buyer, holds that
// run out; and every tampered body refused or ignored, never a 5xx, never a wrong total.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderViewSchema, placedOrderSchema } from '#shared/contracts/checkout.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { cartCheckSchema, type Product, productSchema } from '#shared/contracts/shop.ts';
import { orders, productDeclinations } from '../../server/db/schema.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { expectFrench } from '../support/french.ts';
import {
  homeCarrier as carrierFor,
  homeOrderBody,
  ORDER_ADDRESS,
  type OrderLine,
} from '../support/orders.ts';
import { siteId, visitorToken } from '../support/sessions.ts';

let t: TestApp;
let wine: number;
let catalogue: Product[];
let clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  wine = await siteId(t.database, 'domaine-du-vallon');
  catalogue = expectSuccess(
    await t.http.get('/api/product').set('Host', WINE_HOST),
    listSchema(productSchema),
  ).items;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-24T10:00:00Z');
  // each test starts without pending orders, so the per-buyer limits start at zero
  await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
});

const post = (path: string, body: unknown, host = WINE_HOST) =>
  t.http
    .post(`/api${path}`)
    .set('Host', host)
    .send(body as object);
const get = (path: string, host = WINE_HOST) => t.http.get(`/api${path}`).set('Host', host);

/** A wine sold by the bottle whose vintage has a counted stock. */
function bottleWine() {
  for (const product of catalogue) {
    const d = product.declination.find((x) => x.setQuantity && x.quantity >= 20 && x.sellByMultipleOf === 1);
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
async function stockOf(declinationId: number) {
  const [row] = await t.database.db
    .select({ quantity: productDeclinations.quantity })
    .from(productDeclinations)
    .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, declinationId)));
  return row!.quantity;
}

const address = ORDER_ADDRESS;
const homeCarrier = (lines: OrderLine[]) => carrierFor(t.http, lines);
const orderBody = homeOrderBody;

describe('POST /order, home delivery paid by bank transfer', () => {
  it('records the order at the server’s prices, takes the bottles, and opens it through its link only', async () => {
    const { product, declination } = bottleWine();
    await setStock(declination.id, 40);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 3 }];
    const carrier = await homeCarrier(lines);
    const res = await post('/order', orderBody(lines, carrier.id));
    expect(res.status).toBe(200);
    const placed = expectSuccess(res, placedOrderSchema);
    expect(placed.number).toMatch(/^CMD-2026-\d{6}$/);
    expect(placed.state).toBe('AWAITING_PAYMENT');
    const subtotal = Math.round(declination.finalPrice * 100) * 3;
    expect(Math.round(placed.total * 100)).toBe(subtotal + Math.round(carrier.fdp * 100));
    // held for the stated deadline: seven days for a transfer
    expect(placed.reservedUntil).toBe('2026-12-01T10:00:00.000Z');
    expect(await stockOf(declination.id)).toBe(37);

    const view = expectSuccess(
      await get(`/order/${placed.number}?cle=${placed.accessToken}`),
      orderViewSchema,
    );
    expect(view.lines).toEqual([
      expect.objectContaining({ productId: product.id, declinationId: declination.id, quantity: 3 }),
    ]);
    expect(view.shippingFees).toBe(carrier.fdp);
    expect(view.carrierName).toBe(carrier.name);
    expect(view.bankTransfer).toEqual({
      holder: 'EARL Domaine du Vallon',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPPXXX',
      reference: placed.number,
    });
    // without its key, with a wrong one, or from another site: the same 404
    expectFailure(await get(`/order/${placed.number}`), 404);
    expectFailure(await get(`/order/${placed.number}?cle=${placed.accessToken.slice(1)}x`), 404);
    expectFailure(await get(`/order/${placed.number}?cle=${placed.accessToken}`, TOWN_HOST), 404);
  });

  it('lets the buyer cancel an unpaid order: its bottles go back, once', async () => {
    const { product, declination } = bottleWine();
    await setStock(declination.id, 30);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 2 }];
    const carrier = await homeCarrier(lines);
    const placed = expectSuccess(await post('/order', orderBody(lines, carrier.id)), placedOrderSchema);
    expect(await stockOf(declination.id)).toBe(28);
    expectFailure(await post(`/order/${placed.number}/cancel`, {}), 404);
    const cancelled = expectSuccess(
      await post(`/order/${placed.number}/cancel`, { cle: placed.accessToken }),
      orderViewSchema,
    );
    expect(cancelled.state).toBe('CANCELLED');
    expect(await stockOf(declination.id)).toBe(30);
    const again = await post(`/order/${placed.number}/cancel`, { cle: placed.accessToken });
    expectFrench(expectFailure(again, 409));
    expect(await stockOf(declination.id)).toBe(30);
  });

  it('gives the bottles of an unpaid order back once its hold has run out', async () => {
    const { product, declination } = bottleWine();
    await setStock(declination.id, 5);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 5 }];
    const carrier = await homeCarrier(lines);
    expectSuccess(await post('/order', orderBody(lines, carrier.id, 'first@example.org')), placedOrderSchema);
    expect(await stockOf(declination.id)).toBe(0);
    // sold out for the next buyer …
    const refused = await post('/order', orderBody(lines, carrier.id, 'second@example.org'));
    expectFrench(expectFailure(refused, 409));
    expect(cartCheckSchema.parse(refused.body.data).lines[0]!.problem).toBe('out_of_stock');
    // … until the transfer's deadline has passed: the next order finds the bottles again
    clock = new Date('2026-12-01T10:00:01Z');
    expectSuccess(
      await post('/order', orderBody(lines, carrier.id, 'second@example.org')),
      placedOrderSchema,
    );
    expect(await stockOf(declination.id)).toBe(0);
    const states = await t.database.db
      .select({ state: orders.state, reason: orders.cancelReason })
      .from(orders)
      .where(and(eq(orders.siteId, wine), eq(orders.email, 'first@example.org')));
    expect(states).toEqual([{ state: 'CANCELLED', reason: 'TIMEOUT' }]);
  });

  it('limits the unpaid orders one buyer can hold', async () => {
    const { product, declination } = bottleWine();
    await setStock(declination.id, 100);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 1 }];
    const carrier = await homeCarrier(lines);
    for (let i = 0; i < 3; i++)
      expectSuccess(
        await post('/order', orderBody(lines, carrier.id, 'Hoarder@Example.org')),
        placedOrderSchema,
      );
    // the same person, whatever the case of the address
    const refused = await post('/order', orderBody(lines, carrier.id, ' hoarder@example.ORG'));
    expectFrench(expectFailure(refused, 429));
    expect(await stockOf(declination.id)).toBe(97);
  });

  it('shows the logged-in buyer their orders', async () => {
    const token = await visitorToken(t.database, 'domaine-du-vallon', 'buyer-with-account@example.org');
    const { product, declination } = bottleWine();
    await setStock(declination.id, 50);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 1 }];
    const carrier = await homeCarrier(lines);
    const placed = expectSuccess(
      await post('/order', orderBody(lines, carrier.id, 'buyer-with-account@example.org')).set(
        'Authorization',
        `Bearer ${token}`,
      ),
      placedOrderSchema,
    );
    const mine = expectSuccess(
      await get('/user/orders').set('Authorization', `Bearer ${token}`),
      z.array(orderViewSchema),
    );
    expect(mine.map((o) => o.number)).toEqual([placed.number]);
    // the owner reads it without the key
    expectSuccess(
      await get(`/order/${placed.number}`).set('Authorization', `Bearer ${token}`),
      orderViewSchema,
    );
    expectFailure(await get('/user/orders'), 401);
  });
});

describe('POST /order, the law and the rules', () => {
  it('refuses a minor, and an order without a birthdate where minors are refused', async () => {
    const { product, declination } = bottleWine();
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 1 }];
    const carrier = await homeCarrier(lines);
    const body = orderBody(lines, carrier.id);
    // 18 tomorrow (Paris): still a minor today
    const minor = await post('/order', { ...body, user: { ...body.user, birthdate: '2008-11-25' } });
    expectFrench(expectFailure(minor, 403));
    const adult = await post('/order', { ...body, user: { ...body.user, birthdate: '2008-11-24' } });
    expect(adult.status).toBe(200);
    const none = await post('/order', { ...body, user: { ...body.user, birthdate: null } });
    expectFrench(expectFailure(none, 400));
    expect(none.body.data).toEqual([{ path: 'user.birthdate', message: 'required' }]);
  });

  it('needs the sale terms accepted and an offered payment method', async () => {
    const { product, declination } = bottleWine();
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 1 }];
    const carrier = await homeCarrier(lines);
    const body = orderBody(lines, carrier.id);
    expectFailure(await post('/order', { ...body, acceptTerms: false }), 400);
    // paying at collection needs a collection; card payment needs the site's keys
    expectFrench(expectFailure(await post('/order', { ...body, paymentMethod: 'AT_COLLECTION' }), 400));
    expectFrench(expectFailure(await post('/order', { ...body, paymentMethod: 'CARD' }), 400));
    await setParameters(t.database.db, wine, { BANK_TRANSFER_IBAN: '' });
    try {
      expectFrench(expectFailure(await post('/order', body), 400));
    } finally {
      await setParameters(t.database.db, wine, { BANK_TRANSFER_IBAN: 'FR76 3000 4000 0312 3456 7890 143' });
    }
  });

  it('refuses or ignores every tampered field, never a 5xx nor a wrong total', async () => {
    const { product, declination } = bottleWine();
    await setStock(declination.id, 40);
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 2 }];
    const carrier = await homeCarrier(lines);
    const body = orderBody(lines, carrier.id);
    const line = (patch: object) => ({ ...body, products: [{ ...lines[0]!, ...patch }] });
    const refused: unknown[] = [
      line({ quantity: -1 }),
      line({ quantity: 0 }),
      line({ quantity: 1.5 }),
      line({ quantity: 1e9 }),
      line({ price: 0.01 }),
      line({ id: 2_147_483_647 }),
      { ...body, total: 1 },
      { ...body, delivery: { type: 'DELIVERY', idCarrier: 2_147_483_000 } },
      { ...body, delivery: { type: 'DELIVERY' } },
      { ...body, address: { billing: address } },
      { ...body, address: { delivery: { ...address, country: 840 }, billing: address } },
      { ...body, user: { ...body.user, email: 'not-an-address' } },
      { ...body, paymentMethod: 'FREE' },
      { ...body, delivery: { type: 'CLICK_AND_COLLECT', idAddress: 2_147_483_000 } },
    ];
    for (const bad of refused) {
      const res = await post('/order', bad);
      expect(res.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect(await stockOf(declination.id)).toBe(40);
    // a shipping price the client sends is ignored: the total is the server's
    const placed = expectSuccess(
      await post('/order', {
        ...body,
        delivery: { type: 'DELIVERY', idCarrier: carrier.id, servicePrice: 0 },
      }),
      placedOrderSchema,
    );
    expect(Math.round(placed.total * 100)).toBe(
      Math.round(declination.finalPrice * 100) * 2 + Math.round(carrier.fdp * 100),
    );
  });

  it('is no call of a site without a shop', async () => {
    const { product, declination } = bottleWine();
    const lines = [{ id: product.id, declinationId: declination.id, quantity: 1 }];
    const body = orderBody(lines, 1);
    // the town hall sells nothing: its own products do not exist, and no order is recorded there
    expectFrench(expectFailure(await post('/order', body, TOWN_HOST), 404));
    expectFailure(await get('/user/orders', TOWN_HOST), 401);
  });
});
