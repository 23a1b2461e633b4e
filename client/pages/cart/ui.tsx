import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { parameterFlag, parameterValue } from '#shared/config/parameter-map.ts';
import { productPath, ROUTES } from '#shared/config/routes.ts';
import { telHref } from '#shared/lib/phone.ts';
import { formatPrice, HealthMessage, ShopBanners } from '../../entities/product/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import { QuantityField } from '../../features/cart/add-to-cart.tsx';
import {
  $cartBottles,
  $cartCheck,
  $cartCount,
  $cartError,
  $cartLines,
  $cartReady,
  $cartSubtotal,
  $cartValidating,
  type CartLine,
  cartCleared,
  cartLineName,
  cartValidationRequested,
  lineMultipleOf,
  lineRemoved,
  lineUnitPrice,
  quantityTyped,
} from '../../features/cart/index.ts';
import { useCartStarted } from '../../features/cart/use-cart.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { Picture } from '../../shared/ui/picture.tsx';
import { $wineListPath } from './model.ts';
import './cart-page.css';

const lineName = cartLineName;

function CartLineRow({ line, problem }: { line: CartLine; problem: string | null }) {
  const { t } = useLingui();
  const [setQuantity, remove] = useUnit([quantityTyped, lineRemoved]);
  const name = lineName(line);
  const unit = lineUnitPrice(line);
  return (
    <li className="cart-line">
      {line.product.image && (
        <Picture
          className="cart-line-image"
          src={line.product.image.url}
          alt=""
          width={96}
          height={72}
          sizes="96px"
        />
      )}
      <div className="cart-line-body">
        <p className="cart-line-name">
          <AppLink to={productPath(line.product, line.product.declination?.id)}>{name}</AppLink>
        </p>
        <p className="cart-line-unit">
          <Trans>{formatPrice(unit)} each</Trans>
        </p>
        {problem && (
          <p className="cart-line-problem" id={`cart-line-${line.id}-problem`}>
            {problem}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        <QuantityField
          id={`cart-line-${line.id}`}
          label={t`Quantity of ${name}`}
          value={line.quantity}
          multiple={lineMultipleOf(line)}
          onChange={(quantity) => setQuantity({ lineId: line.id, value: quantity })}
        />
        <p className="cart-line-total">{formatPrice(Math.round(unit * line.quantity * 100) / 100)}</p>
        <button
          type="button"
          className="button button-secondary cart-line-remove"
          onClick={() => remove(line.id)}
        >
          <Trans>
            Remove <span className="visually-hidden">{name}</span>
          </Trans>
        </button>
      </div>
    </li>
  );
}

/** A checked cart leads to the checkout; the estate also takes orders by telephone or e-mail. */
function OrderWays() {
  const params = useUnit($parameters);
  const phone = parameterValue(params, 'COMPANY_PHONE');
  const email = parameterValue(params, 'COMPANY_EMAIL');
  const lines = useUnit($cartLines);
  const { t } = useLingui();
  const body = lines.map((l) => `${l.quantity} × ${lineName(l)}`).join('\n');
  return (
    <section className="cart-order" aria-labelledby="cart-order-title">
      <h2 id="cart-order-title">
        <Trans>Order</Trans>
      </h2>
      <p>
        <AppLink className="button" to={ROUTES.checkout}>
          <Trans>Go to the checkout</Trans>
        </AppLink>
      </p>
      <p>
        <Trans>You can also order by telephone or e-mail:</Trans>
      </p>
      <ul className="cart-order-ways">
        {phone && (
          <li>
            <a className="button" href={telHref(phone)}>
              <Trans>Call {phone}</Trans>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a
              className="button button-secondary"
              href={`mailto:${email}?subject=${encodeURIComponent(t`Order`)}&body=${encodeURIComponent(body)}`}
            >
              <Trans>Write to {email}</Trans>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function Component() {
  const { t, i18n } = useLingui();
  useCartStarted();
  const hydrated = useHydrated();
  const [lines, ready, count, bottles, subtotal, error, check, validating, params, wineList] = useUnit([
    $cartLines,
    $cartReady,
    $cartCount,
    $cartBottles,
    $cartSubtotal,
    $cartError,
    $cartCheck,
    $cartValidating,
    $parameters,
    $wineListPath,
  ]);
  const [validate, clear] = useUnit([cartValidationRequested, cartCleared]);
  const problemOf = (line: CartLine) =>
    check?.lines.find((l) => l.id === line.product.id && l.declinationId === line.declinationId)?.message ??
    null;
  const errorText = error === null ? null : typeof error === 'string' ? error : i18n._(error);
  return (
    <div className="cart-page">
      <h1 className="page-title">
        <Trans>Your cart</Trans>
      </h1>
      <ShopBanners
        alcohol={parameterFlag(params, 'ALCOHOL_BANNER')}
        breathalyser={parameterFlag(params, 'BREATHALYSER_BANNER')}
      />
      <noscript>
        <p className="cart-nojs">
          <Trans>
            The cart lives in your browser and needs JavaScript. Turn it on, or call or write to the estate to
            order.
          </Trans>
        </p>
      </noscript>
      <div className="cart-body" aria-busy={!(hydrated && ready)}>
        {!(hydrated && ready) ? (
          <p className="cart-loading">
            <Trans>Loading your cart…</Trans>
          </p>
        ) : lines.length === 0 ? (
          <div className="cart-empty">
            <p>
              <Trans>Your cart is empty.</Trans>
            </p>
            {wineList && (
              <p>
                <AppLink className="button" to={wineList}>
                  <Trans>See our wines</Trans>
                </AppLink>
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="cart-lines" aria-label={t`Your cart’s wines`}>
              {lines.map((line) => (
                <CartLineRow key={line.id} line={line} problem={problemOf(line)} />
              ))}
            </ul>
            <dl className="cart-summary">
              <div>
                <dt>
                  <Trans>Items</Trans>
                </dt>
                <dd>{count}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Bottles counted for shipping</Trans>
                </dt>
                <dd>
                  {String(bottles).replace('.', ',')}{' '}
                  <span className="cart-summary-note">
                    <Trans>(a bottle under 75 cl counts half)</Trans>
                  </span>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Subtotal</Trans>
                </dt>
                <dd className="cart-subtotal">{formatPrice(subtotal)}</dd>
              </div>
            </dl>
            <div className="cart-error" role="alert">
              {errorText && <p>{errorText}</p>}
            </div>
            <div className="cart-actions">
              <button type="button" className="button" onClick={() => validate()} disabled={validating}>
                <Trans>Check my cart</Trans>
              </button>
              <button type="button" className="button button-secondary" onClick={() => clear()}>
                <Trans>Empty the cart</Trans>
              </button>
            </div>
            {check?.valid && !errorText && (
              <>
                <p className="cart-valid" role="status">
                  <Plural
                    value={check.lines.length}
                    one="Your line is available."
                    other="Your # lines are available."
                  />
                </p>
                <OrderWays />
              </>
            )}
          </>
        )}
      </div>
      <HealthMessage />
    </div>
  );
}
