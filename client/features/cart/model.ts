// The shop's cart (SPEC §4–§5, ADR 011). It lives in the browser only: pages never vary by cart
// and the server never renders one, so no store here is serialized, and nothing reads local
// storage before the browser asks (`cartRestoreRequested`, after hydration; `$cartReady` lets the
// view keep a placeholder of stable size until then).
//
// Every change goes through `updateCartFx`, which reads the cart as stored, applies the change
// and writes it back in one step: two tabs adding at once both keep their lines. The other tabs
// hear of it through the browser's `storage` event (`watchCartStorage`) and read the cart again.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createEvent, createStore, type EventCallable, type Scope, sample, scopeBind } from 'effector';
import {
  type CartCheck,
  type CartLineInput,
  cartCheckSchema,
  type ProductStock,
} from '#shared/contracts/shop.ts';
import { type ApiResponse, createApiEffect, successData } from '../../shared/api/request.ts';
import {
  addProduct,
  cartBottles,
  cartCount,
  cartSubtotal,
  limitToStock,
  type ProductAdded,
  removeLine,
  requestLines,
  stepLine,
  stockRequest,
  typeQuantity,
} from './lines.ts';
import { clearCartFx, isCartStorageKey, readCartFx, updateCartFx } from './storage.ts';
import { type CartDelivery, type CartState, EMPTY_CART, type WineCart } from './types.ts';

// the API words the refusals in the visitor's language; these are for when no answer came, words
// the view writes in the page's language (Lingui)
export const CART_NOT_CHECKED = msg`The cart could not be checked. Try again in a moment.`;
export const CART_OFFLINE = msg`The cart could not be checked: the connection failed. Try again in a moment.`;

/** What the cart shows as its error: the server's words, or one of ours to translate. */
export type CartError = string | MessageDescriptor;

const local = { serialize: 'ignore' } as const;

export const validateCartFx = createApiEffect<CartLineInput[], CartCheck>((products) => ({
  method: 'POST',
  path: '/order/validate',
  body: { products },
}));
export const refreshQuantitiesFx = createApiEffect<{ id: number }[], ProductStock[]>((products) => ({
  method: 'PUT',
  path: '/product/quantities',
  body: { products },
}));

/** Called by the browser once the page is hydrated. */
export const cartRestoreRequested = createEvent();
/** A key of local storage changed in another tab (null: the whole storage was cleared). */
export const cartStorageChanged = createEvent<string | null>();
export const productAdded = createEvent<ProductAdded>();
export const quantityStepped = createEvent<{ lineId: number; direction: 1 | -1 }>();
export const quantityTyped = createEvent<{ lineId: number; value: number }>();
export const lineRemoved = createEvent<number>();
export const cartCleared = createEvent();
/** The delivery fields the checkout sets; a field left out (or undefined) is kept. */
export const cartDeliveryChanged = createEvent<Partial<CartDelivery>>();
export const cartValidationRequested = createEvent();

/** The cart as last read or written; each public store below is a view of it. */
const $cart = createStore<CartState>(EMPTY_CART, local)
  .on(readCartFx.doneData, (cart, stored) => stored ?? cart)
  // without a storage, the change applies to the cart held here, in the order of the changes
  .on(updateCartFx.done, (cart, { params: change, result: stored }) => stored ?? change(cart))
  .on(clearCartFx.done, () => EMPTY_CART);

export const $cartReady = createStore(false, local)
  .on(readCartFx.done, () => true)
  .on(updateCartFx.doneData, (ready, stored) => ready || stored !== null);

export const $cartLines = $cart.map((cart) => cart.wine.lines);
/** Bottles and boxes, as the visitor counts items. */
export const $cartCount = $cartLines.map(cartCount);
/** Bottles as ADR 011 counts them (shipping, min/max per expedition): a half bottle counts ½. */
export const $cartBottles = $cartLines.map(cartBottles);
/** Euros, after the products' discounts, before any discount code. */
export const $cartSubtotal = $cartLines.map(cartSubtotal);

export const $deliveryType = $cart.map((cart) => cart.deliveryType);
export const $city = $cart.map((cart) => cart.city);
export const $country = $cart.map((cart) => cart.country);
export const $carrier = $cart.map((cart) => cart.carrier);
export const $addresses = $cart.map((cart) => cart.addresses);
export const $phone = $cart.map((cart) => cart.phone);
export const $clickAndCollect = $cart.map((cart) => cart.clickAndCollect);
export const $pickupAddress = $cart.map((cart) => cart.pickupAddress);
export const $shippingPrices = $cart.map((cart) => cart.shippingPrices);

/** The server's last word on the cart (`POST /order/validate`), refused or not. */
export const $cartCheck = createStore<CartCheck | null>(null, local).reset(cartCleared);
/** What the visitor should read about the cart: the server's refusal, or why it could not ask. */
export const $cartError = createStore<CartError | null>(null, local).reset(cartCleared);
export const $cartValidating = validateCartFx.pending;

