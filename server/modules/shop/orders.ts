// `POST /order` (SPEC §7, ADR 012): the server recomputes every price, shipping fee and discount
// from its own data, checks the law, the stock, the slot and the code, and writes the order, its
// lines, the stock it takes, the slot and the code's use in one transaction. A bottle is taken
// from the stock by one conditional update (never below 0, a check constraint besides); whatever
// fails after it rolls everything back.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type {
  OrderAddress,
  OrderBody,
  OrderState,
  OrderView,
  PaymentMethod,
} from '#shared/contracts/checkout.ts';
import type { Product } from '#shared/contracts/shop.ts';
import { parisDate, parisInstant } from '#shared/lib/collection.ts';
import { applyDiscount } from '#shared/lib/discount.ts';
import { emailKey, isEmail } from '#shared/lib/email.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, productDeclinations, products } from '../../db/schema.ts';
import { hashToken } from '../auth/sessions.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { authenticationRequired, DomainError, invalidFields } from '../errors.ts';
import { cardPaymentKeys } from '../secrets/card-keys.ts';
import { type CartVerdict, checkCart, lineName, unitCents } from './cart-check.ts';
import { euros, parameterValues, requireShop } from './catalogue.ts';
import { claimCollectionSlot, releaseCollectionSlot } from './collection.ts';
import { claimDiscount, judgeDiscount, releaseDiscount } from './discounts.ts';
import { deliveredCountry } from './places.ts';
import { findAccessPoint } from './relay/provider.ts';
import { cartTotals } from './totals.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A card order holds its bottles this long while it is paid (issue 13). */
export const CARD_HOLD_MS = 30 * 60_000;
/** How often the process sweeps expired holds. */
export const HOLD_SWEEP_MS = 60_000;
/** A bank transfer has this long to arrive (stated to the buyer). */
export const TRANSFER_HOLD_DAYS = 7;

export interface PlacedOrder {
  id: number;
  number: string;
  state: OrderState;
  paymentMethod: PaymentMethod;
  totalCents: number;
  reservedUntil: Date | null;
  /** The token of the link that opens the order without an account (shown once). */
  accessToken: string;
}

/** Thrown when the cart itself is refused: the route answers 409 with the cart's check. */
export class CartRefused extends Error {
  readonly verdict: CartVerdict;
  constructor(verdict: CartVerdict) {
    super('cart refused');
    this.verdict = verdict;
  }
}

/** The payment methods a site offers for a delivery type (ADR 012, "Payment"). */
export async function offeredPaymentMethods(
  ctx: RequestContext,
  deliveryType: OrderBody['delivery']['type'],
): Promise<PaymentMethod[]> {
  const value = await parameterValues(ctx, ['BANK_TRANSFER_IBAN']);
  const methods: PaymentMethod[] = [];
  // by card where the site's Stripe keys are set (ADR 012, "Payment")
  if (await cardPaymentKeys(ctx)) methods.push('CARD');
  if (value('BANK_TRANSFER_IBAN')) methods.push('BANK_TRANSFER');
  if (deliveryType === 'CLICK_AND_COLLECT') methods.push('AT_COLLECTION');
  return methods;
}

