// The local Stripe double (tests/support/stripe-double.ts) against the real Stripe SDK: what the
// SDK sends it understands, what it answers the SDK reads, and its webhooks pass the SDK's own
// signature check. The browser stand-in runs here over a minimal fake DOM; the checkout's
// browser test runs it in a real browser.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../support/stripe-double.ts';

const SECRETS: Record<string, string> = { sk_test_vallon: 'whsec_vallon', sk_test_other: 'whsec_other' };
const HOSTS: Record<string, string> = { sk_test_vallon: 'vallon.test', sk_test_other: 'other.test' };

interface Arrival {
  host: string;
  signature: string;
  body: Buffer;
}

/** A stand-in for our webhook route: keeps what arrives, answers after `delay` ms. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const state = { delay: 0, status: 200, active: 0, mostAtOnce: 0 };
  const server = http.createServer((request, response) => {
    state.active += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.active);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push({
        host: request.headers.host ?? '',
        signature: String(request.headers['stripe-signature']),
        body: Buffer.concat(chunks),
      });
      setTimeout(() => {
        state.active -= 1;
        response.writeHead(state.status).end();
      }, state.delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/custom-stripe/webhook`;
  const of = (eventId: string) => arrivals.filter((a) => JSON.parse(a.body.toString()).id === eventId);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, arrivals, state, of, close };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let double: StripeDouble;
let stripe: Stripe;
let other: Stripe;

const client = (key: string) => {
  const api = new URL(double.url);
  return new Stripe(key, { host: api.hostname, port: api.port, protocol: 'http', maxNetworkRetries: 0 });
};

beforeAll(async () => {
  receiver = await startReceiver();
  double = await startStripeDouble({
    webhook: (_event, key) => (HOSTS[key] ? { url: receiver.url, host: HOSTS[key] } : null),
    webhookSecret: (key) => SECRETS[key] ?? null,
  });
  stripe = client('sk_test_vallon');
  other = client('sk_test_other');
});

afterAll(async () => {
  await double?.close();
  await receiver?.close();
});

const order = (orderId: string) => ({
  amount: 4_250,
  currency: 'eur',
  automatic_payment_methods: { enabled: true },
  description: 'Domaine du Vallon V-2026-0001',
  metadata: { siteId: '7', orderId, number: 'V-2026-0001' },
});

/** The one delivery of an event, once it has arrived. */
async function arrivalOf(eventId: string): Promise<Arrival> {
  await double.settled();
  const [arrival, ...more] = receiver.of(eventId);
  expect(more).toHaveLength(0);
  return arrival!;
}

const eventOf = (type: string, objectId: string) =>
  double.events.findLast((e) => e.type === type && e.data.object.id === objectId)!;

