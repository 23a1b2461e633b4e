// The stand-in for Stripe.js that the local Stripe double serves at /v3/ (stripe-double.ts; ADR 012,
// "Payment"). It has the calls of Stripe.js that the checkout page makes (Stripe(), elements(),
// create('payment'), mount(), confirmPayment(), retrievePaymentIntent()), with their documented
// shapes, so the page runs unchanged over either. The card form is plain labelled inputs in the
// page (no iframe: no other origin to protect here), in French, styled through the CSSOM so that
// a strict style-src admits it, in the page's own fonts.
(() => {
  // the double puts here its origin as the browser reached it
  const API_ORIGIN = 'http://stripe-double.invalid';

  const MESSAGES = {
    incomplete_number: 'Le numéro de carte est incomplet.',
    invalid_number: 'Le numéro de carte n’est pas valide.',
    incorrect_number: 'Le numéro de carte est incorrect.',
    incomplete_expiry: 'La date d’expiration de la carte est incomplète.',
    invalid_expiry_month: 'Le mois d’expiration de la carte n’est pas valide.',
    invalid_expiry_year_past: 'La date d’expiration de la carte est passée.',
    incomplete_cvc: 'Le cryptogramme de la carte est incomplet.',
    card_declined: 'Votre carte a été refusée.',
    insufficient_funds: 'Le solde de votre carte est insuffisant.',
    expired_card: 'Votre carte a expiré.',
    payment_intent_unexpected_state: 'Ce paiement a déjà été effectué ou annulé.',
    api_connection_error: 'Le service de paiement est injoignable. Réessayez dans un instant.',
  };

  class IntegrationError extends Error {
    constructor(message) {
      super(message);
      this.name = 'IntegrationError';
    }
  }

  const groups = new WeakMap();
  const readers = new WeakMap();
  let mounted = 0;

  function luhn(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function field(name, label, attributes) {
    const wrapper = document.createElement('div');
    const labelNode = document.createElement('label');
    const input = document.createElement('input');
    input.id = `stripe-double-${name}-${mounted}`;
    labelNode.setAttribute('for', input.id);
    labelNode.textContent = label;
    input.setAttribute('type', 'text');
    input.setAttribute('name', name);
    input.setAttribute('aria-required', 'true');
    for (const [key, value] of Object.entries(attributes)) input.setAttribute(key, value);
    Object.assign(wrapper.style, { flex: '1 1 8rem', minWidth: '0' });
    Object.assign(labelNode.style, { display: 'block', marginBottom: '0.25rem' });
    Object.assign(input.style, {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      font: 'inherit',
      color: 'inherit',
      padding: '0.5rem',
      border: '1px solid currentColor',
      borderRadius: '4px',
    });
    wrapper.append(labelNode, input);
    return { wrapper, input };
  }

  /** The card's fields, checked as Stripe.js checks them before any call: the card, or what is wrong. */
  function check(inputs) {
    const number = inputs.number.value.trim().replace(/[\s-]/g, '');
    if (/\D/.test(number)) return { code: 'invalid_number', input: inputs.number };
    if (number.length < 13) return { code: 'incomplete_number', input: inputs.number };
    if (number.length > 19 || !luhn(number)) return { code: 'invalid_number', input: inputs.number };
    const expiry = inputs.expiry.value.replace(/\D/g, '');
    if (expiry.length !== 4 && expiry.length !== 6)
      return { code: 'incomplete_expiry', input: inputs.expiry };
    const month = Number(expiry.slice(0, 2));
    const year = expiry.length === 4 ? 2000 + Number(expiry.slice(2)) : Number(expiry.slice(2));
    if (month < 1 || month > 12) return { code: 'invalid_expiry_month', input: inputs.expiry };
    const today = new Date();
    if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1))
      return { code: 'invalid_expiry_year_past', input: inputs.expiry };
    const cvc = inputs.cvc.value.trim();
    if (!/^\d{3,4}$/.test(cvc)) return { code: 'incomplete_cvc', input: inputs.cvc };
    return { card: { number, exp_month: String(month), exp_year: String(year), cvc } };
  }

  /** The card, or a validation error with its field marked invalid and focused. */
  function read(inputs) {
    for (const input of Object.values(inputs)) input.removeAttribute('aria-invalid');
    const result = check(inputs);
    if (result.card) return result;
    result.input.setAttribute('aria-invalid', 'true');
    result.input.focus();
    return { error: { type: 'validation_error', code: result.code, message: MESSAGES[result.code] } };
  }

  function createPaymentElement(onDestroy) {
    const listeners = new Map();
    let root = null;
    let inputs = null;
    const emit = (type, payload) => {
      for (const callback of listeners.get(type) ?? []) callback(payload);
    };
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node)
          throw new IntegrationError(
            `The selector you specified (${target}) applies to no DOM elements that are currently on the page.`,
          );
        if (root)
          throw new IntegrationError('This Element is already mounted. Use unmount() before mounting again.');
        mounted += 1;
        root = document.createElement('div');
        root.setAttribute('role', 'group');
        root.setAttribute('aria-label', 'Carte bancaire');
        Object.assign(root.style, { display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });
        const number = field('cardnumber', 'Numéro de carte', {
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          placeholder: '1234 1234 1234 1234',
          maxlength: '23',
        });
        Object.assign(number.wrapper.style, { flex: '1 1 100%' });
        const expiry = field('exp-date', 'Date d’expiration (MM/AA)', {
          autocomplete: 'cc-exp',
          inputmode: 'numeric',
          placeholder: 'MM/AA',
          maxlength: '7',
        });
        const cvc = field('cvc', 'Cryptogramme', {
          autocomplete: 'cc-csc',
          inputmode: 'numeric',
          placeholder: '123',
          maxlength: '4',
        });
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        for (const input of Object.values(inputs)) {
          input.addEventListener('input', () => {
            const empty = Object.values(inputs).every((i) => i.value === '');
            const complete = !empty && Boolean(check(inputs).card);
            emit('change', { elementType: 'payment', empty, complete, value: { type: 'card' } });
          });
          input.addEventListener('focus', () => emit('focus', { elementType: 'payment' }));
          input.addEventListener('blur', () => emit('blur', { elementType: 'payment' }));
        }
        root.append(number.wrapper, expiry.wrapper, cvc.wrapper);
        node.append(root);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      unmount() {
        root?.remove();
        root = null;
        inputs = null;
      },
      destroy() {
        element.unmount();
        listeners.clear();
        onDestroy();
      },
      on(type, callback) {
        listeners.set(type, [...(listeners.get(type) ?? []), callback]);
        return element;
      },
      off(type, callback) {
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((c) => c !== callback),
        );
        return element;
      },
      focus() {
        inputs?.number.focus();
      },
      clear() {
        for (const input of Object.values(inputs ?? {})) input.value = '';
      },
    };
    readers.set(element, () => (inputs ? read(inputs) : null));
    return element;
  }

  function createStripe(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey === '')
      throw new IntegrationError('Please call Stripe() with your publishable key. You used an empty string.');
    if (publishableKey.startsWith('sk_'))
      throw new IntegrationError(
        'You should not use your secret key with Stripe.js. Use a publishable key instead.',
      );

    async function call(method, path, params) {
      const query = new URLSearchParams(params).toString();
      let response;
      try {
        response = await fetch(`${API_ORIGIN}${path}${method === 'GET' ? `?${query}` : ''}`, {
          method,
          headers: {
            Authorization: `Bearer ${publishableKey}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: method === 'GET' ? undefined : query,
        });
      } catch {
        return {
          error: { type: 'api_connection_error', message: MESSAGES.api_connection_error },
        };
      }
      const body = await response.json();
      if (response.ok) return { body };
      const { error } = body;
      return {
        error: {
          ...error,
          message: MESSAGES[error.decline_code] ?? MESSAGES[error.code] ?? error.message,
        },
      };
    }

    const intentIdOf = (clientSecret) => clientSecret.split('_secret_')[0];

    return {
      elements(options = {}) {
        const { clientSecret } = options;
        if (typeof clientSecret !== 'string' || !clientSecret.includes('_secret_'))
          throw new IntegrationError(
            'Invalid value for elements(): clientSecret should be the client secret of a PaymentIntent (pi_…_secret_…).',
          );
        const group = { clientSecret, payment: null };
        const elements = {
          create(type) {
            if (type !== 'payment')
              throw new IntegrationError(
                `The Stripe double offers the 'payment' Element only, not '${type}'.`,
              );
            if (group.payment) throw new IntegrationError('Can only create one Element of type payment.');
            group.payment = createPaymentElement(() => {
              group.payment = null;
            });
            return group.payment;
          },
          getElement(type) {
            return type === 'payment' ? group.payment : null;
          },
          async submit() {
            const result = group.payment && readers.get(group.payment)();
            return result?.error ? { error: result.error } : {};
          },
          update() {},
        };
        groups.set(elements, group);
        return elements;
      },

      async confirmPayment(options = {}) {
        const { elements, confirmParams = {}, redirect = 'always' } = options;
        const group = groups.get(elements);
        if (!group)
          throw new IntegrationError(
            'Invalid value for confirmPayment(): elements should be an Elements group.',
          );
        if (redirect !== 'always' && redirect !== 'if_required')
          throw new IntegrationError(
            "Invalid value for confirmPayment(): redirect should be 'always' or 'if_required'.",
          );
        if (redirect === 'always' && !confirmParams.return_url)
          throw new IntegrationError(
            "confirmPayment(): the confirmParams.return_url argument is required unless passing redirect: 'if_required'.",
          );
        const read = group.payment && readers.get(group.payment)();
        if (!read)
          throw new IntegrationError(
            'confirmPayment(): could not retrieve data from the Payment Element. Make sure it is still mounted.',
          );
        if (read.error) return { error: read.error };
        const id = intentIdOf(group.clientSecret);
        const params = {
          client_secret: group.clientSecret,
          'payment_method_data[type]': 'card',
          ...Object.fromEntries(
            Object.entries(read.card).map(([k, v]) => [`payment_method_data[card][${k}]`, v]),
          ),
        };
        if (confirmParams.return_url) params.return_url = confirmParams.return_url;
        const result = await call('POST', `/v1/payment_intents/${id}/confirm`, params);
        if (result.error) return { error: result.error };
        const paymentIntent = result.body;
        if (redirect === 'if_required') return { paymentIntent };
        const back = new URL(confirmParams.return_url, location.href);
        back.searchParams.set('payment_intent', paymentIntent.id);
        back.searchParams.set('payment_intent_client_secret', group.clientSecret);
        back.searchParams.set('redirect_status', paymentIntent.status);
        location.assign(back.href);
        // as with Stripe.js, the page is left: the promise does not settle
        return new Promise(() => {});
      },

      async retrievePaymentIntent(clientSecret) {
        const result = await call('GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, {
          client_secret: clientSecret,
        });
        return result.error ? { error: result.error } : { paymentIntent: result.body };
      },
    };
  }
  createStripe.version = 3;

  globalThis.Stripe = createStripe;
})();
