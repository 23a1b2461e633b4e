// `POST /order/discount` (SPEC §3 Discount, §7; ADR 012): a code judged against the cart it applies
// to, at the server's prices and shipping, with its dates, minimum and uses told in French; the
// client's amounts never read; the town hall has no shop.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DiscountBody, discountResultSchema } from '#shared/contracts/checkout.ts';
import { type ShippingOffer, shippingOfferSchema } from '#shared/contracts/delivery.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import { discountCodes, orders, products } from '../../server/db/schema.ts';
import { claimDiscount, releaseDiscount } from '../../server/modules/shop/discounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

const NOVEMBER = new Date('2026-11-24T10:00:00Z');
const DECEMBER = new Date('2026-12-10T10:00:00Z');

let t: TestApp;
let wine: number;
let town: number;
let catalogue: Product[];
let clock = NOVEMBER;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  wine = await siteId(t.database, 'domaine-du-vallon');
  town = await siteId(t.database, 'vallon-sur-lys');
  catalogue = expectSuccess(
    await t.http.get('/api/product').set('Host', WINE_HOST),
    listSchema(productSchema),
  ).items;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = NOVEMBER;
  await t.database.db.delete(orders).where(eq(orders.siteId, wine));
  await t.database.db
    .update(discountCodes)
    .set({ usedCount: 0, isEnabled: true })
    .where(eq(discountCodes.siteId, wine));
});

const post = (path: string, body: unknown, host = WINE_HOST) =>
  t.http
    .post(`/api${path}`)
    .set('Host', host)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body as object);

/** Bourgogne Aligoté 2025, 75 cl: 14 € the bottle, sold by 1, with shipping fees (the seed). */
function aligote() {
  const product = catalogue.find((p) => p.name === 'Bourgogne Aligoté')!;
  const declination = product.declination.find((d) => d.year === 2025 && d.capacity === 75)!;
  expect(declination.finalPrice).toBe(14);
  return { id: product.id, declinationId: declination.id };
}
const lines = (quantity: number) => [{ ...aligote(), quantity }];

/** The estate's home-delivery offer for these lines to Meursault. */
async function homeCarrier(quantity: number): Promise<ShippingOffer> {
  const offers = expectSuccess(
    await post('/calculate/shipping-fees', {
      products: lines(quantity).map(({ id, ...rest }) => ({ idProduct: id, ...rest })),
      postalCode: '21190',
      country: 250,
    }),
    z.array(shippingOfferSchema),
  );
  return offers.find((o) => o.deliveryType === 'DELIVERY')!;
}

async function deliveryCart(code: string, quantity: number, extra: Partial<DiscountBody> = {}) {
  const carrier = await homeCarrier(quantity);
  return {
    code,
    products: lines(quantity),
    delivery: { type: 'DELIVERY', idCarrier: carrier.id },
    deliveryPostalCode: '21190',
    deliveryIdCountry: 250,
    ...extra,
  };
}
const collectCart = (code: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  code,
  products: lines(quantity),
  delivery: { type: 'CLICK_AND_COLLECT' },
  ...extra,
});
const discount = async (body: unknown, host = WINE_HOST) => post('/order/discount', body, host);
const applied = async (body: unknown) => expectSuccess(await discount(body), discountResultSchema);

async function codeRow(code: string) {
  const [row] = await t.database.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.code, code)));
  return row!;
}

/** An order of this buyer that used the code (what `POST /order` writes). */
async function pastOrder(code: string, email: string, emailKey: string, state = 'AWAITING_PAYMENT') {
  const row = await codeRow(code);
  await t.database.db.insert(orders).values({
    siteId: wine,
    number: `TEST-${Math.random().toString(36).slice(2)}`,
    state,
    paymentMethod: 'BANK_TRANSFER',
    email,
    emailKey,
    firstname: 'Léa',
    lastname: 'Martin',
    phone: '0601020304',
    deliveryType: 'CLICK_AND_COLLECT',
    discountCodeId: row.id,
    discountCode: row.code,
    subtotalCents: 7000,
    shippingCents: 0,
    discountCents: 700,
    totalCents: 6300,
    accessTokenHash: 'x',
  });
}

