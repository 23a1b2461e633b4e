// Discount codes (SPEC §3 Discount, §7 `POST /order/discount`; ADR 012): a code is judged against
// the cart it applies to, at the server's prices. Its dates, the minimum of the lines, its uses
// overall and per buyer (counted by the normalised e-mail) are told before the order; the order
// takes its use in its own transaction by one conditional update, so that a code with one use
// left is taken once whatever the number of buyers at the same instant.
import { and, count, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DiscountBody, DiscountResult } from '#shared/contracts/checkout.ts';
import { applyDiscount, DISCOUNT_TYPES, type DiscountRule, type DiscountType } from '#shared/lib/discount.ts';
import { emailKey } from '#shared/lib/email.ts';
import { formatDate } from '#shared/lib/format.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { discountCodes, orders } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { euros } from './catalogue.ts';
import { cartTotals } from './totals.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof discountCodes.$inferSelect;

/** A code as the shop applies it: its row, its kind narrowed. */
export type DiscountCode = Omit<Row, 'type' | 'detailType'> & DiscountRule;

/** How a code is stored and looked up: trimmed, upper-case. */
export const codeKey = (code: string) => code.trim().normalize('NFKC').toUpperCase();

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const unknownCode = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.discount.unknown', message: 'This discount code does not exist.' }),
  );

const usedUp = () =>
  new DomainError(
    'conflict',
    msg({
      id: 'api.discount.usedUp',
      message: 'This discount code has been used as many times as it could be.',
    }),
  );

const buyerUsedUp = () =>
  new DomainError(
    'conflict',
    msg({
      id: 'api.discount.buyerUsedUp',
      message: 'You have already used this discount code as many times as it allows.',
    }),
  );

/** The row as a code the shop can apply, or null for a kind it does not know. */
function asCode(row: Row): DiscountCode | null {
  if (!(DISCOUNT_TYPES as readonly string[]).includes(row.type)) return null;
  return {
    ...row,
    type: row.type as DiscountType,
    detailType: row.detailType === 'SHIPPING_FEES' ? 'SHIPPING_FEES' : null,
  };
}

/** Why a code cannot be used now whatever the cart (off, dates, uses overall), or null. */
function codeRefusal(row: Row, now: Date): DomainError | null {
  if (!row.isEnabled) return unknownCode();
  if (row.validFrom && now < row.validFrom)
    return new DomainError(
      'conflict',
      msg({
        id: 'api.discount.notYet',
        message: 'This discount code can be used from {date}.',
        values: { date: formatDate(row.validFrom) },
      }),
    );
  if (row.validUntil && now > row.validUntil)
    return new DomainError(
      'conflict',
      msg({
        id: 'api.discount.expired',
        message: 'This discount code has expired: it was valid until {date}.',
        values: { date: formatDate(row.validUntil) },
      }),
    );
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return usedUp();
  return null;
}

/** The buyer's orders that hold or used the code (a cancelled order gave its use back). */
async function buyerUses(db: Db, siteId: number, codeId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.emailKey, key),
        eq(orders.discountCodeId, codeId),
        ne(orders.state, 'CANCELLED'),
      ),
    );
  return row?.n ?? 0;
}

/** The code named, if this cart and this buyer may use it now; otherwise the reason, in words. */
export async function judgeDiscount(
  db: Db,
  siteId: number,
  code: string,
  cart: { subtotalCents: number; emailKey: string | null; now: Date },
): Promise<DiscountCode> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, codeKey(code))));
  const found = row ? asCode(row) : null;
  if (!row || !found) throw unknownCode();
  const refusal = codeRefusal(row, cart.now);
  if (refusal) throw refusal;
  if (
    row.perBuyerLimit !== null &&
    cart.emailKey &&
    (await buyerUses(db, siteId, row.id, cart.emailKey)) >= row.perBuyerLimit
  )
    throw buyerUsedUp();
  if (cart.subtotalCents < row.minimumOrderCents)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.discount.minimum',
        message: 'This discount code needs an order of at least {minimum} (your cart comes to {subtotal}).',
        values: {
          minimum: EUROS.format(euros(row.minimumOrderCents)),
          subtotal: EUROS.format(euros(cart.subtotalCents)),
        },
      }),
    );
  return found;
}

/** Takes one use of the code inside the order's transaction, or throws (and the transaction rolls
 * back). The conditional update counts the use only while one is left and the code is valid; it
 * also locks the code's row, so a second order with the same code waits here until the first
 * commits and then counts the first's order among the buyer's. */
export async function claimDiscount(
  tx: Tx,
  siteId: number,
  code: Pick<DiscountCode, 'id'>,
  key: string | null,
  now: Date,
): Promise<DiscountCode> {
  const t = discountCodes;
  const [row] = await tx
    .update(t)
    .set({ usedCount: sql`${t.usedCount} + 1` })
    .where(
      and(
        eq(t.siteId, siteId),
        eq(t.id, code.id),
        eq(t.isEnabled, true),
        or(isNull(t.usageLimit), lt(t.usedCount, t.usageLimit)),
        or(isNull(t.validFrom), lte(t.validFrom, now)),
        or(isNull(t.validUntil), gte(t.validUntil, now)),
      ),
    )
    .returning();
  if (!row) {
    // changed since it was judged: say what it is now
    const [current] = await tx
      .select()
      .from(t)
      .where(and(eq(t.siteId, siteId), eq(t.id, code.id)));
    throw (current && codeRefusal(current, now)) ?? (current ? usedUp() : unknownCode());
  }
  const claimed = asCode(row);
  if (!claimed) throw unknownCode();
  if (row.perBuyerLimit !== null && key && (await buyerUses(tx, siteId, row.id, key)) >= row.perBuyerLimit)
    throw buyerUsedUp();
  return claimed;
}

/** Gives a use back (an order cancelled), never below 0. */
export async function releaseDiscount(tx: Tx, siteId: number, codeId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, codeId)));
}

/** `POST /order/discount`: the cart's totals with the code applied, euros. */
export async function discountCart(ctx: RequestContext, body: DiscountBody): Promise<DiscountResult> {
  const totals = await cartTotals(ctx, body);
  const code = await judgeDiscount(ctx.db, ctx.site.id, body.code, {
    subtotalCents: totals.subtotalCents,
    emailKey: body.email ? emailKey(body.email) : null,
    now: ctx.clock.now(),
  });
  const applied = applyDiscount(code, totals.subtotalCents, totals.shippingCents);
  return {
    value: euros(applied.valueCents),
    total: euros(applied.totalCents),
    subtotal: euros(applied.subtotalCents),
    shippingFees: euros(applied.shippingCents),
  };
}
