// The deployment's operators (ADR 013): SUPER_ADMIN, kept apart from any site's accounts, each
// with a second factor whose secret is encrypted with the secrets vault. Created, listed and
// disabled by the CLI; they sign in through the sites' own login (accounts/login.ts).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newTotpSecret, totpUri } from '../auth/totp.ts';
import type { SecretVault } from '../secrets/vault.ts';

/** The vault binds each secret to its row: a value copied to another operator does not decrypt. */
export const operatorTotpAad = (operatorId: number) => `operator:${operatorId}:totp`;

export const OPERATOR_ISSUER = 'Parvis';

export interface OperatorRow {
  id: number;
  email: string;
  passwordHash: string;
  totpSecret: string;
  totpLastStep: number | null;
}

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      passwordHash: operators.passwordHash,
      totpSecret: operators.totpSecret,
      totpLastStep: operators.totpLastStep,
    })
    .from(operators)
    .where(and(sql`lower(${operators.email}) = lower(${email.trim()})`, isNull(operators.disabledAt)))
    .limit(1);
  return row ?? null;
}

export interface NewOperator {
  id: number;
  email: string;
  /** Printed once by the CLI when it made it up. */
  password: string;
  secret: string;
  uri: string;
}

/** Adds an operator with its second factor; `totpSecret` (base32) only for tests and demos. */
export async function createOperator(
  db: Db,
  vault: SecretVault,
  input: { email: string; password?: string | undefined; totpSecret?: string | undefined },
): Promise<NewOperator> {
  const email = input.email.trim();
  const password = input.password ?? randomBytes(15).toString('base64url');
  const secret = input.totpSecret ?? newTotpSecret();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email, passwordHash, totpSecret: 'pending' })
      .returning({ id: operators.id });
    const id = row!.id;
    await tx
      .update(operators)
      .set({ totpSecret: vault.encrypt(secret, operatorTotpAad(id)) })
      .where(eq(operators.id, id));
    return { id, email, password, secret, uri: totpUri(secret, OPERATOR_ISSUER, email) };
  });
}

export async function listOperators(db: Db) {
  return db
    .select({ id: operators.id, email: operators.email, disabledAt: operators.disabledAt })
    .from(operators)
    .orderBy(operators.id);
}

/** A disabled operator signs in nowhere and its sessions stop at once (they join `operators`). */
export async function disableOperator(db: Db, email: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(operators)
    .set({ disabledAt: now, updatedAt: now })
    .where(and(sql`lower(${operators.email}) = lower(${email.trim()})`, isNull(operators.disabledAt)))
    .returning({ id: operators.id });
  return changed.length > 0;
}
