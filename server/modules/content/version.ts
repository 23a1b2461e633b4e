import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { ChangedTags, ContentEvents } from '../../events/content-events.ts';

/** A site's content changed: every cache of the site hears of it (the startup cache, the page
 * cache, the host resolver; on PostgreSQL in every process). With `tags` (shared/lib/cache-tags.ts)
 * only the entries carrying one of them are dropped; without, the whole site's, and the site's
 * content version goes up. Modules reach it through their context's `contentChanged()`
 * (server/modules/context.ts). Without events (the seed, before any server runs) only the
 * version moves. */
export async function bumpContentVersion(
  db: Db,
  events: ContentEvents | null,
  siteId: number,
  tags: ChangedTags = null,
): Promise<void> {
  if (tags === null) {
    await db
      .update(sites)
      .set({ contentVersion: sql`${sites.contentVersion} + 1`, updatedAt: new Date() })
      .where(eq(sites.id, siteId));
  }
  await events?.publish(siteId, tags);
}
