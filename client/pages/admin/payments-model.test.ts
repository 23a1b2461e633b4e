import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PaymentKeys } from '#shared/contracts/admin-payments.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $emptySends,
  $lastChange,
  $modesDiffer,
  $paymentKeys,
  $paymentMode,
  $paymentsStatus,
  $removedName,
  $removeRefusal,
  $saveRefusal,
  keysForm,
  keysSent,
  paymentsOpened,
  removeAsked,
  removeCancelled,
  removeConfirmed,
  typedKeys,
} from './payments-model.ts';

const AT = '2026-11-24T09:30:00.000Z';
const NONE = { hint: null, mode: null, updatedAt: null };
const KEYS: PaymentKeys = {
  vaultReady: true,
  keys: [
    { name: 'STRIPE_SECRET_KEY', hint: 'sk_live_…4242', mode: 'live', updatedAt: AT },
    { name: 'STRIPE_PUBLISHABLE_KEY', hint: 'pk_live_…9f1c', mode: 'live', updatedAt: AT },
    { name: 'STRIPE_WEBHOOK_SECRET', ...NONE },
  ],
};
const SECRET = 'sk_test_51PaRvIsSeCrEtKeYfOrTeStS4242';
const withSecret = (secret: PaymentKeys['keys'][number]): PaymentKeys => ({
  ...KEYS,
  keys: [secret, ...KEYS.keys.slice(1)],
});

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/payment-keys': ok(KEYS), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(paymentsOpened, { scope });
  return { api, scope };
}

