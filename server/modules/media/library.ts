// A site's media library (ADR 006, "Media"): a file is written to the site's storage and
// recorded in `media` (type read from its bytes, size, dimensions, alt text); every entity field
// that references it is recorded in `media_usages`. The seed, the admin and the shop store
// files and record their references through these functions only.
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_PREFIX, mediaUrl } from '#shared/lib/images.ts';
import type { Db } from '../../db/client.ts';
import {
  albumImages,
  albums,
  banners,
  blogs,
  elements,
  fontFiles,
  logos,
  media,
  mediaUsages,
  news,
  pageLayouts,
  popups,
  products,
  services,
} from '../../db/schema.ts';
import { isMediaKey, type MediaStorage } from './storage.ts';

export interface StoredMedia {
  id: number;
  key: string;
  url: string;
  type: string;
  width: number | null;
  height: number | null;
  alt: string;
}

/** The types the library accepts (SPEC §5's images and videos, PDF documents, the theme's font
 * files), recognised by their first bytes. */
export function sniffMediaType(data: Buffer): string | null {
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const magic = data.subarray(0, 4).toString('latin1');
  if (magic === 'wOF2') return 'font/woff2';
  if (magic === 'wOFF') return 'font/woff';
  if (magic === 'OTTO') return 'font/otf';
  if (data.subarray(0, 4).equals(Buffer.from([0, 1, 0, 0])) || magic === 'true') return 'font/ttf';
  const head = data.subarray(0, 512).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) return 'image/svg+xml';
  return null;
}

/** Writes a file to the site's storage and records it (a file already under that key is replaced). */
export async function storeMedia(
  db: Db,
  storage: MediaStorage,
  siteId: number,
  input: { key: string; data: Buffer; alt?: string },
): Promise<StoredMedia> {
  if (!isMediaKey(input.key)) throw new Error(`Bad media key: ${JSON.stringify(input.key)}`);
  const type = sniffMediaType(input.data);
  if (!type)
    throw new Error(
      `${input.key} is not a PNG, JPEG, WebP or SVG image, an MP4 or WebM video, a PDF nor a font.`,
    );
  const meta: { width?: number; height?: number } = type.startsWith('image/')
    ? await sharp(input.data).metadata()
    : {};
  await storage.put(siteId, input.key, input.data);
  const values = {
    type,
    size: input.data.length,
    width: meta.width ?? null,
    height: meta.height ?? null,
    alt: input.alt ?? '',
  };
  const [row] = await db
    .insert(media)
    .values({ siteId, key: input.key, ...values })
    .onConflictDoUpdate({ target: [media.siteId, media.key], set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return { ...values, id: row!.id, key: input.key, url: mediaUrl(input.key) };
}

/** The media keys referenced in a value: any site-relative `/media/<key>` inside its strings, at
 * any depth. */
export function mediaKeysIn(value: unknown): string[] {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  const keys = new Set<string>();
  const prefix = MEDIA_PREFIX.replaceAll('/', '\\/');
  // a site-relative URL only: not the path of another host's URL (`https://x.org/media/…`)
  for (const match of text.matchAll(new RegExp(`(?<![\\w.:/-])${prefix}([a-z0-9_][a-z0-9_./-]*)`, 'g'))) {
    const key = match[1]!.replace(/[.]+$/, '');
    if (isMediaKey(key)) keys.add(key);
  }
  return [...keys];
}

export interface MediaOwner {
  /** The entity's table (`news`, `elements`, `page_layouts`…). */
  kind: string;
  id: number;
  field: string;
}

/** Records which of the site's media one field of one entity references, replacing what that
 * field referenced before. References to files the site does not hold are not recorded. */
export async function recordMediaUsage(db: Db, siteId: number, owner: MediaOwner, value: unknown) {
  const keys = mediaKeysIn(value);
  const where = and(
    eq(mediaUsages.siteId, siteId),
    eq(mediaUsages.entityKind, owner.kind),
    eq(mediaUsages.entityId, owner.id),
    eq(mediaUsages.field, owner.field),
  );
  await db.delete(mediaUsages).where(where);
  if (!keys.length) return;
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.siteId, siteId), inArray(media.key, keys)));
  if (rows.length)
    await db
      .insert(mediaUsages)
      .values(
        rows.map((row) => ({
          siteId,
          mediaId: row.id,
          entityKind: owner.kind,
          entityId: owner.id,
          field: owner.field,
        })),
      )
      .onConflictDoNothing();
}

/** Every entity field that may reference a site's media, by table. A new table whose rows show
 * media adds its fields here, and its writes call recordMediaUsage. */
const MEDIA_FIELDS = [
  { kind: 'logos', table: logos, fields: { onlineImage: logos.onlineImage } },
  { kind: 'font_files', table: fontFiles, fields: { url: fontFiles.url } },
  { kind: 'banners', table: banners, fields: { onlineImage: banners.onlineImage } },
  { kind: 'news', table: news, fields: { image: news.image, body: news.body } },
  { kind: 'elements', table: elements, fields: { images: elements.images, body: elements.body } },
  { kind: 'albums', table: albums, fields: { cover: albums.cover } },
  { kind: 'album_images', table: albumImages, fields: { image: albumImages.image } },
  { kind: 'blogs', table: blogs, fields: { image: blogs.image, body: blogs.body } },
  { kind: 'services', table: services, fields: { image: services.image, body: services.body } },
  { kind: 'popups', table: popups, fields: { image: popups.image, body: popups.body } },
  { kind: 'products', table: products, fields: { image: products.image } },
  {
    kind: 'page_layouts',
    table: pageLayouts,
    fields: { blocks: pageLayouts.blocks, html: pageLayouts.html, css: pageLayouts.css },
  },
] as const;

/** Rebuilds every usage record of a site from its content, in a few statements: after the seed
 * wrote a site in bulk, and after an upgrade rewrote references. */
export async function reindexMediaUsages(db: Db, siteId: number) {
  const found: { kind: string; id: number; field: string; keys: string[] }[] = [];
  for (const { kind, table, fields } of MEDIA_FIELDS) {
    for (const [field, column] of Object.entries(fields)) {
      const rows = await db
        .select({ id: table.id, value: column })
        .from(table)
        .where(and(eq(table.siteId, siteId), sql`${column}::text like ${`%${MEDIA_PREFIX}%`}`));
      for (const row of rows) found.push({ kind, id: row.id, field, keys: mediaKeysIn(row.value) });
    }
  }
  await db.delete(mediaUsages).where(eq(mediaUsages.siteId, siteId));
  const ids = new Map(
    (await db.select({ id: media.id, key: media.key }).from(media).where(eq(media.siteId, siteId))).map(
      (row) => [row.key, row.id],
    ),
  );
  const rows = found.flatMap(({ kind, id, field, keys }) =>
    keys.flatMap((key) => {
      const mediaId = ids.get(key);
      return mediaId ? [{ siteId, mediaId, entityKind: kind, entityId: id, field }] : [];
    }),
  );
  if (rows.length) await db.insert(mediaUsages).values(rows).onConflictDoNothing();
}
