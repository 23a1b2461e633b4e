// A local Stripe-compatible double (ADR 012, "Payment"): Stripe's servers cannot be reached from
// this machine, so tests and development point the Stripe SDK at this server (STRIPE_API_URL)
// and the checkout page at its stand-in for Stripe.js (STRIPE_JS_URL, stripe-double.browser.js).
// It answers the few endpoints Parvis uses as the SDK sends them (form bodies with bracket keys,
// a Bearer key, Idempotency-Key), keeps each test key's objects apart as Stripe keeps accounts
// apart, and signs its webhooks exactly as Stripe does, so the SDK's own check runs on them.
//
// Events emitted: payment_intent.succeeded, payment_intent.payment_failed, payment_intent.canceled,
// charge.refunded then refund.created (one refund); `emit` sends any other. A delivery is tried
// once; `redeliver` stands for Stripe's retries. Not modelled: captures, 3-D Secure, a charge's
// list of refunds, idempotency keys expiring after 24 hours.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  type Account,
  ApiError,
  authenticate,
  type Call,
  canonical,
  invalid,
  newId,
  now,
  parseStripeForm,
  ROUTES,
  type StripeObject,
} from './stripe-double-api.ts';

export type { StripeObject };

export interface StripeDoubleEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StripeObject };
}

/** Where an account's events go: the URL, and the Host header naming the site. */
export interface WebhookTarget {
  url: string;
  host: string;
}

export interface Delivery {
  event: StripeDoubleEvent;
  accountKey: string;
  url: string;
  host: string;
  /** The status answered; null when nothing answered (`error` says why). */
  status: number | null;
  error: string | null;
}

export interface StripeDoubleOptions {
  /** Where an event of the account (its secret key, sk_test_…) is sent; null: nowhere. */
  webhook: (event: StripeDoubleEvent, accountKey: string) => WebhookTarget | null;
  /** The account's webhook signing secret (whsec_…); null: its events are not sent. */
  webhookSecret: (accountKey: string) => string | null;
  /** 0 (the default): a free port. */
  port?: number;
  onDelivery?: (delivery: Delivery) => void;
}