describe('the Stripe API double', () => {
  it('creates a PaymentIntent once per idempotency key, and refuses the key with other parameters', async () => {
    const created = await stripe.paymentIntents.create(order('1'), { idempotencyKey: 'parvis-order-7-1' });
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 4_250,
      currency: 'eur',
      status: 'requires_payment_method',
      metadata: { siteId: '7', orderId: '1', number: 'V-2026-0001' },
      latest_charge: null,
      livemode: false,
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));

    const again = await stripe.paymentIntents.create(order('1'), { idempotencyKey: 'parvis-order-7-1' });
    expect(again.id).toBe(created.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    await expect(
      stripe.paymentIntents.create({ ...order('1'), amount: 9_999 }, { idempotencyKey: 'parvis-order-7-1' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      rawType: 'idempotency_error',
      statusCode: 400,
    });
    const unkeyed = await stripe.paymentIntents.create(order('1'));
    expect(unkeyed.id).not.toBe(created.id);
  });

  it('reads a PaymentIntent back with its own key only: another key is another account', async () => {
    const created = await stripe.paymentIntents.create(order('2'));
    expect(await stripe.paymentIntents.retrieve(created.id)).toMatchObject({ id: created.id, amount: 4_250 });
    await expect(other.paymentIntents.retrieve(created.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(other.paymentIntents.cancel(created.id)).rejects.toMatchObject({ statusCode: 404 });
    // the same idempotency key in another account is another request
    const mine = await stripe.paymentIntents.create(order('3'), { idempotencyKey: 'shared-key' });
    const theirs = await other.paymentIntents.create(order('3'), { idempotencyKey: 'shared-key' });
    expect(theirs.id).not.toBe(mine.id);
  });

  it('refuses what Stripe refuses: an unknown parameter, a too small amount, no key, a live key', async () => {
    await expect(
      stripe.paymentIntents.create({ ...order('4'), colour: 'red' } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
    await expect(stripe.paymentIntents.create({ ...order('4'), amount: 10 })).rejects.toMatchObject({
      code: 'amount_too_small',
    });
    await expect(client('sk_live_vallon').paymentIntents.retrieve('pi_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const anonymous = await fetch(`${double.url}/v1/payment_intents/pi_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('confirms a good card and sends payment_intent.succeeded, signed so the SDK accepts it', async () => {
    const created = await stripe.paymentIntents.create(order('5'));
    const confirmed = await double.confirm(created.id, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount_received: 4_250 });

    const intent = await stripe.paymentIntents.retrieve(created.id);
    expect(intent.status).toBe('succeeded');
    expect(intent.latest_charge).toMatch(/^ch_/);

    const sent = eventOf('payment_intent.succeeded', created.id);
    expect(sent.request.id).toMatch(/^req_/);
    const arrival = await arrivalOf(sent.id);
    expect(arrival.host).toBe('vallon.test');
    expect(arrival.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = Stripe.webhooks.constructEvent(arrival.body, arrival.signature, 'whsec_vallon');
    expect(event).toMatchObject({
      id: sent.id,
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: {
        object: { id: created.id, status: 'succeeded', amount_received: 4_250, metadata: { orderId: '5' } },
      },
    });
    expect(() => Stripe.webhooks.constructEvent(arrival.body, arrival.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const changed = Buffer.from(arrival.body);
    changed[changed.indexOf('4250')] = '5'.charCodeAt(0);
    expect(() => Stripe.webhooks.constructEvent(changed, arrival.signature, 'whsec_vallon')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    // a paid intent is not paid again
    expect((await double.confirm(created.id)).body).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('answers a declined card with 402 and payment_intent.payment_failed; the card can be changed', async () => {
    const created = await stripe.paymentIntents.create(order('6'));
    const declined = await double.confirm(created.id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    const failed = eventOf('payment_intent.payment_failed', created.id);
    expect(failed.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    const arrival = await arrivalOf(failed.id);
    expect(Stripe.webhooks.constructEvent(arrival.body, arrival.signature, 'whsec_vallon').type).toBe(
      'payment_intent.payment_failed',
    );
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_payment_method');

    expect((await double.confirm(created.id, '4242424242424242')).body).toMatchObject({
      status: 'succeeded',
    });
  });

  it('confirms with the publishable key only with the client secret, and only in its account', async () => {
    const created = await stripe.paymentIntents.create(order('7'));
    const confirm = (key: string, clientSecret: string) =>
      fetch(`${double.url}/v1/payment_intents/${created.id}/confirm`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        body: new URLSearchParams({ client_secret: clientSecret, payment_method: 'pm_card_visa' }),
      });
    expect((await confirm('pk_test_vallon', `${created.id}_secret_wrong`)).status).toBe(400);
    expect((await confirm('pk_test_other', created.client_secret!)).status).toBe(404);
    expect((await confirm('pk_test_vallon', created.client_secret!)).status).toBe(200);
    // a publishable key creates nothing
    await expect(client('pk_test_vallon').paymentIntents.create(order('7'))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('cancels an unpaid intent, which then cannot be paid', async () => {
    const created = await stripe.paymentIntents.create(order('8'));
    const cancelled = await stripe.paymentIntents.cancel(created.id);
    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: null });
    expect(cancelled.canceled_at).toEqual(expect.any(Number));
    expect(eventOf('payment_intent.canceled', created.id)).toBeDefined();
    expect((await double.confirm(created.id)).body).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
    await expect(stripe.paymentIntents.cancel(created.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refunds once per idempotency key and sends charge.refunded then refund.created', async () => {
    const created = await stripe.paymentIntents.create(order('9'));
    await expect(stripe.refunds.create({ payment_intent: created.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
    await double.confirm(created.id);
    const ask = () =>
      stripe.refunds.create(
        { payment_intent: created.id, metadata: { orderId: '9', number: 'V-2026-0001' } },
        { idempotencyKey: 'parvis-refund-7-9' },
      );
    const refund = await ask();
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 4_250,
      status: 'succeeded',
      payment_intent: created.id,
      metadata: { orderId: '9' },
    });
    expect((await ask()).id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: created.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const charge = await stripe.charges.retrieve(refund.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 4_250, refunded: true, payment_intent: created.id });
    await double.settled();
    const types = double.events
      .filter((e) => [refund.id, charge.id].includes(e.data.object.id))
      .map((e) => e.type);
    expect(types).toEqual(['charge.refunded', 'refund.created']);
    const refunded = eventOf('charge.refunded', charge.id);
    const arrival = await arrivalOf(refunded.id);
    const event = Stripe.webhooks.constructEvent(arrival.body, arrival.signature, 'whsec_vallon');
    expect(event.data.object).toMatchObject({
      object: 'charge',
      payment_intent: created.id,
      amount: 4_250,
      amount_refunded: 4_250,
      refunded: true,
      metadata: { orderId: '9' },
    });
  });

  it('refunds part of a charge, then the rest, and never more than was paid', async () => {
    const created = await stripe.paymentIntents.create(order('10'));
    await double.confirm(created.id);
    await stripe.refunds.create({ payment_intent: created.id, amount: 1_000 });
    expect(double.object(String(double.object(created.id)!.latest_charge))).toMatchObject({
      amount_refunded: 1_000,
      refunded: false,
    });
    await expect(stripe.refunds.create({ payment_intent: created.id, amount: 4_000 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect(await stripe.refunds.create({ payment_intent: created.id })).toMatchObject({ amount: 3_250 });
  });

  it('sends an event again, five times at once, as Stripe may', async () => {
    const created = await stripe.paymentIntents.create(order('11'));
    await double.confirm(created.id);
    const sent = eventOf('payment_intent.succeeded', created.id);
    await arrivalOf(sent.id);
    receiver.state.delay = 200;
    receiver.state.mostAtOnce = 0;
    try {
      const deliveries = await double.redeliver(sent.id, 5);
      expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
      expect(receiver.state.mostAtOnce).toBe(5);
      const arrivals = receiver.of(sent.id);
      expect(arrivals).toHaveLength(6);
      for (const arrival of arrivals)
        expect(Stripe.webhooks.constructEvent(arrival.body, arrival.signature, 'whsec_vallon').id).toBe(
          sent.id,
        );

      receiver.state.mostAtOnce = 0;
      await double.redeliver(sent.id, 2, { parallel: false });
      expect(receiver.state.mostAtOnce).toBe(1);
    } finally {
      receiver.state.delay = 0;
    }
  });

  it('records the status answered, and emits any event for tests of events out of order', async () => {
    const created = await stripe.paymentIntents.create(order('12'));
    receiver.state.status = 500;
    try {
      const event = await double.emit('charge.refunded', {
        id: 'ch_early',
        object: 'charge',
        payment_intent: created.id,
        amount: 4_250,
        amount_refunded: 4_250,
        refunded: true,
      });
      expect(double.deliveries.at(-1)).toMatchObject({
        event: { id: event.id },
        accountKey: 'sk_test_vallon',
        host: 'vallon.test',
        status: 500,
      });
      expect(event.data.object).toMatchObject({ id: 'ch_early', payment_intent: created.id });
      await expect(double.emit('charge.refunded', { id: 'ch_nobody', object: 'charge' })).rejects.toThrow(
        /pass the account key/,
      );
    } finally {
      receiver.state.status = 200;
    }
  });
});

/** Just enough of a DOM for the stand-in: elements, attributes, events, focus. */
class FakeElement {
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  readonly attributes = new Map<string, string>();
  readonly style: Record<string, string> = {};
  readonly listeners = new Map<string, (() => void)[]>();
  textContent = '';
  value = '';
  id = '';
  readonly tagName: string;
  readonly doc: { activeElement: FakeElement | null };
  constructor(tagName: string, doc: { activeElement: FakeElement | null }) {
    this.tagName = tagName;
    this.doc = doc;
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {
    this.doc.activeElement = this;
  }
  type(text: string) {
    this.value = text;
    for (const listener of this.listeners.get('input') ?? []) listener();
  }
  *all(): Generator<FakeElement> {
    for (const child of this.children) {
      yield child;
      yield* child.all();
    }
  }
}

interface StripeElement {
  mount(target: unknown): void;
  on(event: string, callback: (payload: unknown) => void): StripeElement;
  destroy(): void;
}
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): {
    create(kind: 'payment'): StripeElement;
  };
  confirmPayment(
    options: object,
  ): Promise<{ error?: Record<string, unknown>; paymentIntent?: { status: string } }>;
}

describe('the Stripe.js stand-in', () => {
  const load = async () => {
    const response = await fetch(double.jsUrl);
    const doc = { activeElement: null as FakeElement | null };
    const body = new FakeElement('BODY', doc);
    const document = {
      ...doc,
      get activeElement() {
        return doc.activeElement;
      },
      body,
      createElement: (tag: string) => new FakeElement(tag.toUpperCase(), doc),
      querySelector: (selector: string) => [...body.all()].find((e) => `#${e.id}` === selector) ?? null,
    };
    const location = { href: 'http://vallon.test/commande/V-2026-0001/paiement?cle=abc', assign: vi.fn() };
    const context = vm.createContext({ document, location, fetch, URL, URLSearchParams, setTimeout });
    vm.runInContext(await response.clone().text(), context);
    return { response, body, document, location, Stripe: context.Stripe as (key: string) => StripeJs };
  };

  /** Mounts the Payment Element of a new intent, as the checkout page does. */
  const mounted = async (orderId: string) => {
    const page = await load();
    const created = await stripe.paymentIntents.create(order(orderId));
    const container = new FakeElement('DIV', page.document as never);
    container.id = 'payment';
    page.body.append(container);
    const js = page.Stripe('pk_test_vallon');
    const elements = js.elements({ clientSecret: created.client_secret!, locale: 'fr' });
    const ready = new Promise((resolve) => elements.create('payment').on('ready', resolve).mount('#payment'));
    await ready;
    const inputs = [...container.all()].filter((e) => e.tagName === 'INPUT');
    const [number, expiry, cvc] = inputs as [FakeElement, FakeElement, FakeElement];
    const fill = (card: string) => {
      number.type(card);
      expiry.type(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
      cvc.type('123');
    };
    return { ...page, js, elements, created, container, inputs, number, fill };
  };

  it('is served as JavaScript to any origin, and defines Stripe', async () => {
    const { response, Stripe: factory } = await load();
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain(JSON.stringify(double.url));
    expect(typeof factory).toBe('function');
    expect(() => factory('')).toThrow(/publishable key/);
  });

  it('renders labelled French card fields with their autocomplete, and no frame', async () => {
    const { container, inputs } = await mounted('20');
    const labels = [...container.all()].filter((e) => e.tagName === 'LABEL');
    expect(labels.map((l) => [l.textContent, l.getAttribute('for')])).toEqual(
      inputs.map((input, i) => [
        ['Numéro de carte', 'Date d’expiration (MM/AA)', 'Cryptogramme'][i],
        input.id,
      ]),
    );
    expect(inputs.map((i) => i.getAttribute('autocomplete'))).toEqual(['cc-number', 'cc-exp', 'cc-csc']);
    expect([...container.all()].some((e) => e.tagName === 'IFRAME')).toBe(false);
  });

  it('refuses an incomplete card before any call, and marks its field', async () => {
    const { js, elements, number, document } = await mounted('21');
    number.type('4242 4242');
    const result = await js.confirmPayment({ elements, redirect: 'if_required' });
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
  });

  it('answers a declined card in French, without leaving the page', async () => {
    const { js, elements, fill, location, created } = await mounted('22');
    fill('4000 0000 0000 0002');
    const result = await js.confirmPayment({
      elements,
      confirmParams: { return_url: '/commande/V-2026-0001' },
    });
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Votre carte a été refusée.',
    });
    expect(location.assign).not.toHaveBeenCalled();
    expect(double.object(created.id)).toMatchObject({ status: 'requires_payment_method' });
  });

  it('pays and goes to the return URL with the intent, as Stripe.js does', async () => {
    const { js, elements, fill, location, created } = await mounted('23');
    fill('4242 4242 4242 4242');
    void js.confirmPayment({ elements, confirmParams: { return_url: '/commande/V-2026-0001?cle=abc' } });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledOnce());
    const back = new URL(location.assign.mock.calls[0]![0] as string);
    expect(back.origin + back.pathname).toBe('http://vallon.test/commande/V-2026-0001');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      cle: 'abc',
      payment_intent: created.id,
      payment_intent_client_secret: created.client_secret,
      redirect_status: 'succeeded',
    });
    expect(double.object(created.id)).toMatchObject({ status: 'succeeded' });
  });

  it("resolves with the paid intent when asked redirect: 'if_required'", async () => {
    const { js, elements, fill } = await mounted('24');
    fill('4242424242424242');
    const result = await js.confirmPayment({ elements, redirect: 'if_required' });
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
  });
});
