// Single-use e-mail tokens (reset, verification, address change): 256 random bits, stored as
// sha256, bound to their site and account, with an expiry.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type AuthTokenPurpose, authTokens } from '../../db/schema.ts';
import type { SiteContext } from '../context.ts';
import { hashToken } from './sessions.ts';

export const TOKEN_VALIDITY_S: Record<AuthTokenPurpose, number> = {
  RESET_PASSWORD: 60 * 60,
  VERIFY_EMAIL: 48 * 60 * 60,
  CHANGE_EMAIL: 48 * 60 * 60,
  /** An administrator invited by the panel (ADR 018) chooses a password within a week. */
  INVITATION: 7 * 24 * 60 * 60,
};

export async function issueToken(
  ctx: SiteContext,
  userId: number,
  purpose: AuthTokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.insert(authTokens).values({
    siteId: ctx.site.id,
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
export async function consumeToken(ctx: SiteContext, token: string, purposes: AuthTokenPurpose[]) {
  const now = ctx.clock.now();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await ctx.db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.siteId, ctx.site.id),
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
export async function peekToken(ctx: SiteContext, token: string, purposes: AuthTokenPurpose[]) {
  const now = ctx.clock.now();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await ctx.db
    .select({ userId: authTokens.userId, purpose: authTokens.purpose, newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.siteId, ctx.site.id),
        eq(authTokens.tokenHash, hashToken(token)),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
