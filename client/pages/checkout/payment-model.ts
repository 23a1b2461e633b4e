// The card step (ADR 012): the server creates the order's PaymentIntent; Stripe's own browser
// library (or the local double's stand-in, by the STRIPE_JS_URL setting) takes the card and
// confirms it; Stripe's signed webhook tells the server it is paid. Asked in the browser only.
import { createEvent, createStore, sample } from 'effector';
import { orderPath, ROUTES } from '#shared/config/routes.ts';
import type { CardPaymentStart } from '#shared/contracts/checkout.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import type { OrderKey } from './order-model.ts';

const local = { serialize: 'ignore' } as const;

export const paymentPageOpened = createEvent<{ title: string }>();
sample({
  clock: paymentPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.checkout, noindex: true }),
  target: documentMetaSet,
});

export const startPaymentFx = createApiEffect<OrderKey, CardPaymentStart>(({ number, key }) => ({
  method: 'POST',
  path: '/custom-stripe/payment-intent',
  body: { number, cle: key },
}));
export const paymentRequested = createEvent<OrderKey>();
sample({ clock: paymentRequested, filter: startPaymentFx.pending.map((p) => !p), target: startPaymentFx });

type Started =
  | { kind: 'loading' }
  | { kind: 'ready'; start: CardPaymentStart }
  | { kind: 'refused'; message: string };
export const $payment = createStore<Started>({ kind: 'loading' }, local)
  .on(startPaymentFx.doneData, (_, { body }) =>
    body.success ? { kind: 'ready', start: body.data } : { kind: 'refused', message: body.message },
  )
  .on(startPaymentFx.fail, () => ({ kind: 'refused', message: '' }));

/** The order's page, where the buyer comes back once the card is confirmed, and the card step. */
export const orderPathOf = ({ number, key }: OrderKey) => orderPath('order', { number, key });
export const paymentPathOf = ({ number, key }: OrderKey) => orderPath('payment', { number, key });
