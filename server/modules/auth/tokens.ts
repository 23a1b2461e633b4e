// Single-use e-mail tokens (reset, verification, address change): 256 random bits, stored as
// sha256, bound to their site and account, with an expiry.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuthTokenPurpose, authTokens } from '../../db/schema.ts';
import { hashToken } from './sessions.ts';

export const TOKEN_VALIDITY_S: Record<AuthTokenPurpose, number> = {
  RESET_PASSWORD: 60 * 60,
  VERIFY_EMAIL: 48 * 60 * 60,
  CHANGE_EMAIL: 48 * 60 * 60,
};

export async function issueToken(
  db: Db,
  siteId: number,
  userId: number,
  purpose: AuthTokenPurpose,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    siteId,
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_VALIDITY_S[purpose] * 1000),
  });
  return token;
}

/**
 * Marks a valid token as used and returns it, in one statement: a token can be used once even
 * when two requests race (the second finds it used).
 */
export async function consumeToken(
  db: Db,
  siteId: number,
  token: string,
  purposes: AuthTokenPurpose[],
  now: Date,
) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.siteId, siteId),
        eq(authTokens.tokenHash, hashToken(token)),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, purpose: authTokens.purpose, newEmail: authTokens.newEmail });
  return row ?? null;
}

/** Reads a valid, unused token without using it (to check a request before spending the link). */
export async function peekToken(
  db: Db,
  siteId: number,
  token: string,
  purposes: AuthTokenPurpose[],
  now: Date,
) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, purpose: authTokens.purpose, newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.siteId, siteId),
        eq(authTokens.tokenHash, hashToken(token)),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
