// Races on real PostgreSQL (issue 13, "Proof"): many buyers at once for the last bottles, the
// same single-use code or the same collection slot. PGlite has one connection and serialises
// everything, so these run in the postgres project.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OrderBody } from '#shared/contracts/checkout.ts';
import { shippingOfferSchema } from '#shared/contracts/delivery.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import {
  collectionBookings,
  companyAddresses,
  discountCodes,
  orders,
  productDeclinations,
} from '../../server/db/schema.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectSuccess } from '../support/envelope.ts';
import { WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const many = { max: 1_000_000, windowS: 60 };

describe.runIf(onPostgres)('orders racing on PostgreSQL', () => {
  let t: TestApp;
  let wine: number;
  let wineLine: { id: number; declinationId: number; quantity: number };
  let idCarrier: number;
  beforeAll(async () => {
    t = await startTestApp({ limits: { pendingOrdersPerAddress: many, pendingOrdersPerEmail: many } });
    wine = await siteId(t.database, 'domaine-du-vallon');
    const catalogue: Product[] = expectSuccess(
      await t.http.get('/api/product').set('Host', WINE_HOST),
      listSchema(productSchema),
    ).items;
    const product = catalogue.find(
      (p) => p.type.type === 'WINE' && p.declination.some((d) => d.setQuantity && d.sellByMultipleOf === 1),
    )!;
    const declination = product.declination.find((d) => d.setQuantity && d.sellByMultipleOf === 1)!;
    wineLine = { id: product.id, declinationId: declination.id, quantity: 1 };
    const offers = expectSuccess(
      await t.http
        .post('/api/calculate/shipping-fees')
        .set('Host', WINE_HOST)
        .send({
          products: [{ idProduct: product.id, declinationId: declination.id, quantity: 1 }],
          postalCode: '21000',
          country: 250,
        }),
      z.array(shippingOfferSchema),
    );
    idCarrier = offers.find((o) => o.deliveryType === 'DELIVERY')!.id;
  });
  afterAll(() => t?.close());

  const address = {
    firstname: 'Camille',
    lastname: 'Martin',
    address: '3 rue des Tilleuls',
    postalCode: '21000',
    city: 'Dijon',
    country: 250,
  };
  const body = (email: string, extra: Partial<OrderBody> = {}): OrderBody => ({
    products: [wineLine],
    user: { phone: '06 12 34 56 78', email, firstname: 'C', lastname: 'M', birthdate: '1990-05-17' },
    address: { delivery: address, billing: address },
    delivery: { type: 'DELIVERY', idCarrier },
    paymentMethod: 'BANK_TRANSFER',
    acceptTerms: true,
    ...extra,
  });
  const order = (b: OrderBody) => t.http.post('/api/order').set('Host', WINE_HOST).send(b);
  const stock = async () =>
    (
      await t.database.db
        .select({ quantity: productDeclinations.quantity })
        .from(productDeclinations)
        .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, wineLine.declinationId)))
    )[0]!.quantity;

  it('sells exactly the 10 bottles in stock to 200 buyers at once, 20 times over', {
    timeout: 600_000,
  }, async () => {
    for (let round = 0; round < 20; round++) {
      await t.database.db
        .update(productDeclinations)
        .set({ quantity: 10 })
        .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, wineLine.declinationId)));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => order(body(`buyer-${round}-${i}@example.org`))),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(await stock()).toBe(0);
      const held = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.siteId, wine), ne(orders.state, 'CANCELLED')));
      expect(held).toHaveLength(10);
      await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
    }
  });

  const reset = async (quantity: number) => {
    await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
    await t.database.db
      .update(productDeclinations)
      .set({ quantity })
      .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, wineLine.declinationId)));
  };

  it('lets a single-use code be used by exactly one of 20 orders at once', async () => {
    await reset(100);
    await t.database.db
      .insert(discountCodes)
      .values({ siteId: wine, code: 'COURSE1', type: 'EURO', amount: 500, usageLimit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(body(`code-${i}@example.org`, { discountCode: 'course1' }))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const [code] = await t.database.db
      .select({ used: discountCodes.usedCount })
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.code, 'COURSE1')));
    expect(code!.used).toBe(1);
    // the 19 refused orders gave their bottles back with their transaction
    expect(await stock()).toBe(99);
  });

  it('fills a collection slot of 3 places with exactly 3 of 10 orders at once', async () => {
    await reset(100);
    const [address] = await t.database.db
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, wine));
    const everyDay = [1, 2, 3, 4, 5, 6, 7];
    await setParameters(t.database.db, wine, {
      CLICK_AND_COLLECT_HOURS: JSON.stringify({
        slots: [{ id: 77, days: everyDay, from: '10:00', to: '12:00', capacity: 3 }],
        closed: [],
        leadHours: 0,
        horizonDays: 10,
      }),
    });
    const day = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
    const billing = body('x@example.org').address.billing;
    const collect = (i: number) =>
      body(`collect-${i}@example.org`, {
        delivery: { type: 'CLICK_AND_COLLECT', idAddress: address!.id },
        address: { delivery: null, billing },
        dateSchedule: day,
        idSchedule: 77,
        paymentMethod: 'AT_COLLECTION',
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => order(collect(i))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const [booking] = await t.database.db
      .select({ taken: collectionBookings.taken })
      .from(collectionBookings)
      .where(and(eq(collectionBookings.siteId, wine), eq(collectionBookings.scheduleId, 77)));
    expect(booking!.taken).toBe(3);
    expect(await stock()).toBe(97);
  });
});
