// An installation seeded while the demo files were in public/demo/<slug>/ (served on every host):
// migration 0005 rewrites its references and the start copies the files into each site's storage
// and records them (ADR 006, "Media").
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { albumImages, logos, media, mediaUsages } from '../../server/db/schema.ts';
import { createLocalMediaStorage } from '../../server/modules/media/storage.ts';
import { upgradeDemoMedia } from '../../server/seed/media.ts';
import { openTestDatabase } from '../support/database.ts';
import { siteId } from '../support/sessions.ts';

let database: Database;
let wine: number;
const root = mkdtempSync(path.join(tmpdir(), 'parvis-upgrade-'));

beforeAll(async () => {
  database = await openTestDatabase();
  wine = await siteId(database, 'domaine-du-vallon');
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

/** The statements of migration 0005 that rewrite references (the tables exist already). */
const rewrites = readFileSync(path.resolve('server/db/migrations/0005_media.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

describe('upgrading an installation seeded with public/demo', () => {
  it('rewrites the references, copies the files into the site’s storage and records them', async () => {
    const { db } = database;
    // the site as an earlier seed left it: /demo/<slug>/ URLs, no media rows, an empty storage
    await db.delete(media).where(eq(media.siteId, wine));
    await db.execute(
      sql`update album_images set image = replace(image::text, '"/media/', '"/demo/domaine-du-vallon/')::jsonb where site_id = ${wine}`,
    );
    await db.execute(
      sql`update logos set online_image = replace(online_image::text, '"/media/', '"/demo/domaine-du-vallon/')::jsonb where site_id = ${wine}`,
    );
    const [before] = await db
      .select({ image: albumImages.image })
      .from(albumImages)
      .where(eq(albumImages.siteId, wine));
    expect(before!.image.url).toMatch(/^\/demo\/domaine-du-vallon\/album\//);

    expect(rewrites.length).toBeGreaterThan(10);
    for (const statement of rewrites) await db.execute(sql.raw(statement));
    const storage = createLocalMediaStorage(root);
    await upgradeDemoMedia(db, storage, [{ id: wine, slug: 'domaine-du-vallon' }]);

    const [after] = await db
      .select({ image: albumImages.image })
      .from(albumImages)
      .where(eq(albumImages.siteId, wine));
    expect(after!.image.url).toMatch(/^\/media\/album\/vendanges-\d\.svg$/);
    const [logo] = await db
      .select({ image: logos.onlineImage })
      .from(logos)
      .where(and(eq(logos.siteId, wine), eq(logos.type, 'LOGO')));
    expect(logo!.image?.url).toBe('/media/logo.svg');
    expect((await storage.get(wine, 'album/vendanges-1.svg'))?.toString('utf8')).toContain('<svg');
    const usages = await db
      .select({ key: media.key, kind: mediaUsages.entityKind })
      .from(mediaUsages)
      .innerJoin(media, and(eq(media.siteId, mediaUsages.siteId), eq(media.id, mediaUsages.mediaId)))
      .where(eq(mediaUsages.siteId, wine));
    expect(usages).toContainEqual({ key: 'album/vendanges-1.svg', kind: 'album_images' });
    expect(usages).toContainEqual({ key: 'logo.svg', kind: 'logos' });

    // a second start finds nothing to do
    const rows = await db.select({ id: media.id }).from(media).where(eq(media.siteId, wine));
    await upgradeDemoMedia(db, storage, [{ id: wine, slug: 'domaine-du-vallon' }]);
    expect(await db.select({ id: media.id }).from(media).where(eq(media.siteId, wine))).toEqual(rows);
  });
});
