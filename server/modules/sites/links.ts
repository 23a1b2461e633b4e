import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteInfo } from '../../db/schema.ts';

/** An absolute link on the site's own configured URL (mail, calendars), never the request's Host. */
export async function siteLinkFor(db: Db, siteId: number, path: string): Promise<string> {
  const [info] = await db.select({ url: siteInfo.url }).from(siteInfo).where(eq(siteInfo.siteId, siteId));
  return `${(info?.url ?? '').replace(/\/+$/, '')}${path}`;
}