export interface StripeDouble {
  /** STRIPE_API_URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** STRIPE_JS_URL, e.g. http://127.0.0.1:41234/v3/ */
  readonly jsUrl: string;
  /** Every event, delivered or not, in the order emitted. */
  readonly events: readonly StripeDoubleEvent[];
  readonly deliveries: readonly Delivery[];
  /** The current state of an object of any account (a copy). */
  object(id: string): StripeObject | undefined;
  /** Confirms a PaymentIntent with a card as the browser stand-in does (4242…: paid). */
  confirm(paymentIntentId: string, card?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /**
   * Sends an event of any type about any object, once delivered. Its account: `accountKey`, else
   * the one holding the object, or the PaymentIntent it names (`payment_intent`).
   */
  emit(type: string, object: StripeObject, accountKey?: string): Promise<StripeDoubleEvent>;
  /** Sends an event again, `times` times, at once unless `parallel: false`. */
  redeliver(eventId: string, times?: number, options?: { parallel?: boolean }): Promise<Delivery[]>;
  /** Resolves once every delivery under way has answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const BROWSER_SCRIPT = readFileSync(new URL('./stripe-double.browser.js', import.meta.url), 'utf8');
const ORIGIN_PLACEHOLDER = "'http://stripe-double.invalid'";

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const accounts = new Map<string, Account>();
  const events: StripeDoubleEvent[] = [];
  const eventAccounts = new Map<string, Account>();
  const deliveries: Delivery[] = [];
  const underway = new Set<Promise<unknown>>();
  let queue: Promise<unknown> = Promise.resolve();

  const accountOf = (key: string): Account => {
    const account = accounts.get(key) ?? { key, objects: new Map(), replays: new Map() };
    accounts.set(key, account);
    return account;
  };
  const track = <T>(promise: Promise<T>): Promise<T> => {
    underway.add(promise);
    void promise.finally(() => underway.delete(promise));
    return promise;
  };

  async function deliver(account: Account, event: StripeDoubleEvent): Promise<Delivery | null> {
    const target = options.webhook(event, account.key);
    if (!target) return null;
    const secret = options.webhookSecret(account.key);
    const delivery: Delivery = { event, accountKey: account.key, ...target, status: null, error: null };
    if (!secret) delivery.error = 'no webhook secret for this account';
    else {
      // Stripe's scheme: t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<exact body>")
      const payload = JSON.stringify(event, null, 2);
      const t = now();
      const v1 = createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
      try {
        delivery.status = await post(target, payload, `t=${t},v1=${v1}`);
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
    }
    deliveries.push(delivery);
    options.onDelivery?.(delivery);
    return delivery;
  }

  function emitEvent(
    account: Account,
    type: string,
    object: StripeObject,
    request?: { id: string; idempotencyKey: string | null; version: string },
  ): StripeDoubleEvent {
    const event: StripeDoubleEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: request?.version ?? Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    eventAccounts.set(event.id, account);
    // after the API answer, one event after the other, as Stripe usually (not surely) does
    queue = track(
      queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => deliver(account, event)),
    );
    return event;
  }

  function answer(
    request: http.IncomingMessage,
    body: string,
    requestId: string,
  ): { status: number; body: unknown; replayed?: true } {
    const url = new URL(request.url ?? '/', 'http://double');
    const method = request.method ?? 'GET';
    const route = ROUTES.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route)
      throw invalid(`Unrecognized request URL (${method}: ${url.pathname}).`, undefined, undefined, 404);
    const { accountKey, publishable } = authenticate(request.headers.authorization);
    const account = accountOf(accountKey);
    const idempotencyKey =
      method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
    const cause = {
      id: requestId,
      idempotencyKey: idempotencyKey ?? null,
      version: (request.headers['stripe-version'] as string | undefined) ?? Stripe.API_VERSION,
    };
    const call: Call = {
      account,
      publishable,
      params: parseStripeForm(method === 'GET' ? url.search.slice(1) : body),
      emit: (type, object) => emitEvent(account, type, object, cause),
    };
    const routeName = `${method} ${url.pathname}`;
    const params = canonical(call.params);
    if (idempotencyKey) {
      const replay = account.replays.get(idempotencyKey);
      if (replay) {
        if (replay.route !== routeName || replay.params !== params)
          throw new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        return { status: replay.status, body: replay.body, replayed: true };
      }
    }
    let result: { status: number; body: unknown };
    try {
      result = { status: 200, body: structuredClone(route[2](call, route[1].exec(url.pathname)?.[1] ?? '')) };
    } catch (error) {
      // Stripe keeps the outcome of a request that ran (a decline too), not of one refused unread
      if (!(error instanceof ApiError) || error.status !== 402) throw error;
      result = { status: 402, body: { error: error.error } };
    }
    if (idempotencyKey) account.replays.set(idempotencyKey, { route: routeName, params, ...result });
    return result;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestId = newId('req');
      const headers: Record<string, string> = {
        'Request-Id': requestId,
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cache-Control': 'no-store',
      };
      const send = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
        response.writeHead(status, { ...headers, 'Content-Type': type, ...extra });
        response.end(body);
      };
      const path = new URL(request.url ?? '/', 'http://double').pathname;
      if (request.method === 'OPTIONS')
        return send(204, 'text/plain', '', {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
          'Access-Control-Max-Age': '600',
        });
      if ((request.method === 'GET' || request.method === 'HEAD') && (path === '/v3' || path === '/v3/')) {
        // the origin the browser reached this server at, for the stand-in's own API calls
        const origin = `http://${request.headers.host ?? new URL(double.url).host}`;
        const script = BROWSER_SCRIPT.replace(ORIGIN_PLACEHOLDER, JSON.stringify(origin));
        return send(200, 'text/javascript; charset=utf-8', script);
      }
      try {
        const result = answer(request, Buffer.concat(chunks).toString('utf8'), requestId);
        send(
          result.status,
          'application/json',
          JSON.stringify(result.body, null, 2),
          result.replayed ? { 'Idempotent-Replayed': 'true' } : {},
        );
      } catch (error) {
        const failure =
          error instanceof ApiError
            ? error
            : new ApiError(500, { type: 'api_error', message: `The double failed: ${String(error)}` });
        send(failure.status, 'application/json', JSON.stringify({ error: failure.error }, null, 2), {
          // the SDK does not retry what would fail the same way again
          'Stripe-Should-Retry': 'false',
        });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const ownerOf = (id: string) => [...accounts.values()].find((account) => account.objects.has(id));

  const double: StripeDouble = {
    url,
    jsUrl: `${url}/v3/`,
    events,
    deliveries,
    object: (id) => {
      const found = ownerOf(id)?.objects.get(id);
      return found && structuredClone(found);
    },
    async confirm(paymentIntentId, card = '4242 4242 4242 4242') {
      const intent = ownerOf(paymentIntentId)?.objects.get(paymentIntentId);
      if (!intent) throw new Error(`The Stripe double has no PaymentIntent ${paymentIntentId}`);
      const publishable = ownerOf(paymentIntentId)!.key.replace(/^sk_/, 'pk_');
      const year = new Date().getFullYear() + 2;
      const response = await fetch(`${url}/v1/payment_intents/${paymentIntentId}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${publishable}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: String(intent.client_secret),
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(year),
          'payment_method_data[card][cvc]': '123',
        }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    async emit(type, object, accountKey) {
      const intent = typeof object.payment_intent === 'string' ? object.payment_intent : '';
      const account = accountKey ? accountOf(accountKey) : (ownerOf(object.id) ?? ownerOf(intent));
      if (!account) throw new Error(`No account holds ${object.id}: pass the account key to emit()`);
      const event = emitEvent(account, type, object);
      await double.settled();
      return event;
    },
    async redeliver(eventId, times = 1, { parallel = true } = {}) {
      const event = events.find((e) => e.id === eventId);
      const account = eventAccounts.get(eventId);
      if (!event || !account) throw new Error(`The Stripe double sent no event ${eventId}`);
      const sent: (Delivery | null)[] = [];
      if (parallel)
        sent.push(
          ...(await track(Promise.all(Array.from({ length: times }, () => deliver(account, event))))),
        );
      else for (let i = 0; i < times; i++) sent.push(await track(deliver(account, event)));
      return sent.filter((delivery): delivery is Delivery => delivery !== null);
    },
    async settled() {
      while (underway.size > 0) await Promise.allSettled([...underway]);
    },
    async close() {
      await double.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}

/** POSTs a signed event; resolves with the status answered. */
function post(target: WebhookTarget, payload: string, signature: string): Promise<number> {
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          Host: target.host,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          Accept: '*/*; q=0.5, application/xml',
          'Cache-Control': 'no-cache',
        },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(payload);
  });
}
