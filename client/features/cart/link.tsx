// The cart's link in the header (ADR 011): its count comes after hydration, from the browser's
// storage, into a place of fixed size, so that nothing moves when it arrives; the page itself
// never varies by cart (it stays in the page cache).
import { Trans } from '@lingui/react/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { onDemand } from '../../shared/lib/on-demand.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import './cart-link.css';

const CartCount = onDemand(() => import('./count.tsx').then((m) => m.CartCount));

export function CartLink() {
  const hydrated = useHydrated();
  return (
    <AppLink to={ROUTES.cart} className="cart-link" nav end>
      <span className="icon-cart" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 9H7.4L4.4 2H1v2h3.2l.1.1L5.2 4Zm2.6 10h9.6l1.3-5H6.2l1.6 5Z"
          />
        </svg>
      </span>
      <span className="cart-link-text">
        <Trans>Cart</Trans>
      </span>
      <span className="cart-count">{hydrated && <CartCount />}</span>
    </AppLink>
  );
}
