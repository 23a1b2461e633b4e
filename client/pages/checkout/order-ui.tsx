import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import type { OrderView } from '#shared/contracts/checkout.ts';
import { formatPrice, HealthMessage } from '../../entities/product/index.ts';
import { $logged } from '../../entities/session/index.ts';
import { useLocation, useParams } from '../../shared/router/view.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import {
  $cancelRefusal,
  $order,
  cancelOrderFx,
  cancelRequested,
  type OrderKey,
  orderRequested,
} from './order-model.ts';
import { paymentPathOf } from './payment-model.ts';
import './checkout.css';

function useDates() {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  const moment = new Intl.DateTimeFormat(i18n.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  return {
    /** A calendar day written `YYYY-MM-DD` (noon avoids any shift of zone). */
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

function StateLine({ order }: { order: OrderView }) {
  const dates = useDates();
  if (order.state === 'CANCELLED')
    return (
      <p className="order-state">
        <Trans>This order is cancelled.</Trans>
      </p>
    );
  if (order.state === 'PAID' || order.state === 'REFUNDED')
    return (
      <p className="order-state">
        {order.state === 'PAID' ? (
          <Trans>This order is paid.</Trans>
        ) : (
          <Trans>This order was refunded.</Trans>
        )}
      </p>
    );
  const until = order.reservedUntil ? dates.moment(order.reservedUntil) : null;
  return (
    <p className="order-state">
      {order.paymentMethod === 'AT_COLLECTION' ? (
        <Trans>You pay at the estate when you collect your wine.</Trans>
      ) : (
        <Trans>Awaiting your payment.</Trans>
      )}{' '}
      {until && <Trans>Your wine is held for you until {until}; after that the order is cancelled.</Trans>}
    </p>
  );
}

function Delivery({ order }: { order: OrderView }) {
  const dates = useDates();
  if (order.deliveryType === 'CLICK_AND_COLLECT' && order.collection) {
    const { date, from, to, addressName } = order.collection;
    const day = dates.day(date);
    return (
      <p>
        <Trans>
          Collected at {addressName} on {day}, between {from} and {to}. Bring an identity document.
        </Trans>
      </p>
    );
  }
  if (order.deliveryType === 'PICKUP' && order.accessPoint) {
    const point = order.accessPoint as { name?: string; addLine1?: string; zipCode?: string; city?: string };
    return (
      <p>
        <Trans>Delivered by {order.carrierName} to the relay point:</Trans>
        <br />
        <strong>{point.name}</strong>
        <br />
        {point.addLine1}, {point.zipCode} {point.city}
      </p>
    );
  }
  const a = order.deliveryAddress;
  return (
    <p>
      <Trans>Delivered by {order.carrierName} to:</Trans>
      <br />
      {a && (
        <>
          {a.firstname} {a.lastname}
          <br />
          {a.address}
          {a.addressPart2 ? `, ${a.addressPart2}` : ''}
          <br />
          {a.postalCode} {a.city}
        </>
      )}
    </p>
  );
}

function OrderDetail({ order, orderKey }: { order: OrderView; orderKey: OrderKey }) {
  const { t } = useLingui();
  const dates = useDates();
  const [cancel, cancelling, refusal] = useUnit([cancelRequested, cancelOrderFx.pending, $cancelRefusal]);
  const [confirming, setConfirming] = useState(false);
  const placed = dates.moment(order.createdAt);
  return (
    <>
      <p className="order-intro" role="status">
        <Trans>
          Order <strong>{order.number}</strong> of {placed}, for {order.firstname} {order.lastname}. A
          confirmation was sent to {order.email}.
        </Trans>
      </p>
      <StateLine order={order} />
      {order.paymentMethod === 'CARD' && order.state === 'AWAITING_PAYMENT' && (
        <p>
          {/* a whole document: the card step's page admits Stripe in its own CSP */}
          <a className="button" href={paymentPathOf(orderKey)}>
            <Trans>Pay by card</Trans>
          </a>
        </p>
      )}
      {order.bankTransfer && order.state === 'AWAITING_PAYMENT' && (
        <section className="panel" aria-labelledby="order-transfer">
          <h2 id="order-transfer" className="panel-title">
            <Trans>Your bank transfer</Trans>
          </h2>
          <dl className="checkout-totals">
            <div>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>{formatPrice(order.total)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Account holder</Trans>
              </dt>
              <dd>{order.bankTransfer.holder}</dd>
            </div>
            <div>
              <dt>IBAN</dt>
              <dd className="order-code">{order.bankTransfer.iban}</dd>
            </div>
            {order.bankTransfer.bic && (
              <div>
                <dt>BIC</dt>
                <dd className="order-code">{order.bankTransfer.bic}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Reference to write</Trans>
              </dt>
              <dd className="order-code">{order.bankTransfer.reference}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className="panel" aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="panel-title">
          <Trans>Delivery</Trans>
        </h2>
        <Delivery order={order} />
      </section>
      <section className="panel" aria-labelledby="order-lines">
        <h2 id="order-lines" className="panel-title">
          <Trans>Your wines</Trans>
        </h2>
        <ul className="checkout-lines">
          {order.lines.map((line) => (
            <li key={`${line.productId}-${line.declinationId ?? ''}-${line.name}`}>
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatPrice(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-totals">
          <div>
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{formatPrice(order.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Delivery</Trans>
            </dt>
            <dd>{formatPrice(order.shippingFees)}</dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>
                <Trans>Discount ({order.discountCode})</Trans>
              </dt>
              <dd>−{formatPrice(order.discount)}</dd>
            </div>
          )}
          <div className="checkout-total">
            <dt>
              <Trans>Total, VAT included</Trans>
            </dt>
            <dd>{formatPrice(order.total)}</dd>
          </div>
        </dl>
      </section>
      <p>
        <Trans>
          The <AppLink to={ROUTES.saleTerms}>terms of sale</AppLink> say how to withdraw within 14 days of
          receiving your wine, with the form to use, and how to reach the consumer mediator.
        </Trans>
      </p>
      {order.state === 'AWAITING_PAYMENT' && (
        <div className="order-cancel">
          {confirming ? (
            <div>
              <p>
                <Trans>Cancel this order? Its wines go back on sale.</Trans>
              </p>
              <button
                type="button"
                className="button"
                disabled={cancelling}
                onClick={() => {
                  cancel(orderKey);
                  setConfirming(false);
                }}
              >
                <Trans>Yes, cancel the order</Trans>
              </button>{' '}
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                <Trans>No, keep it</Trans>
              </button>
            </div>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              <Trans>Cancel the order</Trans>
            </button>
          )}
          <div role="alert">{refusal && <p>{refusal}</p>}</div>
        </div>
      )}
    </>
  );
}

export function Component() {
  const { number = '' } = useParams();
  const { search } = useLocation();
  const key = new URLSearchParams(search).get('cle');
  const [loaded, request, logged] = useUnit([$order, orderRequested, $logged]);
  // back from the card step: Stripe's webhook may come a moment after the buyer
  const returned = new URLSearchParams(search).get('redirect_status') === 'succeeded';
  const waiting = returned && loaded.kind === 'found' && loaded.order.state === 'AWAITING_PAYMENT';
  // asked after hydration only: the server's page holds no order
  useEffect(() => {
    request({ number, key });
  }, [number, key, request]);
  useEffect(() => {
    if (!waiting) return;
    const again = setTimeout(() => request({ number, key }), 1500);
    return () => clearTimeout(again);
  }, [waiting, number, key, request]);
  return (
    <div className="checkout-page order-page">
      <h1 className="page-title">
        <Trans>Your order</Trans>
      </h1>
      {loaded.kind === 'loading' ? (
        <p aria-busy="true">
          <Trans>Loading your order…</Trans>
        </p>
      ) : loaded.kind === 'missing' ? (
        <p>
          {logged ? (
            <Trans>This order does not exist, or it is not yours.</Trans>
          ) : (
            <Trans>
              This order cannot be shown: open it from the link of its e-mail, or{' '}
              <AppLink to={`${ROUTES.auth}?redirect=${encodeURIComponent(`/commande/${number}`)}`}>
                log in
              </AppLink>
              .
            </Trans>
          )}
        </p>
      ) : loaded.kind === 'failed' ? (
        <p role="alert">
          <Trans>Your order could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          {waiting && (
            <p role="status">
              <Trans>Your payment is received: its confirmation is on its way.</Trans>
            </p>
          )}
          <OrderDetail order={loaded.order} orderKey={{ number, key }} />
        </>
      )}
      <HealthMessage />
    </div>
  );
}
