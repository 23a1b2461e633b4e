// Brute-force limits with fixed-window counters in the database, so that every app process
// shares them. A key counts attempts; past its limit the action answers 429 until
// the window ends.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import type { SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';

export { DEFAULT_RATE_LIMITS, type Limit, type RateLimits, rateLimitsFrom } from './limits.ts';

import { msg } from '#shared/lib/messages.ts';
import type { Limit } from './limits.ts';

export interface Verdict {
  allowed: boolean;
  /** Attempts in the window, this one included. */
  count: number;
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
    count: row!.count,
    retryAfterS: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** A success clears the account's counter (the real user is not punished for the attacker). */
export async function clearLimit(ctx: SiteContext, key: string): Promise<void> {
  await ctx.db.delete(rateLimits).where(and(eq(rateLimits.siteId, ctx.site.id), eq(rateLimits.key, key)));
}

/** Clears every counter whose key starts with `prefix` (an account's counters of every address). */
export async function clearLimitsStartingWith(ctx: SiteContext, prefix: string): Promise<void> {
  await ctx.db
    .delete(rateLimits)
    .where(and(eq(rateLimits.siteId, ctx.site.id), sql`starts_with(${rateLimits.key}, ${prefix})`));
}

/** Counts one attempt for `key` without refusing anything: the attempts in its window so far. */
export async function countAttempt(ctx: SiteContext, key: string, limit: Limit): Promise<number> {
  return (await consume(ctx.db, ctx.site.id, key, limit, ctx.clock.now())).count;
}

/** Counts one attempt under each key, in order, up to the first one past its limit: that
 * one's verdict, or an allowed one. */
async function consumeAll(ctx: SiteContext, checks: [key: string, limit: Limit][]): Promise<Verdict> {
  for (const [key, limit] of checks) {
    const verdict = await consume(ctx.db, ctx.site.id, key, limit, ctx.clock.now());
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true, count: 0, retryAfterS: 0 };
}

/** Counts one attempt under each key; past one of the limits the action is refused with
 * `message` and the seconds until that window ends. */
export async function enforceLimits(
  ctx: SiteContext,
  checks: [key: string, limit: Limit][],
  message = msg({ id: 'api.rateLimited', message: 'Too many attempts. Try again later.' }),
): Promise<void> {
  const verdict = await consumeAll(ctx, checks);
  if (!verdict.allowed) throw new DomainError('rate_limited', message, { retryAfterS: verdict.retryAfterS });
}

/** The same count for an action that is silently skipped past a limit (a beacon): whether
 * it may go ahead. */
export async function withinLimits(
  ctx: SiteContext,
  checks: [key: string, limit: Limit][],
): Promise<boolean> {
  return (await consumeAll(ctx, checks)).allowed;
}
