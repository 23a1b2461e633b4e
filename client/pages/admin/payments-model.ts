// /admin/paiement, for operators (issue 14, ADR 012 "Payment"): a shop site's Stripe keys — which
// are set, their kind, mode and last four characters (never a whole key: the API sends no more),
// new values sent for the fields typed only, a key removed once confirmed. What an operator types
// travels in the effect's params alone, never in a store: nothing of it is sent with a page.
import { createEvent, createStore, sample } from 'effector';
import type { PaymentKeys } from '#shared/contracts/admin-payments.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
import { panelStatusOf } from './panel-model.ts';

export type PaymentKey = PaymentKeys['keys'][number];
export type PaymentKeyName = PaymentKey['name'];
export type PaymentMode = NonNullable<PaymentKey['mode']>;

/** The keys in the order of the screen (shared/contracts/admin-payments.ts, PAYMENT_KEY_NAMES;
 * written out: the contracts bring zod, which the panel's chunks do without). */
export const PAYMENT_KEY_NAMES: readonly PaymentKeyName[] = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** The path of a key's field in the API's 400 (`values.<name>`): the form's fields use it too. */
export const keyPath = (name: PaymentKeyName) => `values.${name}`;

export const paymentsOpened = createEvent();

const fetchKeysFx = createApiEffect<void, PaymentKeys>(() => ({ path: '/admin/payment-keys' }));

export const $paymentKeys = createStore<PaymentKeys | null>(null);
export const $paymentsStatus = createStore(200);

sample({ clock: paymentsOpened, target: fetchKeysFx });
sample({
  clock: fetchKeysFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $paymentKeys,
});
sample({ clock: fetchKeysFx.doneData, fn: panelStatusOf, target: $paymentsStatus });
sample({ clock: fetchKeysFx.fail, fn: () => 500, target: $paymentsStatus });

const keyOf = (keys: PaymentKeys | null, name: PaymentKeyName) =>
  keys?.keys.find((key) => key.name === name) ?? null;

/** The mode card payment runs in: the secret key's (null without one). */
export const paymentModeOf = (keys: PaymentKeys | null): PaymentMode | null =>
  keyOf(keys, 'STRIPE_SECRET_KEY')?.mode ?? null;

/** The secret and publishable keys set in different modes (the API checks them only when both are
 * sent together, so two saves apart can leave them so): Stripe refuses every payment then. */
export function modesDiffer(keys: PaymentKeys | null): boolean {
  const secret = keyOf(keys, 'STRIPE_SECRET_KEY')?.mode;
  const publishable = keyOf(keys, 'STRIPE_PUBLISHABLE_KEY')?.mode;
  return Boolean(secret && publishable && secret !== publishable);
}

export const $paymentMode = $paymentKeys.map(paymentModeOf);
export const $modesDiffer = $paymentKeys.map(modesDiffer);

// --- New values: only the fields typed are sent, the others keep their key ----------------------

/** The form's fields by key, as typed. */
export type KeyValues = Partial<Record<PaymentKeyName, string>>;

/** The keys typed, trimmed as the API trims them; an empty field is left out. */
export function typedKeys(values: KeyValues): KeyValues {
  const typed: KeyValues = {};
  for (const name of PAYMENT_KEY_NAMES) {
    const value = values[name]?.trim();
    if (value) typed[name] = value;
  }
  return typed;
}

const saveKeysFx = createApiEffect<KeyValues, PaymentKeys>((values) => ({
  method: 'PUT',
  path: '/admin/payment-keys',
  body: { values },
}));
export const keysForm = createFormModel({ fx: saveKeysFx });
export const $saveRefusal = lastRefusal(saveKeysFx, [paymentsOpened, keysForm.submitted]);

/** The form sent, its fields as typed. */
export const keysSent = createEvent<KeyValues>();
const typed = keysSent.map(typedKeys);
const nothingTyped = typed.filter({ fn: (values) => Object.keys(values).length === 0 });
sample({
  clock: typed,
  filter: (values) => Object.keys(values).length > 0,
  target: keysForm.submitted,
});
/** Sends with no field typed: said beside the button (counted: said again each time). */
export const $emptySends = createStore(0, { serialize: 'ignore' })
  .on(nothingTyped, (n) => n + 1)
  .reset(paymentsOpened, keysForm.submitted);
// an earlier refusal no longer stands for a form sent empty
sample({ clock: [paymentsOpened, nothingTyped], target: keysForm.reset });

// --- A key removed, once confirmed ---------------------------------------------------------------

export const removeAsked = createEvent<PaymentKeyName>();
export const removeCancelled = createEvent();
export const removeConfirmed = createEvent();
/** The key whose removal waits for a confirmation. */
export const $removedName = createStore<PaymentKeyName | null>(null, { serialize: 'ignore' })
  .on(removeAsked, (_, name) => name)
  .reset(paymentsOpened, removeCancelled);

const removeKeyFx = createApiEffect<PaymentKeyName, PaymentKeys>((name) => ({
  method: 'DELETE',
  path: `/admin/payment-keys/${name}`,
}));
export const $removePending = removeKeyFx.pending;
export const $removeRefusal = lastRefusal(removeKeyFx, [paymentsOpened, removeAsked, removeCancelled]);

sample({
  clock: removeConfirmed,
  source: { name: $removedName, pending: removeKeyFx.pending },
  filter: ({ name, pending }) => !pending && name !== null,
  fn: ({ name }) => name!,
  target: removeKeyFx,
});

// --- The keys and what was done -----------------------------------------------------------------

const removed = removeKeyFx.done.filterMap(({ params, result }) =>
  result.body.success ? { name: params, keys: result.body.data } : undefined,
);

// both answers are the keys as they now stand
$paymentKeys.on(keysForm.succeeded, (_, { data }) => data).on(removed, (_, { keys }) => keys);
$removedName.reset(removed);

/** What was done last, said in a status (counted: it takes the focus each time, and the form is
 * drawn anew after a save, its fields emptied). */
export type KeysChange =
  | { kind: 'saved'; names: PaymentKeyName[]; count: number }
  | { kind: 'removed'; name: PaymentKeyName; count: number };
const $changes = createStore(0, { serialize: 'ignore' });
export const $lastChange = createStore<KeysChange | null>(null, { serialize: 'ignore' }).reset(
  paymentsOpened,
  keysForm.submitted,
  removeAsked,
);
const changed = sample({
  clock: [
    keysForm.succeeded.map(({ params }) => ({
      kind: 'saved' as const,
      names: PAYMENT_KEY_NAMES.filter((name) => params[name] !== undefined),
    })),
    removed.map(({ name }) => ({ kind: 'removed' as const, name })),
  ],
  source: $changes,
  fn: (count, change) => ({ ...change, count: count + 1 }) as KeysChange,
});
sample({ clock: changed, target: $lastChange });
sample({ clock: changed, fn: ({ count }) => count, target: $changes });
