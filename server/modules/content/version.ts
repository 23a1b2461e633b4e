import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { ContentEvents } from './events.ts';

/** Every write to a site's content calls this, so that caches of that site are refreshed. */
export async function bumpContentVersion(db: Db, events: ContentEvents, siteId: number): Promise<void> {
  await db
    .update(sites)
    .set({ contentVersion: sql`${sites.contentVersion} + 1`, updatedAt: new Date() })
    .where(eq(sites.id, siteId));
  await events.publish(siteId);
}
