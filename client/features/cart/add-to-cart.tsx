// Adding a product to the cart from its page (ADR 011): a quantity that steps by the line's
// multiple, by keyboard as well as by pointer. The cart lives in the browser: without JavaScript
// the control says so (the one stated exception to forms that work without it).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import type { Declination, Product } from '#shared/contracts/shop.ts';
import { lineMultiple, manualQuantity, stepQuantity } from '#shared/lib/bottles.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { $cartLines, productAdded } from './model.ts';
import { useCartStarted } from './use-cart.ts';
import './cart.css';

/** A quantity field with − and + buttons that step by `multiple`. */
export function QuantityField({
  id,
  label,
  value,
  multiple,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  value: number;
  multiple: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="quantity-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className="quantity-step"
        onClick={() => onChange(stepQuantity(value, multiple, -1))}
        disabled={disabled || value <= multiple}
        aria-label={t`Fewer: ${label}`}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={multiple}
        step={multiple}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(manualQuantity(event.currentTarget.valueAsNumber))}
      />
      <button
        type="button"
        className="quantity-step"
        onClick={() => onChange(stepQuantity(value, multiple, 1))}
        disabled={disabled}
        aria-label={t`More: ${label}`}
      >
        +
      </button>
    </div>
  );
}

export function AddToCart({ product, declination }: { product: Product; declination: Declination | null }) {
  const { t } = useLingui();
  useCartStarted();
  const id = useId();
  const hydrated = useHydrated();
  const [add, lines] = useUnit([productAdded, $cartLines]);
  const multiple = lineMultiple(product, declination);
  const [quantity, setQuantity] = useState(multiple);
  const [added, setAdded] = useState<number | null>(null);
  const unit = declination ?? product;
  const inCart = lines
    .filter((l) => l.product.id === product.id && l.declinationId === (declination?.id ?? null))
    .reduce((sum, l) => sum + l.quantity, 0);
  if (!unit.inStock) return null;
  return (
    <div className="add-to-cart">
      <noscript>
        <p className="add-to-cart-nojs">
          <Trans>
            The cart needs JavaScript. Turn it on to order online, or call or write to the estate.
          </Trans>
        </p>
      </noscript>
      <div className="add-to-cart-row">
        <QuantityField
          id={`${id}-quantity`}
          label={t`Quantity`}
          value={Math.max(quantity, multiple)}
          multiple={multiple}
          onChange={setQuantity}
          disabled={!hydrated}
        />
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => {
            const asked = Math.max(multiple, Math.ceil(quantity / multiple) * multiple);
            add({ product, declinationId: declination?.id ?? null, quantity: asked });
            setAdded(asked);
          }}
        >
          <Trans>Add to cart</Trans>
        </button>
      </div>
      <p className="add-to-cart-status" role="status">
        {added !== null && (
          <>
            <Plural value={added} one="# added to the cart." other="# added to the cart." />{' '}
            <AppLink to={ROUTES.cart}>
              <Trans>See the cart ({inCart} in all)</Trans>
            </AppLink>
          </>
        )}
      </p>
    </div>
  );
}