sample({ clock: cartRestoreRequested, target: readCartFx });
sample({
  clock: cartStorageChanged,
  filter: (key) => key === null || isCartStorageKey(key),
  fn: () => undefined,
  target: readCartFx,
});

/** A change of the lines as a change of the cart; an unchanged cart writes nothing. */
function changeLines<P>(clock: EventCallable<P>, change: (wine: WineCart, payload: P) => WineCart) {
  sample({
    clock,
    fn: (payload: P) => (cart: CartState) => {
      const wine = change(cart.wine, payload);
      return wine === cart.wine ? cart : { ...cart, wine };
    },
    target: updateCartFx,
  });
}
changeLines(productAdded, addProduct);
changeLines(quantityStepped, (wine, { lineId, direction }) => stepLine(wine, lineId, direction));
changeLines(quantityTyped, (wine, { lineId, value }) => typeQuantity(wine, lineId, value));
changeLines(lineRemoved, removeLine);

sample({
  clock: cartDeliveryChanged,
  fn: (patch) => {
    const fields = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    ) as Partial<CartDelivery>;
    return (cart: CartState): CartState => ({ ...cart, ...fields });
  },
  target: updateCartFx,
});

sample({ clock: cartCleared, target: clearCartFx });

sample({
  clock: cartValidationRequested,
  source: { lines: $cartLines, validating: $cartValidating },
  // an empty cart has nothing to judge (the API refuses an empty list)
  filter: ({ lines, validating }) => lines.length > 0 && !validating,
  fn: ({ lines }) => requestLines(lines),
  target: validateCartFx,
});

interface ValidationOutcome {
  check: CartCheck | null;
  error: CartError | null;
  /** A cart to fix: its quantities are brought down to the stock. */
  toFix: boolean;
}

function validationOutcome(response: ApiResponse<CartCheck>): ValidationOutcome {
  const { status, body } = response;
  if (body.success) return { check: body.data, error: null, toFix: false };
  if (status === 409) {
    const check = cartCheckSchema.safeParse(body.data);
    if (check.success) return { check: check.data, error: body.message || CART_NOT_CHECKED, toFix: true };
  }
  // e.g. a 400 naming a product no longer sold: no check of this cart, only the refusal
  return { check: null, error: body.message || CART_NOT_CHECKED, toFix: false };
}

const validationAnswered = validateCartFx.doneData.map(validationOutcome);

/** The lines a refusal names as no longer sold here (`products.N.id`, `products.N.declinationId`:
 * withdrawn, or a declination gone), as product/declination keys of the lines sent. */
function unsoldKeys(sent: readonly CartLineInput[], response: ApiResponse<CartCheck>): Set<string> {
  const keys = new Set<string>();
  if (response.status !== 400 || !Array.isArray(response.body.data)) return keys;
  for (const field of response.body.data as { path?: unknown; message?: unknown }[]) {
    const match =
      typeof field.path === 'string' ? /^products\.(\d+)\.(id|declinationId)$/.exec(field.path) : null;
    const line = match ? sent[Number(match[1])] : undefined;
    if (line && (field.message === 'unknown_product' || field.message === 'unknown_declination'))
      keys.add(`${line.id}/${line.declinationId ?? ''}`);
  }
  return keys;
}

// a cart holding what the shop no longer sells would be refused forever: those lines go
sample({
  clock: validateCartFx.done.map(({ params, result }) => unsoldKeys(params, result)),
  filter: (keys) => keys.size > 0,
  target: updateCartFx.prepend(
    (keys: Set<string>) =>
      (cart: CartState): CartState => ({
        ...cart,
        wine: {
          ...cart.wine,
          lines: cart.wine.lines.filter((l) => !keys.has(`${l.product.id}/${l.declinationId ?? ''}`)),
        },
      }),
  ),
});

$cartCheck.on(validationAnswered, (_, { check }) => check);
$cartError.on(validationAnswered, (_, { error }) => error).on(validateCartFx.fail, () => CART_OFFLINE);

sample({
  clock: validationAnswered,
  source: $cartLines,
  filter: (lines, { toFix }) => toFix && lines.length > 0,
  fn: stockRequest,
  target: refreshQuantitiesFx,
});
// the refusal's message already tells the visitor what is short: it stays as the cart's error
sample({
  clock: successData(refreshQuantitiesFx),
  fn:
    ({ data }) =>
    (cart: CartState): CartState => {
      const wine = limitToStock(cart.wine, data);
      return wine === cart.wine ? cart : { ...cart, wine };
    },
  target: updateCartFx,
});
$cartError
  .on(refreshQuantitiesFx.doneData, (error, { body }) =>
    body.success ? error : body.message || CART_NOT_CHECKED,
  )
  .on(refreshQuantitiesFx.fail, () => CART_OFFLINE);

/** Listens to the `storage` event that the browser fires in the other tabs when this cart's keys
 * change, for the given scope; answers the function that stops listening. */
export function watchCartStorage(
  scope: Scope,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const changed = scopeBind(cartStorageChanged, { scope });
  const listener = (event: Event) =>
    changed('key' in event && typeof event.key === 'string' ? event.key : null);
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
