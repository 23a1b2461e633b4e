// Operators in tests (ADR 013): one made with a known second factor, and a session of it on a
// site, as the login or a hand-off would open.
import type { Database } from '../../server/db/client.ts';
import { createOperatorSession } from '../../server/modules/auth/sessions.ts';
import { totpCode } from '../../server/modules/auth/totp.ts';
import { createOperator, findOperatorByEmail } from '../../server/modules/operators/operators.ts';
import { createVault } from '../../server/modules/secrets/vault.ts';
import { TEST_PASSWORD } from './fixtures.ts';
import { TEST_SECRETS_KEY } from './payments.ts';
import { siteId } from './sessions.ts';

export const OPERATOR_EMAIL = 'operateur@parvis.test';
/** base32: the second factor of the test operators. */
export const OPERATOR_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSINQXE2LE';

/** The operator of this e-mail, made once with TEST_PASSWORD and the known second factor. */
export async function ensureOperator(database: Database, email = OPERATOR_EMAIL): Promise<number> {
  const found = await findOperatorByEmail(database.db, email);
  if (found) return found.id;
  const made = await createOperator(database.db, createVault(TEST_SECRETS_KEY)!, {
    email,
    password: TEST_PASSWORD,
    totpSecret: OPERATOR_TOTP_SECRET,
  });
  return made.id;
}

/** A session of the operator on the site of this slug. */
export async function operatorToken(
  database: Database,
  slug: string,
  email = OPERATOR_EMAIL,
): Promise<string> {
  const id = await ensureOperator(database, email);
  return (await createOperatorSession(database.db, await siteId(database, slug), id)).token;
}

/** The operators' code at `at`. */
export const operatorCode = (at = new Date()) => totpCode(OPERATOR_TOTP_SECRET, at);
