import { siteVisits } from '../../db/schema.ts';
import { withinLimits } from '../auth/rate-limit.ts';
import type { RequestContext } from '../context.ts';

/** SPEC §2: `?from=<source>` on any page logs one visit from that source. The beacon is bounded
 * (`visitPerAddress`), and the same source from the same address within `visitPerSource`'s
 * window is the same visit. Past a limit nothing is written and the caller is answered as
 * usual: a beacon has no one to show an error to, and the page reloads either way.
 * Says whether the visit was written. */
export async function logVisit(ctx: RequestContext, source: string): Promise<boolean> {
  // the repeat first: following the same link again does not use up the address's ceiling
  const counted = await withinLimits(ctx, [
    [`visit:source:${ctx.address}:${source}`, ctx.limits.visitPerSource],
    [`visit:address:${ctx.address}`, ctx.limits.visitPerAddress],
  ]);
  if (counted)
    await ctx.db.insert(siteVisits).values({ siteId: ctx.site.id, source, visitedAt: ctx.clock.now() });
  return counted;
}
