// A shop site's payment keys in the admin panel (operators only): stored encrypted, shown back
// only as their kind and last four characters, checked for their shape and mode, audited masked,
// refused to a site's ADMIN, and refused without a vault key on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema } from '#shared/contracts/admin.ts';
import { paymentKeysSchema } from '#shared/contracts/admin-payments.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { WINE_HOST } from '../support/fixtures.ts';
import { operatorToken } from '../support/operators.ts';

let t: TestApp;
let operator: string;
let wineAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ wineAdmin } = await adminTokens(t.database));
  operator = await operatorToken(t.database, 'domaine-du-vallon');
});
afterAll(() => t?.close());

const call = adminCaller(
  () => t,
  () => operator,
);
const SECRET = 'sk_test_51PaRvIsSeCrEtKeYfOrTeStS4242';

describe('payment keys', () => {
  it('stores keys and shows back only their kind and last characters', async () => {
    const keys = expectSuccess(
      await call('put', '/admin/payment-keys', operator, WINE_HOST).send({
        values: { STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_51PaRvIsPuBlIc9f1c' },
      }),
      paymentKeysSchema,
    );
    expect(keys.vaultReady).toBe(true);
    expect(keys.keys.find((k) => k.name === 'STRIPE_SECRET_KEY')).toMatchObject({
      hint: 'sk_test_…4242',
      mode: 'test',
    });
    const listed = await call('get', '/admin/payment-keys', operator, WINE_HOST);
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);
    const log = await call('get', '/admin/audit?entity=payment_keys', operator, WINE_HOST);
    expect(JSON.stringify(expectSuccess(log, auditListSchema))).not.toContain(SECRET);
    const removed = expectSuccess(
      await call('delete', '/admin/payment-keys/STRIPE_SECRET_KEY', operator, WINE_HOST),
      paymentKeysSchema,
    );
    expect(removed.keys.find((k) => k.name === 'STRIPE_SECRET_KEY')?.hint).toBeNull();
  });

  it('refuses a key of the wrong kind or mixed modes, naming the field', async () => {
    const wrong = await call('put', '/admin/payment-keys', operator, WINE_HOST).send({
      values: { STRIPE_SECRET_KEY: 'pk_test_notasecret' },
    });
    expectFailure(wrong, 400);
    expect(fieldsOf(wrong)).toEqual([{ path: 'values.STRIPE_SECRET_KEY', message: 'invalid_key' }]);
    const mixed = await call('put', '/admin/payment-keys', operator, WINE_HOST).send({
      values: { STRIPE_SECRET_KEY: 'sk_live_abcd1234', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcd1234' },
    });
    expect(expectFailure(mixed, 400)).toMatch(/production ou toutes deux de test/);
  });

  it('is the operators’ only', async () => {
    expectFailure(await call('get', '/admin/payment-keys', wineAdmin, WINE_HOST), 403);
    expectFailure(
      await call('put', '/admin/payment-keys', wineAdmin, WINE_HOST).send({
        values: { STRIPE_SECRET_KEY: SECRET },
      }),
      403,
    );
  });
});

describe('without SECRETS_KEY on the server', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ payments: { vault: null } });
  });
  afterAll(() => bare?.close());

  it('says keys cannot be stored', async () => {
    const token = await operatorToken(bare.database, 'domaine-du-vallon');
    const noVault = adminCaller(
      () => bare,
      () => token,
    );
    const keys = expectSuccess(
      await noVault('get', '/admin/payment-keys', token, WINE_HOST),
      paymentKeysSchema,
    );
    expect(keys.vaultReady).toBe(false);
    expect(
      expectFailure(
        await noVault('put', '/admin/payment-keys', token, WINE_HOST).send({
          values: { STRIPE_SECRET_KEY: SECRET },
        }),
        409,
      ),
    ).toMatch(/SECRETS_KEY/);
  });
});
