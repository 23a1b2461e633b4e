// An order read by its buyer (ADR 012): through the key of its link, or logged in. It is asked
// in the browser only, after hydration: the page rendered on the server is the same for everyone
// (a placeholder), so no cache ever holds an order.
import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { OrderView } from '#shared/contracts/checkout.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

const local = { serialize: 'ignore' } as const;

export const orderPageOpened = createEvent<{ title: string }>();
sample({
  clock: orderPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.checkout, noindex: true }),
  target: documentMetaSet,
});

export interface OrderKey {
  number: string;
  key: string | null;
}

export const fetchOrderFx = createApiEffect<OrderKey, OrderView>(({ number, key }) => ({
  path: `/order/${encodeURIComponent(number)}`,
  query: key ? `cle=${encodeURIComponent(key)}` : undefined,
}));
export const cancelOrderFx = createApiEffect<OrderKey, OrderView>(({ number, key }) => ({
  method: 'POST',
  path: `/order/${encodeURIComponent(number)}/cancel`,
  body: { cle: key },
}));

export const orderRequested = createEvent<OrderKey>();
export const cancelRequested = createEvent<OrderKey>();
sample({ clock: orderRequested, target: fetchOrderFx });
sample({ clock: cancelRequested, filter: cancelOrderFx.pending.map((p) => !p), target: cancelOrderFx });

type Loaded =
  | { kind: 'loading' }
  | { kind: 'found'; order: OrderView }
  | { kind: 'missing' }
  | { kind: 'failed' };

export const $order = createStore<Loaded>({ kind: 'loading' }, local)
  .on(orderRequested, () => ({ kind: 'loading' }))
  .on(fetchOrderFx.doneData, (_, { status, body }) =>
    body.success
      ? { kind: 'found', order: body.data }
      : status === 404
        ? { kind: 'missing' }
        : { kind: 'failed' },
  )
  .on(fetchOrderFx.fail, () => ({ kind: 'failed' }))
  .on(cancelOrderFx.doneData, (current, { body }) =>
    body.success ? { kind: 'found', order: body.data } : current,
  );

/** The server's words when a cancellation is refused. */
export const $cancelRefusal = createStore<string | null>(null, local)
  .on(cancelOrderFx.doneData, (_, { body }) => (body.success ? null : body.message || null))
  .reset(orderRequested);
