import { Plural } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { $cartCount, $cartReady } from './model.ts';
import { useCartStarted } from './use-cart.ts';

/** How many bottles and boxes the cart holds (its badge in the header). */
export function CartCount() {
  useCartStarted();
  const [count, ready] = useUnit([$cartCount, $cartReady]);
  if (!ready || count === 0) return null;
  return (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        <Plural value={count} one="(# item)" other="(# items)" />
      </span>
    </>
  );
}