/** Whole years between a birthdate and a day (both `YYYY-MM-DD`, the day in Paris). */
export function ageOn(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const invalid = (path: string, message: string, text?: MessageDescriptor) =>
  invalidFields([{ path, message }], text);

/** The law and the shape of the buyer (ADR 012, "Who orders"). */
async function checkBuyer(ctx: RequestContext, user: OrderBody['user']): Promise<void> {
  if (!isEmail(user.email)) throw invalid('user.email', 'invalid_email');
  const value = await parameterValues(ctx, ['BLOCK_MINORS']);
  if (value('BLOCK_MINORS') !== 'true') return;
  if (!user.birthdate)
    throw invalid(
      'user.birthdate',
      'required',
      msg({ id: 'api.order.birthdateRequired', message: 'Your birthdate is required to buy wine.' }),
    );
  const today = parisDate(ctx.clock.now());
  const age = ageOn(user.birthdate, today);
  if (Number.isNaN(age) || user.birthdate > today || age > 130) throw invalid('user.birthdate', 'invalid');
  if (age < 18)
    throw new DomainError(
      'forbidden',
      msg({
        id: 'api.order.minor',
        message: 'The sale of alcohol to minors is forbidden: you must be 18 or over to order.',
      }),
    );
}

interface Destination {
  postalCode: string | null;
  countryId: number | null;
  deliveryAddress: OrderAddress | null;
}

/** What the delivery type needs, and where it goes (the address's own postal code and country). */
async function checkDelivery(ctx: RequestContext, body: OrderBody): Promise<Destination> {
  const { delivery } = body;
  if (delivery.type === 'DELIVERY') {
    const address = body.address.delivery;
    if (!address) throw invalid('address.delivery', 'required');
    await deliveredCountry(ctx, address.country);
    return { postalCode: address.postalCode, countryId: address.country, deliveryAddress: address };
  }
  if (delivery.type === 'PICKUP') {
    if (!body.deliveryPostalCode) throw invalid('deliveryPostalCode', 'required');
    if (!body.deliveryIdCountry) throw invalid('deliveryIdCountry', 'required');
    await deliveredCountry(ctx, body.deliveryIdCountry);
    if (!delivery.accessPoint) throw invalid('delivery.accessPoint', 'required');
    return { postalCode: body.deliveryPostalCode, countryId: body.deliveryIdCountry, deliveryAddress: null };
  }
  if (delivery.type === 'CLICK_AND_COLLECT') {
    if (!delivery.idAddress) throw invalid('delivery.idAddress', 'required');
    if (!body.dateSchedule) throw invalid('dateSchedule', 'required');
    if (!body.idSchedule) throw invalid('idSchedule', 'required');
    return { postalCode: null, countryId: null, deliveryAddress: null };
  }
  // NO_DELIVERY is the cart's state before a choice: wine always travels somehow (ADR 012)
  throw invalid(
    'delivery.type',
    'required',
    msg({ id: 'api.order.deliveryRequired', message: 'Choose how your wine reaches you.' }),
  );
}

/** A buyer or a network address holding too many unpaid orders cannot hold more. */
async function checkPendingLimits(ctx: RequestContext, key: string, now: Date): Promise<void> {
  const pending = and(
    eq(orders.siteId, ctx.site.id),
    eq(orders.state, 'AWAITING_PAYMENT'),
    gt(orders.reservedUntil, now),
  );
  const [byBuyer] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(pending, eq(orders.emailKey, key)));
  const [byAddress] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(pending, eq(orders.clientAddress, ctx.address)));
  const { pendingOrdersPerEmail: perBuyer, pendingOrdersPerAddress: perAddress } = ctx.limits;
  if ((byBuyer?.n ?? 0) >= perBuyer.max || (byAddress?.n ?? 0) >= perAddress.max)
    throw new DomainError(
      'rate_limited',
      msg({
        id: 'api.order.tooManyPending',
        message: 'You already have orders awaiting payment: pay or cancel them before ordering again.',
      }),
      { retryAfterS: Math.max(perBuyer.windowS, perAddress.windowS) },
    );
}

interface StockTake {
  kind: 'product' | 'declination';
  id: number;
  quantity: number;
  name: string;
}

/** Lines drawing on one stock, summed per product or declination, in a fixed order (the same
 * order in every transaction, so that two orders never wait on each other in a circle). */