describe('POST /order/discount: what each kind of code takes off', () => {
  it('takes a percentage off the lines, never off the shipping (delivery to Meursault)', async () => {
    // 5 × 14 € = 70 €; 5 bottles ship for 15,90 €; 10 % of the lines = 7 €
    expect(await applied(await deliveryCart('BIENVENUE10', 5))).toEqual({
      value: 7,
      subtotal: 70,
      shippingFees: 15.9,
      total: 78.9,
    });
  });

  it('takes a percentage off a click-and-collect cart, without shipping', async () => {
    expect(await applied(collectCart('BIENVENUE10', 4))).toEqual({
      value: 5.6,
      subtotal: 56,
      shippingFees: 0,
      total: 50.4,
    });
  });

  it('makes shipping free with a shipping-fees code, and takes nothing where nothing ships', async () => {
    expect(await applied(await deliveryCart('PORTOFFERT', 2))).toEqual({
      value: 11.9,
      subtotal: 28,
      shippingFees: 11.9,
      total: 28,
    });
    expect(await applied(collectCart('PORTOFFERT', 2))).toEqual({
      value: 0,
      subtotal: 28,
      shippingFees: 0,
      total: 28,
    });
  });

  it('takes a euro amount off in its dates, from its minimum', async () => {
    clock = DECEMBER;
    // 8 × 14 € = 112 €; 8 bottles ship for 21,90 €
    expect(await applied(await deliveryCart('NOEL15', 8))).toEqual({
      value: 15,
      subtotal: 112,
      shippingFees: 21.9,
      total: 118.9,
    });
    expect(await applied(collectCart('NOEL15', 8))).toEqual({
      value: 15,
      subtotal: 112,
      shippingFees: 0,
      total: 97,
    });
  });

  it('never takes more than the lines: a euro code on a smaller cart leaves the shipping', async () => {
    // UNIQUE2026 raised to 50 € off, on one bottle of 14 €: the lines go to 0, not below
    const [row] = await t.database.db
      .update(discountCodes)
      .set({ amount: 5000 })
      .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.code, 'UNIQUE2026')))
      .returning();
    try {
      expect(await applied(await deliveryCart('UNIQUE2026', 1))).toEqual({
        value: 14,
        subtotal: 14,
        shippingFees: 11.9,
        total: 11.9,
      });
    } finally {
      await t.database.db
        .update(discountCodes)
        .set({ amount: 1000 })
        .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.id, row!.id)));
    }
  });

  it('reads the code whatever its case and spaces', async () => {
    expect((await applied(collectCart('  bienvenue10 ', 4))).value).toBe(5.6);
    expect((await applied(collectCart('PortOffert', 4))).value).toBe(0);
  });

  it('is never cached', async () => {
    const res = await discount(collectCart('BIENVENUE10', 4));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /order/discount: a code that cannot be used says why, in French', () => {
  it('does not know an unknown or disabled code (404)', async () => {
    expect(expectFailure(await discount(collectCart('INCONNU', 4)), 404)).toBe(
      'Ce code de réduction n’existe pas.',
    );
    await t.database.db
      .update(discountCodes)
      .set({ isEnabled: false })
      .where(and(eq(discountCodes.siteId, wine), eq(discountCodes.code, 'PORTOFFERT')));
    expectFailure(await discount(collectCart('PORTOFFERT', 4)), 404);
  });

  it('refuses a code before its dates and after them (409), naming the day', async () => {
    expect(expectFailure(await discount(collectCart('NOEL15', 8)), 409)).toBe(
      'Ce code de réduction ne peut servir qu’à partir du 01/12/2026.',
    );
    expect(expectFailure(await discount(collectCart('VENDANGES', 8)), 409)).toBe(
      'Ce code de réduction a expiré : il était valable jusqu’au 31/10/2025.',
    );
    clock = new Date('2027-01-01T00:00:00+01:00');
    expectFailure(await discount(collectCart('NOEL15', 8)), 409);
    clock = new Date('2026-12-31T23:59:00+01:00');
    expect((await applied(collectCart('NOEL15', 8))).value).toBe(15);
  });

  it('refuses a cart below the minimum, saying the minimum in euros (409)', async () => {
    const message = expectFailure(await discount(collectCart('BIENVENUE10', 3)), 409);
    expect(message).toMatch(
      /^Ce code de réduction demande une commande d’au moins 50,00\s€ \(votre panier atteint 42,00\s€\)\.$/,
    );
    // the minimum counts the lines, never the shipping: 42 € + 15,90 € of shipping is still short
    expectFailure(await discount(await deliveryCart('BIENVENUE10', 3)), 409);
  });

  it('refuses a code used up overall (409), and takes it again once a use is given back', async () => {
    expect((await applied(collectCart('UNIQUE2026', 2))).value).toBe(10);
    const code = await codeRow('UNIQUE2026');
    await t.database.db.transaction((tx) => claimDiscount(tx, wine, code, null, clock).then(() => undefined));
    expect((await codeRow('UNIQUE2026')).usedCount).toBe(1);
    expect(expectFailure(await discount(collectCart('UNIQUE2026', 2)), 409)).toBe(
      'Ce code de réduction a déjà servi autant de fois que possible.',
    );
    // a second claim fails and rolls back: the count stays at its limit
    await expect(
      t.database.db.transaction((tx) => claimDiscount(tx, wine, code, null, clock)),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect((await codeRow('UNIQUE2026')).usedCount).toBe(1);
    await t.database.db.transaction((tx) => releaseDiscount(tx, wine, code.id));
    await t.database.db.transaction((tx) => releaseDiscount(tx, wine, code.id));
    expect((await codeRow('UNIQUE2026')).usedCount).toBe(0); // never below 0
    expect((await applied(collectCart('UNIQUE2026', 2))).value).toBe(10);
  });

  it('counts a buyer’s uses by their normalised address, cancelled orders aside (409)', async () => {
    await pastOrder('BIENVENUE10', 'lea.martin@gmail.com', 'leamartin@gmail.com', 'CANCELLED');
    expect((await applied(collectCart('BIENVENUE10', 4, { email: 'lea.martin@gmail.com' }))).value).toBe(5.6);
    await pastOrder('BIENVENUE10', 'lea.martin@gmail.com', 'leamartin@gmail.com');
    for (const email of ['lea.martin@gmail.com', ' Lea.Martin+vin@GoogleMail.com', 'leamartin@gmail.com'])
      expect(expectFailure(await discount(collectCart('BIENVENUE10', 4, { email })), 409)).toBe(
        'Vous avez déjà utilisé ce code de réduction autant de fois qu’il le permet.',
      );
    // another buyer, or one not named yet, may use it; a code without a per-buyer limit too
    expect((await applied(collectCart('BIENVENUE10', 4, { email: 'paul@example.org' }))).value).toBe(5.6);
    expect((await applied(collectCart('BIENVENUE10', 4))).value).toBe(5.6);
    await pastOrder('PORTOFFERT', 'lea.martin@gmail.com', 'leamartin@gmail.com');
    expect(
      (await applied(await deliveryCart('PORTOFFERT', 2, { email: 'lea.martin@gmail.com' }))).value,
    ).toBe(11.9);
  });

  it('refuses the claim of an order past the buyer’s limit, in its transaction', async () => {
    await pastOrder('BIENVENUE10', 'lea@example.org', 'lea@example.org');
    const code = await codeRow('BIENVENUE10');
    await expect(
      t.database.db.transaction((tx) => claimDiscount(tx, wine, code, 'lea@example.org', clock)),
    ).rejects.toMatchObject({ kind: 'conflict', text: { id: 'api.discount.buyerUsedUp' } });
    expect((await codeRow('BIENVENUE10')).usedCount).toBe(0); // rolled back
    const claimed = await t.database.db.transaction((tx) =>
      claimDiscount(tx, wine, code, 'paul@example.org', clock),
    );
    expect(claimed).toMatchObject({ code: 'BIENVENUE10', type: 'PERCENTAGE', amount: 1000, usedCount: 1 });
  });

  it('refuses the claim of a code out of its dates, saying so', async () => {
    const code = await codeRow('NOEL15');
    await expect(
      t.database.db.transaction((tx) => claimDiscount(tx, wine, code, null, clock)),
    ).rejects.toMatchObject({ kind: 'conflict', text: { id: 'api.discount.notYet' } });
    expect((await codeRow('NOEL15')).usedCount).toBe(0);
  });
});

describe('POST /order/discount: the cart and the delivery are the server’s', () => {
  it('ignores a price sent for the shipping', async () => {
    const body = await deliveryCart('BIENVENUE10', 5);
    const sent = { ...body, delivery: { ...body.delivery, servicePrice: 0, serviceName: 'Gratuit' } };
    expect(await applied(sent)).toMatchObject({ shippingFees: 15.9, total: 78.9 });
  });

  it('needs a carrier the estate offers for this cart and this delivery type (400)', async () => {
    const body = await deliveryCart('PORTOFFERT', 2);
    const relay = (
      expectSuccess(
        await post('/calculate/shipping-fees', {
          products: [{ idProduct: aligote().id, declinationId: aligote().declinationId, quantity: 2 }],
          postalCode: '21190',
          country: 250,
        }),
        z.array(shippingOfferSchema),
      ) as ShippingOffer[]
    ).find((o) => o.deliveryType === 'PICKUP')!;
    const cases: [unknown, RegExp][] = [
      [{ ...body, delivery: { type: 'DELIVERY' } }, /transporteur/],
      [{ ...body, delivery: { type: 'DELIVERY', idCarrier: 999_999 } }, /transporteur/],
      [{ ...body, delivery: { type: 'DELIVERY', idCarrier: relay.id } }, /transporteur/],
      [{ ...body, delivery: { type: 'PICKUP', idCarrier: body.delivery.idCarrier } }, /transporteur/],
      // an export service without its quote: no price is taken from the client
      [{ ...body, delivery: { type: 'DELIVERY', serviceCode: 'UPS-65', servicePrice: 0 } }, /transporteur/],
    ];
    for (const [sent, message] of cases) expect(expectFailure(await discount(sent), 400)).toMatch(message);
    // the same relay carrier named as a pickup is fine
    expect((await applied({ ...body, delivery: { type: 'PICKUP', idCarrier: relay.id } })).shippingFees).toBe(
      8.9,
    );
  });

  it('needs the postal code and the country of a delivery, as field errors (400)', async () => {
    const { deliveryPostalCode: _, deliveryIdCountry: __, ...body } = await deliveryCart('PORTOFFERT', 2);
    const res = await discount(body);
    expectFailure(res, 400);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'deliveryPostalCode', message: 'required' }),
        expect.objectContaining({ path: 'deliveryIdCountry', message: 'required' }),
      ]),
    );
  });

  it('refuses a product of another site (400) and a body it cannot read (400)', async () => {
    const [foreign] = await t.database.db
      .insert(products)
      .values({
        siteId: town,
        id: 990_001,
        name: 'Vin de la mairie',
        slug: 'vin-de-la-mairie',
        type: 'WINE',
        priceCents: 100,
        quantity: 10,
      })
      .returning();
    expectFailure(
      await discount({ ...collectCart('PORTOFFERT', 1), products: [{ id: foreign!.id, quantity: 1 }] }),
      400,
    );
    for (const body of [
      { ...collectCart('PORTOFFERT', 1), code: '' },
      { ...collectCart('PORTOFFERT', 1), code: undefined },
      { ...collectCart('PORTOFFERT', 1), products: [] },
      { ...collectCart('PORTOFFERT', 1), products: [{ ...aligote(), quantity: 0 }] },
      { ...collectCart('PORTOFFERT', 1), products: [{ ...aligote(), quantity: 1, price: 0 }] },
      { ...collectCart('PORTOFFERT', 1), delivery: { type: 'HELICOPTER' } },
      { ...collectCart('PORTOFFERT', 1), delivery: { type: 'DELIVERY', idCarrier: 'one' } },
      { ...collectCart('PORTOFFERT', 1), total: 0 },
      { ...collectCart('PORTOFFERT', 1), code: 'X'.repeat(65) },
    ])
      expectFailure(await discount(body), 400);
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await discount(collectCart('BIENVENUE10', 4), TOWN_HOST), 404);
  });
});
