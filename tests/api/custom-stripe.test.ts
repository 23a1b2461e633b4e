// The site's Stripe keys (ADR 012, "Payment"): kept encrypted server-side, set by an operator;
// only the publishable key is ever answered, and only when all three keys are set.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../../server/api/routes.ts';
import { siteSecrets } from '../../server/db/schema.ts';
import {
  deleteSiteSecret,
  SECRET_NAMES,
  type SecretName,
  setSiteSecret,
} from '../../server/modules/secrets/site-secrets.ts';
import { createVault, type SecretVault } from '../../server/modules/secrets/vault.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { TEST_SECRETS_KEY } from '../support/payments.ts';
import { siteId, tokenFor } from '../support/sessions.ts';

const KEYS: Record<SecretName, string> = {
  STRIPE_SECRET_KEY: 'sk_test_parvisSecretNeverAnswered',
  STRIPE_WEBHOOK_SECRET: 'whsec_parvisWebhookNeverAnswered',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_parvisPublishable',
};
const publicKeySchema = z.object({ publicKey: z.string().nullable() });

let t: TestApp;
let wine: number;
const vault = createVault(TEST_SECRETS_KEY) as SecretVault;
beforeAll(async () => {
  t = await startTestApp();
  wine = await siteId(t.database, 'domaine-du-vallon');
});
afterAll(() => t.close());

const publicKey = async (app = t, host = WINE_HOST) =>
  expectSuccess(await app.http.get('/api/custom-stripe/public-key').set('Host', host), publicKeySchema)
    .publicKey;
const setAll = (app = t) =>
  Promise.all(SECRET_NAMES.map((name) => setSiteSecret(app.database.db, vault, wine, name, KEYS[name])));
const unsetAll = () => Promise.all(SECRET_NAMES.map((name) => deleteSiteSecret(t.database.db, wine, name)));

describe('GET /custom-stripe/public-key', () => {
  it('answers null while the estate has no keys', async () => {
    expect(await publicKey()).toBeNull();
  });

  it("answers the estate's publishable key once its three keys are set, and null again without one", async () => {
    await setAll();
    try {
      expect(await publicKey()).toBe(KEYS.STRIPE_PUBLISHABLE_KEY);
      await deleteSiteSecret(t.database.db, wine, 'STRIPE_WEBHOOK_SECRET');
      expect(await publicKey()).toBeNull();
    } finally {
      await unsetAll();
    }
  });

  it('stores the keys encrypted, and answers a newer key at once (nothing cached)', async () => {
    await setAll();
    try {
      const rows = await t.database.db.select().from(siteSecrets).where(eq(siteSecrets.siteId, wine));
      expect(rows.map((r) => r.name).sort()).toEqual([...SECRET_NAMES].sort());
      for (const row of rows) expect(row.value).not.toContain(KEYS[row.name as SecretName].slice(3));
      await setSiteSecret(t.database.db, vault, wine, 'STRIPE_PUBLISHABLE_KEY', 'pk_test_parvisRotated');
      expect(await publicKey()).toBe('pk_test_parvisRotated');
    } finally {
      await unsetAll();
    }
  });

  it('takes a key that does not decrypt (another key, or copied from another name) as not set, and logs it without its value', async () => {
    await setAll();
    try {
      const [secret] = await t.database.db
        .select({ value: siteSecrets.value })
        .from(siteSecrets)
        .where(and(eq(siteSecrets.siteId, wine), eq(siteSecrets.name, 'STRIPE_SECRET_KEY')));
      await t.database.db
        .update(siteSecrets)
        .set({ value: secret!.value })
        .where(and(eq(siteSecrets.siteId, wine), eq(siteSecrets.name, 'STRIPE_PUBLISHABLE_KEY')));
      expect(await publicKey()).toBeNull();
      expect(t.logs.join('\n')).toContain('site secret unreadable');
      expect(t.logs.join('\n')).not.toContain(KEYS.STRIPE_SECRET_KEY);
    } finally {
      await unsetAll();
      t.logs.length = 0;
    }
  });

  it('answers null on a server without SECRETS_KEY, keys or not', async () => {
    const keyless = await startTestApp({ payments: { vault: null } });
    try {
      await setAll(keyless);
      expect(await publicKey(keyless)).toBeNull();
    } finally {
      await keyless.close();
    }
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await t.http.get('/api/custom-stripe/public-key').set('Host', TOWN_HOST), 404);
  });
});

describe('the secret keys', () => {
  it('are in no answer: not /parameter, not any other read of the API, not a page', async () => {
    await setAll();
    try {
      const parameters = await t.http.get('/api/parameter').set('Host', WINE_HOST);
      expect(parameters.status).toBe(200);
      const admin = await tokenFor(t.database, 'domaine-du-vallon', 'admin@domaine-du-vallon.test');
      const reads = apiRoutes
        .filter((r) => r.method === 'GET' && !/[:*]/.test(r.path))
        .map((r) => `/api${r.path}`);
      const texts = [parameters.text];
      for (const path of [...reads, '/', '/commande']) {
        texts.push((await t.http.get(path).set('Host', WINE_HOST)).text);
        texts.push(
          (await t.http.get(path).set('Host', WINE_HOST).set('Authorization', `Bearer ${admin}`)).text,
        );
      }
      expect(texts.join('\n')).toContain(KEYS.STRIPE_PUBLISHABLE_KEY);
      for (const text of texts) {
        expect(text).not.toContain(KEYS.STRIPE_SECRET_KEY);
        expect(text).not.toContain(KEYS.STRIPE_WEBHOOK_SECRET);
      }
    } finally {
      await unsetAll();
    }
  });
});