function sumTakes(
  lines: readonly { productId: number; declinationId: number | null; quantity: number; name: string }[],
): StockTake[] {
  const takes = new Map<string, StockTake>();
  for (const line of lines) {
    const kind = line.declinationId === null ? 'product' : 'declination';
    const id = line.declinationId ?? line.productId;
    const take = takes.get(`${kind}/${id}`) ?? { kind, id, quantity: 0, name: line.name };
    take.quantity += line.quantity;
    takes.set(`${kind}/${id}`, take);
  }
  return [...takes.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
}

/** The counted stocks a cart draws on (a line whose stock is not counted takes nothing). */
function stockTakes(
  lines: OrderBody['products'],
  verdict: CartVerdict,
  byId: ReadonlyMap<number, Product>,
): StockTake[] {
  return sumTakes(
    lines
      .filter((_, i) => verdict.check.lines[i]?.available !== null)
      .map((line) => ({
        productId: line.id,
        declinationId: line.declinationId ?? null,
        quantity: line.quantity,
        name: lineName(byId.get(line.id)!, line.declinationId ?? null),
      })),
  );
}

const outOfStock = (name: string) =>
  new DomainError(
    'conflict',
    msg({
      id: 'api.order.outOfStock',
      message: '{name} was sold out meanwhile: your cart has been updated.',
      values: { name },
    }),
  );

/** Takes the bottles, or throws: one conditional update per stock, never below 0. */
async function takeStock(tx: Tx, siteId: number, takes: readonly StockTake[]): Promise<void> {
  for (const take of takes) {
    const table = take.kind === 'product' ? products : productDeclinations;
    const taken = await tx
      .update(table)
      .set({ quantity: sql`${table.quantity} - ${take.quantity}` })
      .where(and(eq(table.siteId, siteId), eq(table.id, take.id), sql`${table.quantity} >= ${take.quantity}`))
      .returning({ quantity: table.quantity });
    if (!taken.length) throw outOfStock(take.name);
  }
}

/** Gives back the bottles, the slot and the code of an order being cancelled (in its transaction). */
export async function releaseOrder(tx: Tx, siteId: number, order: typeof orders.$inferSelect): Promise<void> {
  for (const take of await takesOf(tx, siteId, order.id)) {
    const table = take.kind === 'product' ? products : productDeclinations;
    await tx
      .update(table)
      .set({ quantity: sql`${table.quantity} + ${take.quantity}` })
      .where(and(eq(table.siteId, siteId), eq(table.id, take.id)));
  }
  const collection = order.collection as { date?: string; idAddress?: number; idSchedule?: number } | null;
  if (collection?.date && collection.idAddress && collection.idSchedule)
    await releaseCollectionSlot(tx, siteId, {
      date: collection.date,
      idAddress: collection.idAddress,
      idSchedule: collection.idSchedule,
    });
  if (order.discountCodeId !== null) await releaseDiscount(tx, siteId, order.discountCodeId);
}

/** The counted stocks an order's lines took, one per product or declination, in a fixed order. */
async function takesOf(tx: Tx, siteId: number, orderId: number): Promise<StockTake[]> {
  return sumTakes(
    await tx
      .select()
      .from(orderLines)
      .where(
        and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, orderId), eq(orderLines.stockTaken, true)),
      ),
  );
}

/** A payment arrived for an order whose hold ran out (ADR 012): takes its bottles, its slot and
 * its code's use again, or throws (a DomainError) and takes nothing, in a savepoint of `tx`. */
export async function retakeOrder(
  tx: Tx,
  siteId: number,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<void> {
  await tx.transaction(async (sp) => {
    await takeStock(sp, siteId, await takesOf(sp, siteId, order.id));
    const collection = order.collection as { date?: string; idAddress?: number; idSchedule?: number } | null;
    if (collection?.date && collection.idAddress && collection.idSchedule)
      await claimCollectionSlot(
        sp,
        siteId,
        { date: collection.date, idAddress: collection.idAddress, idSchedule: collection.idSchedule },
        now,
      );
    if (order.discountCodeId !== null)
      await claimDiscount(sp, siteId, { id: order.discountCodeId }, order.emailKey, now);
  });
}

/** Cancels unpaid orders whose hold has run out, giving back what they held. Run by the sweep and
 * at the start of every order; returns how many it cancelled. */
export async function expireHolds(db: Db, now: Date, siteId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ state: 'CANCELLED', cancelReason: 'TIMEOUT', cancelledAt: now, updatedAt: now })
      .where(
        and(
          siteId === undefined ? undefined : eq(orders.siteId, siteId),
          eq(orders.state, 'AWAITING_PAYMENT'),
          lte(orders.reservedUntil, now),
        ),
      )
      .returning();
    for (const order of expired.sort((a, b) => a.siteId - b.siteId || a.id - b.id))
      await releaseOrder(tx, order.siteId, order);
    return expired.length;
  });
}

/** Cancels one unpaid order (the buyer changed their mind, or staff): its bottles go back. */
export async function cancelOrder(
  ctx: SiteContext,
  orderId: number,
  reason: 'BUYER' | 'STAFF' | 'PAYMENT_FAILED',
): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ state: 'CANCELLED', cancelReason: reason, cancelledAt: now, updatedAt: now })
      .where(
        and(eq(orders.siteId, ctx.site.id), eq(orders.id, orderId), eq(orders.state, 'AWAITING_PAYMENT')),
      )
      .returning();
    if (!order) return false;
    await releaseOrder(tx, ctx.site.id, order);
    return true;
  });
}

/** The end of a day in Paris (23:59:59.999 local), as an instant. */
export const endOfParisDay = (day: string): Date => new Date(parisInstant(day, '23:59').getTime() + 59_999);

function holdUntil(method: PaymentMethod, now: Date, collectionDay: string | null): Date {
  if (method === 'CARD') return new Date(now.getTime() + CARD_HOLD_MS);
  if (method === 'AT_COLLECTION' && collectionDay) return endOfParisDay(collectionDay);
  return new Date(now.getTime() + TRANSFER_HOLD_DAYS * 24 * 3600_000);
}

