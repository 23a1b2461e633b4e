// Card payment with Stripe (ADR 012, "Payment"): the server creates the PaymentIntent of an
// order (one per order: its idempotency key is the order's), the browser confirms it with
// Stripe's own library, and Stripe's signed webhook says it is paid. The webhook is believed
// only once its signature checks out with the site's webhook secret; each event is handled once
// (its id recorded in the transaction that acts on it), and the order only ever moves forward:
// a late or repeated event changes nothing.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CardPaymentStart } from '#shared/contracts/checkout.ts';
import { msg } from '#shared/lib/messages.ts';
import { orders, paymentEvents } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { type CardKeys, cardPaymentKeys } from '../secrets/card-keys.ts';
import { requireShop } from './catalogue.ts';
import { openOrder, releaseOrder, retakeOrder, type Tx } from './orders.ts';

const notOffered = () =>
  new DomainError(
    'conflict',
    msg({ id: 'api.card.notOffered', message: 'Card payment is not offered for this order.' }),
  );

const unreachable = () =>
  new DomainError(
    'conflict',
    msg({
      id: 'api.card.unreachable',
      message: 'The payment service cannot be reached. Try again in a moment.',
    }),
  );

/** The Stripe client of a site: its own secret key, Stripe's API or the configured double. */
export function stripeFor(ctx: Pick<RequestContext, 'payments'>, keys: Pick<CardKeys, 'secretKey'>): Stripe {
  const api = ctx.payments.stripeApiUrl ? new URL(ctx.payments.stripeApiUrl) : null;
  return new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** `POST /custom-stripe/payment-intent`: the PaymentIntent of an unpaid card order. */
export async function startCardPayment(
  ctx: RequestContext,
  number: string,
  token: string | null,
): Promise<CardPaymentStart> {
  await requireShop(ctx);
  const keys = await cardPaymentKeys(ctx);
  if (!keys) throw notOffered();
  const order = await openOrder(ctx, number, token);
  if (order.paymentMethod !== 'CARD') throw notOffered();
  if (order.state !== 'AWAITING_PAYMENT' || !order.reservedUntil || order.reservedUntil <= ctx.clock.now())
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.card.notAwaiting',
        message: 'This order is no longer awaiting payment: its wine was held for 30 minutes.',
      }),
    );
  const stripe = stripeFor(ctx, keys);
  try {
    const intent = order.paymentIntentId
      ? await stripe.paymentIntents.retrieve(order.paymentIntentId)
      : await stripe.paymentIntents.create(
          {
            amount: order.totalCents,
            currency: 'eur',
            automatic_payment_methods: { enabled: true },
            description: `${ctx.site.name} ${order.number}`,
            metadata: { siteId: String(ctx.site.id), orderId: String(order.id), number: order.number },
          },
          // a retried call, or two tabs, get the same intent: one order, one payment
          { idempotencyKey: `parvis-order-${ctx.site.id}-${order.id}` },
        );
    if (!order.paymentIntentId)
      await ctx.db
        .update(orders)
        .set({ paymentIntentId: intent.id, updatedAt: ctx.clock.now() })
        .where(and(eq(orders.siteId, ctx.site.id), eq(orders.id, order.id)));
    if (!intent.client_secret) throw unreachable();
    return {
      clientSecret: intent.client_secret,
      publishableKey: keys.publishableKey,
      jsUrl: ctx.payments.stripeJsUrl,
      amount: order.totalCents / 100,
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.logger.warn({ err: error, order: order.number }, 'payment intent not created');
    throw unreachable();
  }
}

const badSignature = () =>
  new DomainError(
    'invalid',
    msg({ id: 'api.card.signature', message: 'This event is not signed by the payment service.' }),
  );

type OrderRow = typeof orders.$inferSelect;

/** The order an intent pays, on this site, locked for the event's transaction. */
async function lockedOrder(tx: Tx, siteId: number, intentId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.paymentIntentId, intentId)))
    .for('update');
  return row ?? null;
}

/** What an event did, for the logs and the tests. */
export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'paid'
  | 'paid-after-release'
  | 'refund-asked'
  | 'refunded';

/** `POST /custom-stripe/webhook`. */
export async function handleCardWebhook(
  ctx: RequestContext,
  payload: Buffer,
  signature: string | null,
): Promise<WebhookOutcome> {
  await requireShop(ctx);
  const keys = await cardPaymentKeys(ctx);
  if (!keys) throw notOffered();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', keys.webhookSecret);
  } catch {
    throw badSignature();
  }
  const now = ctx.clock.now();
  const siteId = ctx.site.id;
  let refundFor: OrderRow | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    // one delivery acts; the same event again (retried, or sent twice at once) waits here for
    // the first to commit, then finds it recorded
    const fresh = await tx
      .insert(paymentEvents)
      .values({ siteId, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh.length) return 'duplicate';

    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      const order = await lockedOrder(tx, siteId, intent.id);
      if (!order) return 'ignored';
      await tx
        .update(paymentEvents)
        .set({ orderId: order.id })
        .where(and(eq(paymentEvents.siteId, siteId), eq(paymentEvents.eventId, event.id)));
      if (order.state === 'PAID' || order.state === 'REFUNDED') return 'ignored';
      if (intent.amount_received !== order.totalCents) {
        ctx.logger.error(
          { order: order.number, received: intent.amount_received },
          'payment of another amount',
        );
        refundFor = order;
        return 'refund-asked';
      }
      if (order.state === 'CANCELLED') {
        // paid after its hold ran out: the bottles again if they are still there, else refunded
        try {
          await retakeOrder(tx, siteId, order, now);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          refundFor = order;
          return 'refund-asked';
        }
      }
      await tx
        .update(orders)
        .set({ state: 'PAID', paidAt: now, cancelledAt: null, cancelReason: null, updatedAt: now })
        .where(and(eq(orders.siteId, siteId), eq(orders.id, order.id)));
      return order.state === 'CANCELLED' ? 'paid-after-release' : 'paid';
    }

    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const order = intentId ? await lockedOrder(tx, siteId, intentId) : null;
      if (!order || charge.amount_refunded < charge.amount) return 'ignored';
      if (order.state === 'REFUNDED') return 'ignored';
      // a refund reported before its payment (events out of order): the bottles go back
      if (order.state === 'AWAITING_PAYMENT') await releaseOrder(tx, siteId, order);
      await tx
        .update(orders)
        .set({ state: 'REFUNDED', updatedAt: now })
        .where(and(eq(orders.siteId, siteId), eq(orders.id, order.id)));
      return 'refunded';
    }
    return 'ignored';
  });

  if (refundFor) await refund(ctx, keys, refundFor as OrderRow, event.id);
  return outcome;
}

/** Gives a payment back (its own idempotency key: asked twice, refunded once). */
async function refund(ctx: RequestContext, keys: CardKeys, order: OrderRow, eventId: string): Promise<void> {
  if (!order.paymentIntentId) return;
  try {
    await stripeFor(ctx, keys).refunds.create(
      {
        payment_intent: order.paymentIntentId,
        metadata: { orderId: String(order.id), number: order.number },
      },
      { idempotencyKey: `parvis-refund-${ctx.site.id}-${order.id}` },
    );
  } catch (error) {
    // Stripe delivers the event again until it is answered 2xx: forgotten, and answered 5xx,
    // the event comes back and asks for the refund again
    ctx.logger.error({ err: error, order: order.number }, 'refund not asked');
    await ctx.db
      .delete(paymentEvents)
      .where(and(eq(paymentEvents.siteId, ctx.site.id), eq(paymentEvents.eventId, eventId)));
    throw error;
  }
}
