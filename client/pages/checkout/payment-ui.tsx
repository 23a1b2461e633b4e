import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import type { CardPaymentStart } from '#shared/contracts/checkout.ts';
import { formatPrice, HealthMessage, ShopBanners } from '../../entities/product/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import { useLocation, useParams } from '../../shared/router/view.tsx';
import { $payment, orderPathOf, paymentRequested } from './payment-model.ts';
import './checkout.css';

/** The part of Stripe.js (and of the local double's stand-in) the card step uses. */
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(kind: 'payment', options?: object): { mount(target: HTMLElement): void; destroy(): void };
}
type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeJs;

/** Loads the library once per document (the page is always a whole document: its CSP admits it). */
function loadStripe(url: string): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.append(script);
  });
}

function CardForm({ start, back }: { start: CardPaymentStart; back: string }) {
  const { t } = useLingui();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let gone = false;
    loadStripe(start.jsUrl)
      .then((factory) => {
        if (gone || !mountRef.current) return;
        const js = factory(start.publishableKey, { locale: 'fr' });
        const elements = js.elements({ clientSecret: start.clientSecret, locale: 'fr' });
        const payment = elements.create('payment');
        payment.mount(mountRef.current);
        element = payment;
        setStripe({ js, elements });
      })
      .catch(() => setFailure(t`The payment form could not be loaded. Try again in a moment.`));
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [start, t]);
  const pay = async () => {
    if (!stripe || paying) return;
    setPaying(true);
    setFailure(null);
    const { error } = await stripe.js.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: new URL(back, window.location.href).href },
    });
    // on success the browser leaves for the order's page; here only a refusal comes back
    setPaying(false);
    if (error) setFailure(error.message || t`The payment was refused.`);
  };
  return (
    <section className="panel checkout-section" aria-labelledby="payment-card">
      <h2 id="payment-card" className="panel-title">
        <Trans>Your card</Trans>
      </h2>
      <div ref={mountRef} className="payment-element" aria-busy={stripe === null} />
      <div className="checkout-error" role="alert">
        {failure && <p>{failure}</p>}
      </div>
      <button type="button" className="button" onClick={pay} disabled={!stripe || paying}>
        <Trans>Pay {formatPrice(start.amount)}</Trans>
      </button>
      <p className="checkout-note">
        <Trans>Your card details go to the payment service only; the estate never sees them.</Trans>
      </p>
    </section>
  );
}

export function Component() {
  const { number = '' } = useParams();
  const { search } = useLocation();
  const key = new URLSearchParams(search).get('cle');
  const [payment, request, params] = useUnit([$payment, paymentRequested, $parameters]);
  useEffect(() => {
    request({ number, key });
  }, [number, key, request]);
  const back = orderPathOf({ number, key });
  return (
    <div className="checkout-page">
      <h1 className="page-title">
        <Trans>Payment</Trans>
      </h1>
      <ShopBanners
        alcohol={parameterFlag(params, 'ALCOHOL_BANNER')}
        breathalyser={parameterFlag(params, 'BREATHALYSER_BANNER')}
      />
      <p>
        <Trans>Order {number}</Trans>
      </p>
      {payment.kind === 'loading' ? (
        <p aria-busy="true">
          <Trans>Preparing the payment…</Trans>
        </p>
      ) : payment.kind === 'refused' ? (
        <p role="alert">
          {payment.message || <Trans>The payment could not be prepared. Try again in a moment.</Trans>}
        </p>
      ) : (
        <CardForm start={payment.start} back={back} />
      )}
      <p>
        <a href={back}>
          <Trans>Back to the order</Trans>
        </a>
      </p>
      <HealthMessage />
    </div>
  );
}
