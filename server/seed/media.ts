// A demo site's media: the files of data/<site-slug>/media/, stored in the site's own storage
// through the media library (ADR 006, "Media") under the same relative path, so that the data
// files reference them as /media/<path>.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';
import { reindexMediaUsages, storeMedia } from '../modules/media/library.ts';
import type { MediaStorage } from '../modules/media/storage.ts';
import { DATA_DIR } from './load/site.ts';

/** The files of a site's media folder, as storage keys and paths. */
function mediaFiles(slug: string): { key: string; file: string }[] {
  const dir = path.join(DATA_DIR, slug, 'media');
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { key: path.relative(dir, file).split(path.sep).join('/'), file };
      })
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Stores the site's media files; with `onlyMissing`, only those the site does not hold yet.
 * Answers how many were stored. */
export async function importSeedMedia(
  db: Db,
  storage: MediaStorage,
  siteId: number,
  slug: string,
  { onlyMissing = false } = {},
): Promise<number> {
  const held = onlyMissing
    ? new Set(
        (await db.select({ key: media.key }).from(media).where(eq(media.siteId, siteId))).map((r) => r.key),
      )
    : new Set<string>();
  let stored = 0;
  for (const { key, file } of mediaFiles(slug)) {
    if (held.has(key) && (await storage.stat(siteId, key))) continue;
    await storeMedia(db, storage, siteId, { key, data: readFileSync(file) });
    stored++;
  }
  return stored;
}

/** An installation seeded before the media library kept the demo files in public/: their
 * references were rewritten by the migration, and here the files join the sites' storage. */
export async function upgradeDemoMedia(db: Db, storage: MediaStorage, sites: { id: number; slug: string }[]) {
  for (const site of sites) {
    if (await importSeedMedia(db, storage, site.id, site.slug, { onlyMissing: true }))
      await reindexMediaUsages(db, site.id);
  }
}
