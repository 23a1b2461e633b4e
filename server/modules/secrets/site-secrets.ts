// Each site's payment secrets (ADR 012, "Payment"): never in `/parameter`, which is public, but in
// `site_secrets`, encrypted by the vault and bound to their site and name; set by an operator
// through the CLI. A value is never logged nor printed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { siteSecrets } from '../../db/schema.ts';
import type { SecretVault } from './vault.ts';

export const SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const SHAPES: Record<SecretName, { pattern: RegExp; hint: string }> = {
  STRIPE_SECRET_KEY: { pattern: /^(sk|rk)_[A-Za-z0-9_]{4,}$/, hint: 'a secret key, sk_… or rk_…' },
  STRIPE_WEBHOOK_SECRET: {
    pattern: /^whsec_[A-Za-z0-9_+/=]{4,}$/,
    hint: 'a webhook signing secret, whsec_…',
  },
  STRIPE_PUBLISHABLE_KEY: { pattern: /^pk_[A-Za-z0-9_]{4,}$/, hint: 'a publishable key, pk_…' },
};

export const isSecretName = (name: string): name is SecretName =>
  (SECRET_NAMES as readonly string[]).includes(name);

/** What is wrong with this name or value, in words for the operator (never quoting the value);
 * null when it may be stored. */
export function secretProblem(name: string, value: string): string | null {
  if (!isSecretName(name)) return `"${name}" is not one of ${SECRET_NAMES.join(', ')}.`;
  const shape = SHAPES[name];
  return shape.pattern.test(value) ? null : `${name} must be ${shape.hint}.`;
}

/** The additional authenticated data of a value: copied to another site or name, it does not decrypt. */
const aadOf = (siteId: number, name: SecretName) => `${siteId}:${name}`;

/** Stores the value, encrypted, in place of any earlier one. */
export async function setSiteSecret(
  db: Db,
  vault: SecretVault,
  siteId: number,
  name: SecretName,
  value: string,
): Promise<void> {
  const problem = secretProblem(name, value);
  if (problem) throw new Error(problem);
  const stored = vault.encrypt(value, aadOf(siteId, name));
  await db
    .insert(siteSecrets)
    .values({ siteId, name, value: stored })
    .onConflictDoUpdate({
      target: [siteSecrets.siteId, siteSecrets.name],
      set: { value: stored, updatedAt: new Date() },
    });
}

/** The values of these names that this vault can decrypt, in one query; a row it cannot (another
 * key, or copied from another site or name) is logged without its value and left out. */
export async function readSecrets(
  db: Db,
  vault: SecretVault,
  siteId: number,
  names: readonly SecretName[],
  logger: Pick<Logger, 'warn'> | undefined,
): Promise<Map<SecretName, string>> {
  const rows = await db
    .select({ name: siteSecrets.name, value: siteSecrets.value })
    .from(siteSecrets)
    .where(and(eq(siteSecrets.siteId, siteId), inArray(siteSecrets.name, [...names])));
  const values = new Map<SecretName, string>();
  for (const row of rows) {
    const name = row.name as SecretName;
    try {
      values.set(name, vault.decrypt(row.value, aadOf(siteId, name)));
    } catch {
      logger?.warn(
        { siteId, secret: name },
        'site secret unreadable with this SECRETS_KEY: taken as not set',
      );
    }
  }
  return values;
}

/** The value, or null: no vault, no row, or a row this vault cannot decrypt (logged when a
 * logger is given; the caller says "not configured"). */
export async function readSiteSecret(
  db: Db,
  vault: SecretVault | null,
  siteId: number,
  name: SecretName,
  logger?: Pick<Logger, 'warn'>,
): Promise<string | null> {
  if (!vault) return null;
  return (await readSecrets(db, vault, siteId, [name], logger)).get(name) ?? null;
}

/** True when there was a value to remove. */
export async function deleteSiteSecret(db: Db, siteId: number, name: SecretName): Promise<boolean> {
  const removed = await db
    .delete(siteSecrets)
    .where(and(eq(siteSecrets.siteId, siteId), eq(siteSecrets.name, name)))
    .returning({ name: siteSecrets.name });
  return removed.length > 0;
}

/** The names a site has a value for, and when each was last set: never the values. */
export function listSiteSecrets(db: Db, siteId: number): Promise<{ name: string; updatedAt: Date }[]> {
  return db
    .select({ name: siteSecrets.name, updatedAt: siteSecrets.updatedAt })
    .from(siteSecrets)
    .where(eq(siteSecrets.siteId, siteId))
    .orderBy(asc(siteSecrets.name));
}
