// Card payment (ADR 012, "Payment") against the local Stripe double, with Stripe's own signature
// checks: the intent of an order, the signed webhook that pays it, the same event again, a payment
// after the hold ran out (the bottles taken again, or the payment refunded), a refund reported
// before its payment, and every refusal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardPaymentStartSchema, orderViewSchema, placedOrderSchema } from '#shared/contracts/checkout.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import { orders, paymentEvents, productDeclinations } from '../../server/db/schema.ts';
import { deleteSiteSecret, setSiteSecret } from '../../server/modules/secrets/site-secrets.ts';
import { expireHolds } from '../../server/modules/shop/orders.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { expectFrench } from '../support/french.ts';
import { homeCarrier, homeOrderBody, type OrderLine } from '../support/orders.ts';
import { testPayments } from '../support/payments.ts';
import { siteId } from '../support/sessions.ts';
import { type StripeDouble, startStripeDouble } from '../support/stripe-double.ts';

const SECRET = 'sk_test_parvisvallon';
const WEBHOOK_SECRET = 'whsec_parvisvallontest';

let t: TestApp;
let double: StripeDouble;
let wine: number;
let line: OrderLine;
let clock = new Date();

beforeAll(async () => {
  let appUrl = '';
  double = await startStripeDouble({
    webhook: () => ({ url: `${appUrl}/api/custom-stripe/webhook`, host: WINE_HOST }),
    webhookSecret: (key) => (key === SECRET ? WEBHOOK_SECRET : null),
  });
  t = await startTestApp({
    now: () => clock,
    payments: { stripeApiUrl: double.url, stripeJsUrl: double.jsUrl },
  });
  appUrl = t.url;
  wine = await siteId(t.database, 'domaine-du-vallon');
  const vault = testPayments().vault!;
  await setSiteSecret(t.database.db, vault, wine, 'STRIPE_SECRET_KEY', SECRET);
  await setSiteSecret(t.database.db, vault, wine, 'STRIPE_PUBLISHABLE_KEY', 'pk_test_parvisvallon');
  await setSiteSecret(t.database.db, vault, wine, 'STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  const catalogue: Product[] = expectSuccess(
    await t.http.get('/api/product').set('Host', WINE_HOST),
    listSchema(productSchema),
  ).items;
  const product = catalogue.find((p) =>
    p.declination.some((d) => d.setQuantity && d.sellByMultipleOf === 1 && d.quantity > 10),
  )!;
  const d = product.declination.find((x) => x.setQuantity && x.sellByMultipleOf === 1 && x.quantity > 10)!;
  line = { id: product.id, declinationId: d.id, quantity: 2 };
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});
beforeEach(async () => {
  clock = new Date();
  await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
});

const post = (path: string, body: unknown, host = WINE_HOST) =>
  t.http
    .post(`/api${path}`)
    .set('Host', host)
    .send(body as object);

async function setStock(quantity: number) {
  await t.database.db
    .update(productDeclinations)
    .set({ quantity })
    .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, line.declinationId)));
}
async function stock() {
  const [row] = await t.database.db
    .select({ quantity: productDeclinations.quantity })
    .from(productDeclinations)
    .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, line.declinationId)));
  return row!.quantity;
}

/** A card order of two bottles, and its PaymentIntent. */
async function cardOrder(email = 'carte@example.org') {
  const carrier = await homeCarrier(t.http, [line]);
  const placed = expectSuccess(
    await post('/order', { ...homeOrderBody([line], carrier.id, email), paymentMethod: 'CARD' }),
    placedOrderSchema,
  );
  expect(placed.reservedUntil).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());
  const start = expectSuccess(
    await post('/custom-stripe/payment-intent', { number: placed.number, cle: placed.accessToken }),
    cardPaymentStartSchema,
  );
  const intentId = start.clientSecret.split('_secret')[0]!;
  return { placed, start, intentId };
}

async function orderState(number: string, key: string) {
  return expectSuccess(
    await t.http.get(`/api/order/${number}?cle=${key}`).set('Host', WINE_HOST),
    orderViewSchema,
  ).state;
}