/** `{PREFIX}-{year}-{id}`: the id is the order's own, so numbers never collide. */
const orderNumber = (id: number, now: Date) =>
  `CMD-${parisDate(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

export async function placeOrder(ctx: RequestContext, body: OrderBody): Promise<PlacedOrder> {
  const now = ctx.clock.now();
  const siteId = ctx.site.id;
  // the holds that ran out give their bottles back first: they no longer count (ADR 012)
  await expireHolds(ctx.db, now, siteId);
  const verdict = await checkCart(ctx, body.products); // the shop is on, the lines are the site's
  await checkBuyer(ctx, body.user);
  const destination = await checkDelivery(ctx, body);

  const methods = await offeredPaymentMethods(ctx, body.delivery.type);
  if (!methods.includes(body.paymentMethod))
    throw invalid(
      'paymentMethod',
      'not_offered',
      msg({
        id: 'api.order.paymentNotOffered',
        message: 'This payment method is not offered for this order.',
      }),
    );
  if (verdict.refusal) throw new CartRefused(verdict);

  const accessPoint =
    body.delivery.type === 'PICKUP' && body.delivery.accessPoint
      ? await findAccessPoint(ctx, body.delivery.accessPoint.id)
      : null;
  if (body.delivery.type === 'PICKUP' && !accessPoint) throw invalid('delivery.accessPoint', 'unknown');
  // a relay point is priced where it is, whatever postal code found it
  if (accessPoint) destination.postalCode = accessPoint.zipCode;
  const totals = await cartTotals(ctx, {
    products: body.products,
    delivery: body.delivery,
    deliveryPostalCode: destination.postalCode,
    deliveryIdCountry: destination.countryId,
  });
  const key = emailKey(body.user.email);
  const code = body.discountCode
    ? await judgeDiscount(ctx.db, siteId, body.discountCode, {
        subtotalCents: totals.subtotalCents,
        emailKey: key,
        now,
      })
    : null;
  const applied = code
    ? applyDiscount(code, totals.subtotalCents, totals.shippingCents)
    : {
        valueCents: 0,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        totalCents: totals.subtotalCents + totals.shippingCents,
      };

  await checkPendingLimits(ctx, key, now);

  const byId = verdict.products;
  const takes = stockTakes(body.products, verdict, byId);
  const accessToken = randomBytes(24).toString('base64url');

  return ctx.db.transaction(async (tx) => {
    await takeStock(tx, siteId, takes);
    const collection =
      body.delivery.type === 'CLICK_AND_COLLECT'
        ? await claimCollectionSlot(
            tx,
            siteId,
            { date: body.dateSchedule!, idAddress: body.delivery.idAddress!, idSchedule: body.idSchedule! },
            now,
          )
        : null;
    if (code) await claimDiscount(tx, siteId, code, key, now);

    const reservedUntil = holdUntil(body.paymentMethod, now, collection?.date ?? null);
    const next = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = Number(next.rows[0]!.id);
    const number = orderNumber(id, now);
    await tx.insert(orders).values({
      siteId,
      id,
      number,
      state: 'AWAITING_PAYMENT',
      paymentMethod: body.paymentMethod,
      userId: ctx.user?.id ?? null,
      email: body.user.email.trim(),
      emailKey: key,
      firstname: body.user.firstname,
      lastname: body.user.lastname,
      birthdate: body.user.birthdate ?? null,
      phone: body.user.phone,
      deliveryType: body.delivery.type,
      carrierId: totals.carrier?.id ?? null,
      carrierName: totals.carrier?.name ?? null,
      accessPoint: accessPoint ? { ...accessPoint } : null,
      collection: collection ? { ...collection } : null,
      deliveryAddress: destination.deliveryAddress ? { ...destination.deliveryAddress } : null,
      billingAddress: { ...body.address.billing },
      deliveryPostalCode: destination.postalCode,
      deliveryCountry: destination.countryId,
      message: body.message || null,
      discountCodeId: code?.id ?? null,
      discountCode: code?.code ?? null,
      subtotalCents: applied.subtotalCents,
      shippingCents: applied.shippingCents,
      discountCents: applied.valueCents,
      totalCents: applied.totalCents,
      reservedUntil,
      clientAddress: ctx.address,
      accessTokenHash: hashToken(accessToken),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderLines).values(
      body.products.map((line, position) => {
        const product = byId.get(line.id)!;
        const checked = verdict.check.lines[position]!;
        return {
          siteId,
          orderId: id,
          position,
          productId: line.id,
          declinationId: line.declinationId ?? null,
          name: lineName(product, line.declinationId ?? null),
          quantity: line.quantity,
          unitPriceCents: unitCents(product, line.declinationId ?? null),
          stockTaken: checked.available !== null,
        };
      }),
    );
    return {
      id,
      number,
      state: 'AWAITING_PAYMENT' as const,
      paymentMethod: body.paymentMethod,
      totalCents: applied.totalCents,
      reservedUntil,
      accessToken,
    };
  });
}

const orderMissing = () =>
  new DomainError('not_found', msg({ id: 'api.order.notFound', message: 'This order does not exist.' }));

/** Whether the token opens this order (compared by hash, in constant time). */
function tokenOpens(order: { accessTokenHash: string }, token: string | null): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(order.accessTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** An order row the caller may read: its owner logged in, or the key of its link. Anything else,
 * a foreign site's order included, is the same 404. */
export async function openOrder(ctx: RequestContext, number: string, token: string | null) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.site.id), eq(orders.number, number)));
  if (!order) throw orderMissing();
  const owner = ctx.user !== null && order.userId === ctx.user.id;
  if (!owner && !tokenOpens(order, token)) throw orderMissing();
  return order;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order as its buyer reads it. */
export async function orderView(ctx: RequestContext, order: typeof orders.$inferSelect): Promise<OrderView> {
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, ctx.site.id), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.position));
  const value = await parameterValues(ctx, [
    'BANK_TRANSFER_HOLDER',
    'BANK_TRANSFER_IBAN',
    'BANK_TRANSFER_BIC',
  ]);
  const iban = value('BANK_TRANSFER_IBAN');
  return {
    id: order.id,
    number: order.number,
    state: order.state as OrderState,
    paymentMethod: order.paymentMethod as PaymentMethod,
    createdAt: order.createdAt.toISOString(),
    reservedUntil: order.state === 'AWAITING_PAYMENT' ? iso(order.reservedUntil) : null,
    email: order.email,
    firstname: order.firstname,
    lastname: order.lastname,
    phone: order.phone,
    lines: lines.map((l) => ({
      productId: l.productId,
      declinationId: l.declinationId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: euros(l.unitPriceCents),
      total: euros(l.unitPriceCents * l.quantity),
    })),
    subtotal: euros(order.subtotalCents),
    shippingFees: euros(order.shippingCents),
    discount: euros(order.discountCents),
    discountCode: order.discountCode,
    total: euros(order.totalCents),
    deliveryType: order.deliveryType as OrderView['deliveryType'],
    carrierName: order.carrierName,
    accessPoint: order.accessPoint ?? null,
    collection: (order.collection as OrderView['collection']) ?? null,
    deliveryAddress: (order.deliveryAddress as OrderView['deliveryAddress']) ?? null,
    billingAddress: order.billingAddress as OrderView['billingAddress'],
    message: order.message,
    bankTransfer:
      order.paymentMethod === 'BANK_TRANSFER' && iban
        ? {
            holder: value('BANK_TRANSFER_HOLDER') ?? '',
            iban,
            bic: value('BANK_TRANSFER_BIC'),
            reference: order.number,
          }
        : null,
  };
}

/** `GET /order/{number}`: the order for its owner or the holder of its link. */
export async function readOrder(
  ctx: RequestContext,
  number: string,
  token: string | null,
): Promise<OrderView> {
  await requireShop(ctx);
  return orderView(ctx, await openOrder(ctx, number, token));
}

/** `POST /order/{number}/cancel`: the buyer cancels an order not paid yet. */
export async function cancelByBuyer(
  ctx: RequestContext,
  number: string,
  token: string | null,
): Promise<OrderView> {
  await requireShop(ctx);
  const order = await openOrder(ctx, number, token);
  if (!(await cancelOrder(ctx, order.id, 'BUYER')))
    throw new DomainError(
      'conflict',
      msg({ id: 'api.order.notCancellable', message: 'This order can no longer be cancelled online.' }),
    );
  return orderView(ctx, await openOrder(ctx, number, token));
}

/** The orders of the logged-in buyer, newest first (the account's history). */
export async function listMyOrders(ctx: RequestContext): Promise<OrderView[]> {
  await requireShop(ctx);
  if (!ctx.user) throw authenticationRequired();
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.site.id), eq(orders.userId, ctx.user.id)))
    .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
    .limit(100);
  return Promise.all(rows.map((row) => orderView(ctx, row)));
}