describe('the payment keys’ model (ADR 012 "Payment")', () => {
  it('reads which keys are set and the mode card payment runs in', async () => {
    const { scope } = await opened();
    expect(scope.getState($paymentKeys)).toEqual(KEYS);
    expect(scope.getState($paymentsStatus)).toBe(200);
    expect(scope.getState($paymentMode)).toBe('live');
    expect(scope.getState($modesDiffer)).toBe(false);
  });

  it('says when the secret and publishable keys are of different modes', async () => {
    const { scope } = await opened({
      'GET /admin/payment-keys': ok(
        withSecret({ name: 'STRIPE_SECRET_KEY', hint: 'sk_test_…4242', mode: 'test', updatedAt: AT }),
      ),
    });
    expect(scope.getState($paymentMode)).toBe('test');
    expect(scope.getState($modesDiffer)).toBe(true);
  });

  it('leaves the page to the panel’s refusal when the API refuses the keys', async () => {
    const { scope } = await opened({ 'GET /admin/payment-keys': failure(403) });
    expect(scope.getState($paymentsStatus)).toBe(403);
    expect(scope.getState($paymentKeys)).toBeNull();
  });

  it('sends only the keys typed, trimmed, and shows back what the API answers', async () => {
    const saved = withSecret({
      name: 'STRIPE_SECRET_KEY',
      hint: 'sk_test_…4242',
      mode: 'test',
      updatedAt: AT,
    });
    const { api, scope } = await opened({ 'PUT /admin/payment-keys': ok(saved) });
    await allSettled(keysSent, {
      scope,
      params: { STRIPE_SECRET_KEY: `  ${SECRET} `, STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '  ' },
    });
    expect(api.called('PUT /admin/payment-keys')[0]?.body).toEqual({ values: { STRIPE_SECRET_KEY: SECRET } });
    expect(scope.getState($paymentKeys)).toEqual(saved);
    expect(scope.getState($lastChange)).toEqual({ kind: 'saved', names: ['STRIPE_SECRET_KEY'], count: 1 });
    // no store keeps what was typed
    expect(JSON.stringify(scope.getState($lastChange))).not.toContain(SECRET);
  });

  it('sends nothing when no field is typed, and says so each time', async () => {
    const { api, scope } = await opened();
    await allSettled(keysSent, { scope, params: { STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '' } });
    await allSettled(keysSent, { scope, params: {} });
    expect(api.called('PUT /admin/payment-keys')).toHaveLength(0);
    expect(scope.getState($emptySends)).toBe(2);
    expect(typedKeys({ STRIPE_WEBHOOK_SECRET: ' whsec_abcd ' })).toEqual({
      STRIPE_WEBHOOK_SECRET: 'whsec_abcd',
    });
  });

  it('keeps the API’s field errors and its sentence for the form', async () => {
    const fields = [{ path: 'values.STRIPE_SECRET_KEY', message: 'invalid_key' }];
    const { scope } = await opened({
      'PUT /admin/payment-keys': failure(
        400,
        fields,
        'Une clé n’est pas du type attendu (sk_…, pk_…, whsec_…).',
      ),
    });
    await allSettled(keysSent, { scope, params: { STRIPE_SECRET_KEY: 'pk_test_notasecret' } });
    expect(scope.getState(keysForm.$failure)).toEqual({ fields, problem: null });
    expect(scope.getState($saveRefusal)).toEqual({
      message: 'Une clé n’est pas du type attendu (sk_…, pk_…, whsec_…).',
      status: 400,
    });
    expect(scope.getState($paymentKeys)).toEqual(KEYS);
    expect(scope.getState($lastChange)).toBeNull();
  });

  it('keeps the server’s refusal without SECRETS_KEY', async () => {
    const { scope } = await opened({
      'GET /admin/payment-keys': ok({ vaultReady: false, keys: KEYS.keys.map((k) => ({ ...k, ...NONE })) }),
      'PUT /admin/payment-keys': failure(409, null, 'Le serveur n’a pas de SECRETS_KEY.'),
    });
    expect(scope.getState($paymentKeys)?.vaultReady).toBe(false);
    expect(scope.getState($paymentMode)).toBeNull();
    await allSettled(keysSent, { scope, params: { STRIPE_SECRET_KEY: SECRET } });
    expect(scope.getState($saveRefusal)?.status).toBe(409);
    expect(scope.getState(keysForm.$failure)?.problem).toBe('conflict');
  });

  it('removes a key only once confirmed', async () => {
    const without = withSecret({ name: 'STRIPE_SECRET_KEY', ...NONE });
    const { api, scope } = await opened({ 'DELETE /admin/payment-keys/STRIPE_SECRET_KEY': ok(without) });
    await allSettled(removeAsked, { scope, params: 'STRIPE_SECRET_KEY' });
    await allSettled(removeCancelled, { scope });
    await allSettled(removeConfirmed, { scope });
    expect(api.called('DELETE /admin/payment-keys/STRIPE_SECRET_KEY')).toHaveLength(0);

    await allSettled(removeAsked, { scope, params: 'STRIPE_SECRET_KEY' });
    expect(scope.getState($removedName)).toBe('STRIPE_SECRET_KEY');
    await allSettled(removeConfirmed, { scope });
    expect(api.called('DELETE /admin/payment-keys/STRIPE_SECRET_KEY')).toHaveLength(1);
    expect(scope.getState($paymentKeys)).toEqual(without);
    expect(scope.getState($removedName)).toBeNull();
    expect(scope.getState($lastChange)).toEqual({ kind: 'removed', name: 'STRIPE_SECRET_KEY', count: 1 });
    expect(scope.getState($paymentMode)).toBeNull();
  });

  it('keeps the dialog open with the API’s sentence when a removal is refused', async () => {
    const { scope } = await opened({
      'DELETE /admin/payment-keys/STRIPE_WEBHOOK_SECRET': failure(500, null, ''),
    });
    await allSettled(removeAsked, { scope, params: 'STRIPE_WEBHOOK_SECRET' });
    await allSettled(removeConfirmed, { scope });
    expect(scope.getState($removedName)).toBe('STRIPE_WEBHOOK_SECRET');
    expect(scope.getState($removeRefusal)).toEqual({ message: '', status: 500 });
    expect(scope.getState($paymentKeys)).toEqual(KEYS);
  });
});