describe('card payment', () => {
  it('creates one intent per order, at the server’s total, and the signed webhook pays it', async () => {
    await setStock(20);
    const { placed, start, intentId } = await cardOrder();
    expect(start.publishableKey).toBe('pk_test_parvisvallon');
    expect(start.jsUrl).toBe(double.jsUrl);
    expect(Math.round(start.amount * 100)).toBe(Math.round(placed.total * 100));
    // asked again (a reload, a second tab): the same intent
    const again = expectSuccess(
      await post('/custom-stripe/payment-intent', { number: placed.number, cle: placed.accessToken }),
      cardPaymentStartSchema,
    );
    expect(again.clientSecret).toBe(start.clientSecret);
    expect(double.object(intentId)).toMatchObject({
      amount: Math.round(placed.total * 100),
      currency: 'eur',
    });

    await double.confirm(intentId);
    await double.settled();
    expect(await orderState(placed.number, placed.accessToken)).toBe('PAID');
    expect(await stock()).toBe(18);
    // paid: no second intent, no cancellation
    expectFrench(
      expectFailure(
        await post('/custom-stripe/payment-intent', { number: placed.number, cle: placed.accessToken }),
        409,
      ),
    );
    expectFrench(
      expectFailure(await post(`/order/${placed.number}/cancel`, { cle: placed.accessToken }), 409),
    );
  });

  it('handles the same event delivered again, five times at once, as one payment', async () => {
    await setStock(20);
    const { placed, intentId } = await cardOrder('deux-fois@example.org');
    await double.confirm(intentId);
    await double.settled();
    const succeeded = double.events.find(
      (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === intentId,
    )!;
    const deliveries = await double.redeliver(succeeded.id, 5, { parallel: true });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.siteId, wine), eq(paymentEvents.eventId, succeeded.id)));
    expect(recorded).toHaveLength(1);
    expect(await orderState(placed.number, placed.accessToken)).toBe('PAID');
    expect(await stock()).toBe(18);
  });

  it('refuses an event without the site’s signature, and one of another site', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } });
    const forged = await t.http
      .post('/api/custom-stripe/webhook')
      .set('Host', WINE_HOST)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)
      .send(body);
    expectFrench(expectFailure(forged, 400));
    const unsigned = await t.http
      .post('/api/custom-stripe/webhook')
      .set('Host', WINE_HOST)
      .set('Content-Type', 'application/json')
      .send(body);
    expectFailure(unsigned, 400);
    // the town hall sells nothing: no webhook, no intent there
    expectFailure(await post('/custom-stripe/payment-intent', { number: 'CMD-2026-000001' }, TOWN_HOST), 404);
  });

  it('takes the bottles again for a payment after the hold ran out, or refunds it when they are gone', async () => {
    await setStock(2);
    const first = await cardOrder('en-retard@example.org');
    expect(await stock()).toBe(0);
    // 31 minutes later the sweep releases the hold: the bottles are back on sale
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await expireHolds(t.database.db, clock, wine)).toBe(1);
    expect(await stock()).toBe(2);
    expect(await orderState(first.placed.number, first.placed.accessToken)).toBe('CANCELLED');
    // the payment arrives anyway: the bottles are still there, the order is paid
    await double.confirm(first.intentId);
    await double.settled();
    expect(await orderState(first.placed.number, first.placed.accessToken)).toBe('PAID');
    expect(await stock()).toBe(0);

    // another one, whose bottles were sold meanwhile: refunded automatically
    clock = new Date();
    await setStock(2);
    const second = await cardOrder('trop-tard@example.org');
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await expireHolds(t.database.db, clock, wine)).toBe(1);
    await setStock(0); // sold at the cellar meanwhile
    await double.confirm(second.intentId);
    await double.settled();
    expect(double.events.some((e) => e.type === 'charge.refunded')).toBe(true);
    expect(await orderState(second.placed.number, second.placed.accessToken)).toBe('REFUNDED');
    expect(await stock()).toBe(0);
  });

  it('marks an order refunded when the refund is reported before its payment, and ignores the payment after', async () => {
    await setStock(10);
    const { placed, intentId } = await cardOrder('desordre@example.org');
    expect(await stock()).toBe(8);
    const amount = Math.round(placed.total * 100);
    await double.emit('charge.refunded', {
      id: 'ch_out_of_order',
      object: 'charge',
      amount,
      amount_refunded: amount,
      refunded: true,
      payment_intent: intentId,
    });
    expect(await orderState(placed.number, placed.accessToken)).toBe('REFUNDED');
    expect(await stock()).toBe(10);
    await double.emit('payment_intent.succeeded', {
      ...double.object(intentId)!,
      status: 'succeeded',
      amount_received: amount,
    });
    expect(await orderState(placed.number, placed.accessToken)).toBe('REFUNDED');
    expect(await stock()).toBe(10);
  });

  it('is not offered where the estate set no keys: no key to give, no card order', async () => {
    const vault = testPayments().vault!;
    await deleteSiteSecret(t.database.db, wine, 'STRIPE_WEBHOOK_SECRET');
    try {
      const key = await t.http.get('/api/custom-stripe/public-key').set('Host', WINE_HOST);
      expect(z.object({ publicKey: z.string().nullable() }).parse(key.body.data).publicKey).toBeNull();
      const carrier = await homeCarrier(t.http, [line]);
      const refused = await post('/order', { ...homeOrderBody([line], carrier.id), paymentMethod: 'CARD' });
      expectFrench(expectFailure(refused, 400));
    } finally {
      await setSiteSecret(t.database.db, vault, wine, 'STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
    }
  });
});
