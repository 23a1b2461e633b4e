// The checkout (ADR 012): who buys, how the wine reaches them, a discount code, how they pay.
// The page is the same for every visitor (the cart lives in the browser); what the visitor types
// stays in the browser until the order is sent. The server recomputes every amount: the totals
// shown here are the cart's and the server's answers, never sent back as prices.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { orderPath, ROUTES } from '#shared/config/routes.ts';
import type { FieldError } from '#shared/contracts/account.ts';
import type {
  DiscountBody,
  DiscountResult,
  OrderBody,
  PlacedOrderAnswer,
} from '#shared/contracts/checkout.ts';
import type { CompanyAddress } from '#shared/contracts/content.ts';
import type { Country } from '#shared/contracts/delivery.ts';
import { $cartError, cartCleared, cartValidationRequested } from '../../features/cart/index.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { navigationRequested } from '../../shared/model/navigation.ts';

const local = { serialize: 'ignore' } as const;

export const checkoutPageOpened = createEvent<{ title: string }>();

sample({
  clock: checkoutPageOpened,
  // a visitor's checkout is nothing a search engine should list
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.checkout, noindex: true }),
  target: documentMetaSet,
});

// --- Where the estate delivers, and where it hands wine over -------------------------------

const fetchCountriesFx = createApiEffect<void, Country[]>(() => ({ path: '/countries' }));
const fetchCompanyAddressesFx = createApiEffect<void, CompanyAddress[]>(() => ({
  path: '/company/address',
  query: 'type=CLICK_AND_COLLECT',
}));

export const $countries = createStore<Country[]>([], local).on(
  successData(fetchCountriesFx),
  (_, { data }) => data,
);
export const $collectionAddresses = createStore<CompanyAddress[]>([], local).on(
  successData(fetchCompanyAddressesFx),
  (_, { data }) => data,
);

const fetchCardKeyFx = createApiEffect<void, { publicKey: string | null }>(() => ({
  path: '/custom-stripe/public-key',
}));
/** Whether the estate takes cards online (its Stripe keys are set). */
export const $cardOffered = createStore(false, local).on(
  successData(fetchCardKeyFx),
  (_, { data }) => data.publicKey !== null,
);

sample({
  clock: checkoutPageOpened,
  fn: () => undefined,
  target: [fetchCountriesFx, fetchCompanyAddressesFx, fetchCardKeyFx],
});

// --- The discount code ------------------------------------------------------------------------

export const discountFx = createApiEffect<DiscountBody, DiscountResult>((body) => ({
  method: 'POST',
  path: '/order/discount',
  body,
}));
export const discountRemoved = createEvent();

/** The code applied and what the server computed with it; cleared when the delivery changes. */
export const $discount = createStore<{ code: string; result: DiscountResult } | null>(null, local)
  .on(discountFx.done, (current, { params, result }) =>
    result.body.success ? { code: params.code.trim().toUpperCase(), result: result.body.data } : current,
  )
  .reset(discountRemoved);

/** The server's refusal of a code: the cart's error message (SPEC §3). */
$cartError
  .on(discountFx.doneData, (error, { body }) => (body.success ? null : body.message || error))
  .reset(discountRemoved);

// --- The order --------------------------------------------------------------------------------

export const placeOrderFx = createApiEffect<OrderBody, PlacedOrderAnswer>((body) => ({
  method: 'POST',
  path: '/order',
  body,
}));

/** The client's own checks, with the API's codes; the server checks everything again. */
export function checkOrder(body: OrderBody): FieldError[] {
  const { user, address, delivery } = body;
  return [
    ...checks.email('user.email', user.email),
    ...checks.required('user.firstname', user.firstname),
    ...checks.required('user.lastname', user.lastname),
    ...checks.required('user.phone', user.phone),
    ...(delivery.type === 'DELIVERY'
      ? [
          ...checks.required('address.delivery.address', address.delivery?.address),
          ...checks.required('address.delivery.postalCode', address.delivery?.postalCode),
          ...checks.required('address.delivery.city', address.delivery?.city),
        ]
      : []),
    ...checks.required('address.billing.address', address.billing.address),
    ...checks.required('address.billing.postalCode', address.billing.postalCode),
    ...checks.required('address.billing.city', address.billing.city),
    ...(body.acceptTerms === true ? [] : [{ path: 'acceptTerms', message: 'required' }]),
  ];
}

export const checkoutForm = createFormModel({ fx: placeOrderFx, check: checkOrder });

/** What the server said when it refused the order as a whole (stock, slot, code, limits). */
export const $orderRefusal = createStore<string | null>(null, local)
  .on(placeOrderFx.doneData, (_, { status, body }) =>
    body.success || status === 400 ? null : body.message || null,
  )
  .reset(checkoutForm.reset);

// a cart the server refused is checked again: each line says what is wrong, quantities refresh
sample({
  clock: placeOrderFx.doneData,
  filter: ({ status, body }) => !body.success && status === 409,
  fn: () => undefined,
  target: cartValidationRequested,
});

sample({ clock: checkoutForm.succeeded, fn: () => undefined, target: [cartCleared, discountRemoved] });
sample({
  clock: checkoutForm.succeeded,
  filter: ({ params }) => params.paymentMethod !== 'CARD',
  fn: ({ data }) => ({
    to: orderPath('order', { number: data.number, key: data.accessToken }),
    replace: true,
  }),
  target: navigationRequested,
});

/** The card step is a whole document of its own (its CSP admits Stripe's library). */
const cardStepOpenedFx = createEffect((path: string) => {
  window.location.assign(path);
});
sample({
  clock: checkoutForm.succeeded,
  filter: ({ params }) => params.paymentMethod === 'CARD',
  fn: ({ data }) => orderPath('payment', { number: data.number, key: data.accessToken }),
  target: cardStepOpenedFx,
});
