// The Stripe REST semantics of the local Stripe double (stripe-double.ts; ADR 012, "Payment"): its
// accounts, objects and endpoints, as Stripe answers them. The HTTP server, idempotency and
// webhooks are the double's.
import { randomBytes } from 'node:crypto';

export type StripeObject = { id: string; object: string } & Record<string, unknown>;

export type Param = string | Param[] | { [key: string]: Param };
export type Params = Record<string, Param>;
type StripeError = {
  type: string;
  code?: string;
  message: string;
  param?: string;
  decline_code?: string;
  charge?: string;
  payment_intent?: StripeObject;
};

export class ApiError extends Error {
  readonly status: number;
  readonly error: StripeError;
  constructor(status: number, error: StripeError) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export interface Account {
  key: string;
  objects: Map<string, StripeObject>;
  replays: Map<string, { route: string; params: string; status: number; body: unknown }>;
}

/** One API request, as the endpoints see it. */
export interface Call {
  account: Account;
  /** Made with the publishable key (the browser's). */
  publishable: boolean;
  params: Params;
  /** Emits an event about an object, caused by this request. */
  emit: (type: string, object: StripeObject) => void;
}

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};
/** Stripe's test cards (docs.stripe.com/testing): the ones a test of ours may need. */
const CARDS: Record<
  string,
  { brand: string; decline?: [code: string, declineCode: string, message: string] }
> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': {
    brand: 'visa',
    decline: ['card_declined', 'generic_decline', 'Your card was declined.'],
  },
  '4000000000009995': {
    brand: 'visa',
    decline: ['card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  },
  '4000000000000069': { brand: 'visa', decline: ['expired_card', 'expired_card', 'Your card has expired.'] },
};

const token = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);
export const newId = (prefix: string) => `${prefix}_${token(24)}`;
export const now = () => Math.floor(Date.now() / 1000);
const str = (value: Param | undefined) => (typeof value === 'string' ? value : undefined);

export const invalid = (message: string, code?: string, param?: string, status = 400) =>
  new ApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

/** `a[b][0]=x` → { a: { b: ['x'] } }, as Stripe reads the SDK's form bodies. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split('[').map((part, i) => (i === 0 ? part : part.replace(/\]$/, '')));
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype'))
      throw invalid(`Invalid parameter name: ${key}`, 'parameter_unknown', key);
    let node: Record<string, Param> = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else {
        if (!node[name] || typeof node[name] !== 'object') node[name] = {};
        node = node[name] as Record<string, Param>;
      }
    });
  }
  const arrays = (value: Param): Param => {
    if (typeof value === 'string') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k], i) => k === String(i))
      ? entries.map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

export const canonical = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(value);

function allow(params: Params, names: string[]): void {
  for (const name of Object.keys(params))
    if (!names.includes(name))
      throw invalid(`Received unknown parameter: ${name}`, 'parameter_unknown', name);
}

function integer(params: Params, name: string, required: boolean): number | undefined {
  const value = params[name];
  if (value === undefined) {
    if (required) throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name);
    return undefined;
  }
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', name);
  return Number(value);
}

function metadataOf(value: Param | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid('Invalid object', 'parameter_invalid_empty', 'metadata');
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('Metadata can have up to 50 keys.', 'parameter_invalid', 'metadata');
  for (const [k, v] of entries)
    if (typeof v !== 'string' || k.length > 40 || v.length > 500)
      throw invalid(`Invalid metadata value for ${k}`, 'parameter_invalid', `metadata[${k}]`);
  return Object.fromEntries(entries) as Record<string, string>;
}

function find(call: Call, object: string, id: string, param = 'id'): StripeObject {
  const found = call.account.objects.get(id);
  if (!found || found.object !== object)
    throw invalid(`No such ${object}: '${id}'`, 'resource_missing', param, 404);
  return found;
}

function requireSecret(call: Call): void {
  if (call.publishable)
    throw invalid(
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
      'secret_key_required',
      undefined,
      401,
    );
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card of a confirmation: a test PaymentMethod (pm_card_visa…) or the stand-in's fields. */
function cardOf(params: Params): { number: string; expMonth: number; expYear: number } {
  const method = str(params.payment_method);
  if (method) {
    const number = TEST_PAYMENT_METHODS[method];
    if (!number)
      throw invalid(`No such PaymentMethod: '${method}'`, 'resource_missing', 'payment_method', 404);
    return { number, expMonth: 12, expYear: new Date().getFullYear() + 2 };
  }
  const data = params.payment_method_data;
  const card = data && typeof data === 'object' && !Array.isArray(data) ? data.card : undefined;
  if (!card || typeof card !== 'object' || Array.isArray(card))
    throw invalid(
      'You must provide a payment_method or payment_method_data[card] to confirm this PaymentIntent.',
      'parameter_missing',
      'payment_method',
    );
  const number = (str(card.number) ?? '').replace(/\D/g, '');
  return { number, expMonth: Number(str(card.exp_month) ?? 12), expYear: Number(str(card.exp_year) ?? 2099) };
}

