import { siteVisits } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';

/** SPEC §2: `?from=<source>` on any page logs one visit from that source. */
export async function logVisit(ctx: RequestContext, source: string): Promise<void> {
  await ctx.db.insert(siteVisits).values({ siteId: ctx.site.id, source, visitedAt: ctx.clock.now() });
}
