// The account's orders (ADR 012): loaded only on a site that sells, after hydration, so that the
// account page of a site without a shop never carries it.
import { Trans, useLingui } from '@lingui/react/macro';
import { createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { orderPath } from '#shared/config/routes.ts';
import type { OrderView } from '#shared/contracts/checkout.ts';
import { formatPrice } from '../../entities/product/money.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';

const local = { serialize: 'ignore' } as const;
const fetchMyOrdersFx = createApiEffect<void, OrderView[]>(() => ({ path: '/user/orders' }));
const myOrdersRequested = createEvent();
sample({ clock: myOrdersRequested, target: fetchMyOrdersFx });

type Loaded = { kind: 'loading' } | { kind: 'found'; orders: OrderView[] } | { kind: 'failed' };
const $myOrders = createStore<Loaded>({ kind: 'loading' }, local)
  .on(fetchMyOrdersFx.doneData, (_, { body }) =>
    body.success ? { kind: 'found', orders: body.data } : { kind: 'failed' },
  )
  .on(fetchMyOrdersFx.fail, () => ({ kind: 'failed' }));

function StateLabel({ order }: { order: OrderView }) {
  switch (order.state) {
    case 'PAID':
      return <Trans>Paid</Trans>;
    case 'CANCELLED':
      return <Trans>Cancelled</Trans>;
    case 'REFUNDED':
      return <Trans>Refunded</Trans>;
    default:
      return order.paymentMethod === 'AT_COLLECTION' ? (
        <Trans>To pay at collection</Trans>
      ) : (
        <Trans>Awaiting payment</Trans>
      );
  }
}

export default function MyOrders() {
  const { i18n } = useLingui();
  const [loaded, request] = useUnit([$myOrders, myOrdersRequested]);
  useEffect(() => request(), [request]);
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <section className="panel" aria-labelledby="orders-title">
      <h2 id="orders-title" className="panel-title">
        <Trans>My orders</Trans>
      </h2>
      {loaded.kind === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : loaded.kind === 'failed' ? (
        <p role="alert">
          <Trans>Your orders could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : loaded.orders.length === 0 ? (
        <p>
          <Trans>You have no order yet.</Trans>
        </p>
      ) : (
        <ul className="my-orders">
          {loaded.orders.map((order) => (
            <li key={order.id}>
              <AppLink to={orderPath('order', order)}>
                <Trans>Order {order.number}</Trans>
              </AppLink>{' '}
              — {date.format(new Date(order.createdAt))} — {formatPrice(order.total)} —{' '}
              <StateLabel order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
