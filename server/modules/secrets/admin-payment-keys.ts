// A shop site's payment keys as operators set them in the panel (ADR 012 "Payment", issue 14): the
// same vault and shapes as the CLI's `secret:set`; the panel learns which keys are set, their mode
// and last four characters, never a value. Each change is audited (the log masks keys).
import type { PaymentKeys } from '#shared/contracts/admin-payments.ts';
import { PAYMENT_KEY_NAMES } from '#shared/contracts/admin-payments.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import {
  deleteSiteSecret,
  listSiteSecrets,
  readSecrets,
  type SecretName,
  secretProblem,
  setSiteSecret,
} from './site-secrets.ts';

/** `sk_live_…4242`: the key's kind and mode, and its last four characters. */
export function keyHint(value: string): string {
  const prefix = /^(sk|rk|pk)_(live|test)_/.exec(value)?.[0] ?? /^(whsec|sk|rk|pk)_/.exec(value)?.[0] ?? '';
  return `${prefix}…${value.slice(-4)}`;
}

const modeOf = (value: string): 'live' | 'test' | null =>
  /^(sk|rk|pk)_live_/.test(value) ? 'live' : /^(sk|rk|pk)_test_/.test(value) ? 'test' : null;

export async function paymentKeys(ctx: RequestContext): Promise<PaymentKeys> {
  const vault = ctx.payments.vault;
  const siteId = ctx.site.id;
  const [listed, values] = await Promise.all([
    listSiteSecrets(ctx.db, siteId),
    vault ? readSecrets(ctx.db, vault, siteId, PAYMENT_KEY_NAMES, ctx.logger) : new Map<SecretName, string>(),
  ]);
  return {
    vaultReady: vault !== null,
    keys: PAYMENT_KEY_NAMES.map((name) => {
      const value = values.get(name);
      const row = listed.find((r) => r.name === name);
      return {
        name,
        hint: value ? keyHint(value) : null,
        mode: value ? modeOf(value) : null,
        updatedAt: value && row ? row.updatedAt.toISOString() : null,
      };
    }),
  };
}

export async function setPaymentKeys(
  ctx: RequestContext,
  values: Partial<Record<SecretName, string>>,
): Promise<PaymentKeys> {
  const vault = ctx.payments.vault;
  if (!vault)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.payments.noVault',
        message: 'The server has no SECRETS_KEY: payment keys cannot be stored until it is set.',
      }),
    );
  const entries = Object.entries(values) as [SecretName, string][];
  const fields = entries.flatMap(([name, value]) =>
    secretProblem(name, value) ? [{ path: `values.${name}`, message: 'invalid_key' }] : [],
  );
  if (fields.length)
    throw new DomainError(
      'invalid',
      msg({
        id: 'api.payments.invalid',
        message: 'A key is not of the expected kind (sk_…, pk_…, whsec_…).',
      }),
      { fields },
    );
  const secret = values.STRIPE_SECRET_KEY;
  const publishable = values.STRIPE_PUBLISHABLE_KEY;
  if (secret && publishable && modeOf(secret) !== modeOf(publishable))
    throw new DomainError(
      'invalid',
      msg({
        id: 'api.payments.modes',
        message: 'The secret key and the publishable key must both be live or both test keys.',
      }),
      { fields: [{ path: 'values.STRIPE_PUBLISHABLE_KEY', message: 'invalid_key' }] },
    );
  await ctx.db.transaction(async (tx) => {
    for (const [name, value] of entries)
      await setSiteSecret(tx as unknown as Db, vault, ctx.site.id, name, value);
    await audit(
      ctx,
      {
        action: 'update',
        entity: 'payment_keys',
        after: Object.fromEntries(entries.map(([name, value]) => [name, keyHint(value)])),
      },
      tx as unknown as Db,
    );
  });
  return paymentKeys(ctx);
}

export async function removePaymentKey(ctx: RequestContext, name: SecretName): Promise<PaymentKeys> {
  await ctx.db.transaction(async (tx) => {
    if (await deleteSiteSecret(tx as unknown as Db, ctx.site.id, name))
      await audit(
        ctx,
        { action: 'delete', entity: 'payment_keys', before: { [name]: 'set' } },
        tx as unknown as Db,
      );
  });
  return paymentKeys(ctx);
}
