// Brute-force limits with fixed-window counters in the database, so that every app process
// shares them (issue 4). A key counts attempts; past its limit the action answers 429 until
// the window ends.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import type { SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';

export interface Limit {
  max: number;
  windowS: number;
}

export interface RateLimits {
  loginPerAccount: Limit;
  loginPerAddress: Limit;
  resetPerAccount: Limit;
  resetPerAddress: Limit;
  registerPerAccount: Limit;
  registerPerAddress: Limit;
  passwordCheckPerAccount: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { max: 5, windowS: 15 * 60 },
  loginPerAddress: { max: 30, windowS: 15 * 60 },
  resetPerAccount: { max: 3, windowS: 60 * 60 },
  resetPerAddress: { max: 10, windowS: 60 * 60 },
  registerPerAccount: { max: 3, windowS: 60 * 60 },
  registerPerAddress: { max: 10, windowS: 60 * 60 },
  passwordCheckPerAccount: { max: 5, windowS: 15 * 60 },
};

/** `RATE_LIMIT_LOGIN_PER_ACCOUNT=5/900`-style overrides, read from the environment. */
export function rateLimitsFrom(source: Record<string, string | undefined>): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const name of Object.keys(limits) as (keyof RateLimits)[]) {
    const env = `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = source[env];
    if (!value) continue;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    if (!match) throw new Error(`${env} must look like 5/900 (attempts/seconds).`);
    limits[name] = { max: Number(match[1]), windowS: Number(match[2]) };
  }
  return limits;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfterS: number;
}

/** Counts one attempt for `key` and says whether it is within the limit. */
async function consume(db: Db, siteId: number, key: string, limit: Limit, now: Date): Promise<Verdict> {
  const windowEdge = new Date(now.getTime() - limit.windowS * 1000);
  const expired = sql`${rateLimits.windowStart} <= ${windowEdge}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ siteId, key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.siteId, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const ends = new Date(row!.windowStart).getTime() + limit.windowS * 1000;
  return {
    allowed: row!.count <= limit.max,
    retryAfterS: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** A success clears the account's counter (the real user is not punished for the attacker). */
export async function clearLimit(ctx: SiteContext, key: string): Promise<void> {
  await ctx.db.delete(rateLimits).where(and(eq(rateLimits.siteId, ctx.site.id), eq(rateLimits.key, key)));
}

/** Counts one attempt under each key; past one of the limits the action is refused with
 * `message` and the seconds until that window ends. */
export async function enforceLimits(
  ctx: SiteContext,
  checks: [key: string, limit: Limit][],
  message = 'Trop de tentatives. Réessayez plus tard.',
): Promise<void> {
  for (const [key, limit] of checks) {
    const verdict = await consume(ctx.db, ctx.site.id, key, limit, ctx.clock.now());
    if (!verdict.allowed)
      throw new DomainError('rate_limited', message, { retryAfterS: verdict.retryAfterS });
  }
}