const unexpectedState = (intent: StripeObject, action: string) =>
  invalid(
    `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}.`,
    'payment_intent_unexpected_state',
  );

function createIntent(call: Call): StripeObject {
  requireSecret(call);
  const { params } = call;
  allow(params, [
    'amount',
    'currency',
    'metadata',
    'automatic_payment_methods',
    'payment_method_types',
    'description',
    'receipt_email',
    'expand',
  ]);
  const amount = integer(params, 'amount', true)!;
  const currency = str(params.currency)?.toLowerCase();
  if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
  if (!/^[a-z]{3}$/.test(currency))
    throw invalid(`Invalid currency: ${currency}.`, 'parameter_invalid', 'currency');
  if (amount < 50) throw invalid('Amount must be at least €0.50 eur', 'amount_too_small', 'amount');
  const types = params.payment_method_types;
  if (types !== undefined && params.automatic_payment_methods !== undefined)
    throw invalid(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      'parameter_invalid',
    );
  const id = newId('pi');
  const intent: StripeObject = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods:
      params.automatic_payment_methods !== undefined ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${token(25)}`,
    confirmation_method: 'automatic',
    created: now(),
    currency,
    description: str(params.description) ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataOf(params.metadata),
    next_action: null,
    payment_method: null,
    payment_method_types: Array.isArray(types) ? types : ['card'],
    receipt_email: str(params.receipt_email) ?? null,
    status: 'requires_payment_method',
  };
  call.account.objects.set(id, intent);
  return intent;
}

/** With a publishable key, only the holder of the client secret reads or confirms an intent. */
function intentFor(call: Call, id: string): StripeObject {
  const intent = find(call, 'payment_intent', id);
  if (call.publishable && str(call.params.client_secret) !== intent.client_secret)
    throw invalid(
      'The client_secret provided does not match any associated PaymentIntent on this account.',
      'payment_intent_invalid_parameter',
      'client_secret',
    );
  return intent;
}

function confirmIntent(call: Call, id: string): StripeObject {
  allow(call.params, ['client_secret', 'payment_method', 'payment_method_data', 'return_url', 'expand']);
  const intent = intentFor(call, id);
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
    throw unexpectedState(intent, 'confirm');
  const card = cardOf(call.params);
  const known = CARDS[card.number];
  const today = new Date();
  const expired =
    card.expYear < today.getFullYear() ||
    (card.expYear === today.getFullYear() && card.expMonth < today.getMonth() + 1);
  const decline: [string, string, string] | undefined = !luhn(card.number)
    ? ['incorrect_number', 'incorrect_number', 'Your card number is incorrect.']
    : expired
      ? ['expired_card', 'expired_card', 'Your card has expired.']
      : known
        ? known.decline
        : [
            'card_declined',
            'test_mode_live_card',
            'Your card was declined. Your request was in test mode, but used a non test (live) card.',
          ];
  const paymentMethod = newId('pm');
  const charge: StripeObject = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: decline ? 0 : intent.amount,
    amount_refunded: 0,
    balance_transaction: null,
    captured: !decline,
    created: now(),
    currency: intent.currency,
    description: intent.description,
    failure_code: decline?.[0] ?? null,
    failure_message: decline?.[2] ?? null,
    livemode: false,
    // Stripe copies the intent's metadata to its charges
    metadata: structuredClone(intent.metadata),
    paid: !decline,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: {
      type: 'card',
      card: {
        brand: known?.brand ?? 'unknown',
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
    },
    refunded: false,
    status: decline ? 'failed' : 'succeeded',
  };
  call.account.objects.set(charge.id, charge);
  intent.latest_charge = charge.id;
  if (!decline) {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      payment_method: paymentMethod,
      last_payment_error: null,
    });
    call.emit('payment_intent.succeeded', intent);
    return intent;
  }
  const [code, declineCode, message] = decline;
  const error = { type: 'card_error', code, decline_code: declineCode, message, charge: charge.id };
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: {
      ...error,
      payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
    },
  });
  call.emit('payment_intent.payment_failed', intent);
  throw new ApiError(402, { ...error, payment_intent: structuredClone(intent) });
}

function cancelIntent(call: Call, id: string): StripeObject {
  requireSecret(call);
  allow(call.params, ['cancellation_reason', 'expand']);
  const intent = find(call, 'payment_intent', id);
  if (!CANCELABLE.includes(String(intent.status))) throw unexpectedState(intent, 'cancel');
  const reason = str(call.params.cancellation_reason) ?? null;
  if (reason && !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(reason))
    throw invalid(`Invalid cancellation_reason: ${reason}`, 'parameter_invalid', 'cancellation_reason');
  Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: reason });
  call.emit('payment_intent.canceled', intent);
  return intent;
}

function createRefund(call: Call): StripeObject {
  requireSecret(call);
  const { params } = call;
  allow(params, ['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand']);
  const intentId = str(params.payment_intent);
  const chargeId = str(params.charge);
  if (!intentId && !chargeId)
    throw invalid(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  let charge: StripeObject;
  if (intentId) {
    const intent = find(call, 'payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string')
      throw invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        'payment_intent',
      );
    charge = find(call, 'charge', intent.latest_charge);
  } else charge = find(call, 'charge', chargeId!, 'charge');
  const left = Number(charge.amount) - Number(charge.amount_refunded);
  if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = integer(params, 'amount', false) ?? left;
  if (amount < 1 || amount > left)
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount_too_large',
      'amount',
    );
  const reason = str(params.reason) ?? null;
  if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
    throw invalid(`Invalid reason: ${reason}`, 'parameter_invalid', 'reason');
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    metadata: metadataOf(params.metadata),
    payment_intent: charge.payment_intent,
    reason,
    status: 'succeeded',
  };
  call.account.objects.set(refund.id, refund);
  charge.amount_refunded = Number(charge.amount_refunded) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  call.emit('charge.refunded', charge);
  call.emit('refund.created', refund);
  return refund;
}

function retrieve(object: string) {
  return (call: Call, id: string) => {
    requireSecret(call);
    return find(call, object, id);
  };
}

/** The endpoints: method, path (its group 1 the object's id), what they answer. */
export const ROUTES: [string, RegExp, (call: Call, id: string) => StripeObject][] = [
  ['POST', /^\/v1\/payment_intents$/, createIntent],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, intentFor],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/confirm$/, confirmIntent],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, cancelIntent],
  ['POST', /^\/v1\/refunds$/, createRefund],
  ['GET', /^\/v1\/refunds\/([^/]+)$/, retrieve('refund')],
  ['GET', /^\/v1\/charges\/([^/]+)$/, retrieve('charge')],
];

/** The account of a request's key (its secret key, sk_test_…), and whether the key is publishable. */
export function authenticate(header: string | undefined): { accountKey: string; publishable: boolean } {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString().split(':')[0] : undefined);
  const match = /^(sk|rk|pk)_test_([A-Za-z0-9_]+)$/.exec(key ?? '');
  if (!match)
    throw invalid(
      key
        ? `Invalid API Key provided: ${key.slice(0, 8)}…${key.slice(-4)} (the double takes test keys only)`
        : 'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
      undefined,
      undefined,
      401,
    );
  // pk_test_X and rk_test_X are keys of the account whose secret key is sk_test_X
  return { accountKey: `sk_test_${match[2]}`, publishable: match[1] === 'pk' };
}
