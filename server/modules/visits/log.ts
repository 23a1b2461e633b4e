import type { Db } from '../../db/client.ts';
import { siteVisits } from '../../db/schema.ts';

/** SPEC §2: `?from=<source>` on any page logs one visit from that source. */
export async function logVisit(db: Db, siteId: number, source: string, now: Date): Promise<void> {
  await db.insert(siteVisits).values({ siteId, source, visitedAt: now });
}
