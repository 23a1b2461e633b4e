// The media library as staff use it (ADR 017): a site's files listed and searched, uploaded
// (the type read from the bytes, a size limit per kind, SVG sanitised, an image's alt text
// required), described, traced to where they are shown, and deleted to the trash only when
// nothing shows them. Each write lands with its audit entry.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import {
  ALT_MAX,
  MEDIA_MAX_BYTES,
  type MediaItem,
  type MediaKind,
  type MediaUsage,
} from '#shared/contracts/admin-media.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { mediaUrl } from '#shared/lib/images.ts';
import { msg } from '#shared/lib/messages.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../../db/client.ts';
import {
  albumImages,
  albums,
  blogs,
  elements,
  fontFiles,
  logos,
  media,
  mediaUsages,
  news,
  pageLayouts,
  pages,
  popups,
  products,
  services,
} from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { putInTrash } from '../trash/trash.ts';
import { sniffMediaType, storeMedia } from './library.ts';
import { TRASH_PREFIX } from './storage.ts';
import { sanitizeSvg } from './svg.ts';

type MediaRow = typeof media.$inferSelect;

/** Where uploads go in the site's storage. */
export const LIBRARY_PREFIX = 'bibliotheque/';

export const kindOfType = (type: string): MediaKind | null =>
  type.startsWith('image/')
    ? 'image'
    : type.startsWith('video/')
      ? 'video'
      : type === 'application/pdf'
        ? 'document'
        : null;

const TYPE_PREFIX: Record<MediaKind, string> = {
  image: 'image/%',
  video: 'video/%',
  document: 'application/pdf',
};
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

function toItem(row: MediaRow, usageCount: number): MediaItem {
  return {
    id: row.id,
    url: mediaUrl(row.key),
    name: nameOf(row.key),
    kind: kindOfType(row.type) ?? 'document',
    type: row.type,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    createdAt: row.createdAt.toISOString(),
    usageCount,
  };
}

const usageCounts = async (db: Pick<Db, 'select'>, siteId: number, ids: number[]) =>
  new Map(
    ids.length
      ? (
          await db
            .select({ id: mediaUsages.mediaId, n: count() })
            .from(mediaUsages)
            .where(and(eq(mediaUsages.siteId, siteId), inArray(mediaUsages.mediaId, ids)))
            .groupBy(mediaUsages.mediaId)
        ).map((r) => [r.id, r.n])
      : [],
  );

export async function listMedia(
  ctx: RequestContext,
  query: {
    kind?: MediaKind | undefined;
    q?: string | undefined;
    page?: number | undefined;
    nbItem?: number | undefined;
  },
): Promise<ListResult<MediaItem>> {
  const page = query.page ?? 1;
  const nbItem = query.nbItem ?? 24;
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(media.siteId, ctx.site.id),
    // the trash's files and the theme's fonts are not the library's
    sql`${media.key} not like ${`${TRASH_PREFIX}%`}`,
    sql`${media.type} not like 'font/%'`,
    query.kind ? like(media.type, TYPE_PREFIX[query.kind]) : undefined,
    words ? (or(ilike(media.key, words), ilike(media.alt, words)) as SQL) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    ctx.db.select({ n: count() }).from(media).where(where),
  ]);
  const counts = await usageCounts(
    ctx.db,
    ctx.site.id,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toItem(r, counts.get(r.id) ?? 0)), total: total?.n ?? 0, page, nbItem };
}

const invalid = (
  path: string,
  code: string,
  text = msg({ id: 'api.media.invalid', message: 'This file cannot be added.' }),
) => new DomainError('invalid', text, { fields: [{ path, message: code }] });

const ALT_REQUIRED = msg({
  id: 'api.media.altRequired',
  message: 'Describe the image in a few words: its text replaces it for those who cannot see it.',
});

export interface Upload {
  fields: Record<string, string>;
  files: { field: string; filename: string; data: Uint8Array }[];
}

export async function uploadMedia(ctx: RequestContext, body: Upload): Promise<MediaItem> {
  const file = body.files.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw invalid('file', file ? 'empty_file' : 'required');
  let data = Buffer.from(file.data);
  const type = sniffMediaType(data);
  const kind = type ? kindOfType(type) : null;
  if (!type || !kind)
    throw invalid(
      'file',
      'file_type',
      msg({
        id: 'api.media.type',
        message: 'This file is not an image (PNG, JPEG, WebP, SVG), a video (MP4, WebM) or a PDF document.',
      }),
    );
  if (data.length > MEDIA_MAX_BYTES[kind]) throw invalid('file', 'file_too_large');
  const alt = (body.fields.alt ?? '').trim();
  if (alt.length > ALT_MAX) throw invalid('alt', 'too_long');
  if (kind === 'image' && !alt) throw invalid('alt', 'required', ALT_REQUIRED);
  if (type === 'image/svg+xml') data = Buffer.from(sanitizeSvg(data.toString('utf8')));
  const base = slugify(file.filename.replace(/\.[a-z0-9]{1,5}$/i, '')).slice(0, 60) || 'fichier';
  const key = `${LIBRARY_PREFIX}${base}-${randomBytes(4).toString('hex')}.${EXTENSIONS[type]}`;
  let stored: Awaited<ReturnType<typeof storeMedia>>;
  try {
    stored = await storeMedia(ctx.db, ctx.storage.media, ctx.site.id, { key, data, alt });
  } catch (error) {
    // sharp could not read an image that claimed to be one
    ctx.logger.warn({ err: error, key }, 'media upload refused');
    throw invalid('file', 'file_type');
  }
  await audit(
    ctx,
    { action: 'create', entity: 'media', entityId: stored.id, after: { key, type, alt } },
    ctx.db,
  );
  const [row] = await ctx.db
    .select()
    .from(media)
    .where(and(eq(media.siteId, ctx.site.id), eq(media.id, stored.id)));
  return toItem(row!, 0);
}

const mediaNotFound = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.media.notFound', message: 'This file is not in the library.' }),
  );

async function findMedia(db: Pick<Db, 'select'>, siteId: number, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.siteId, siteId), eq(media.id, id), sql`${media.key} not like ${`${TRASH_PREFIX}%`}`));
  if (!row) throw mediaNotFound();
  return row;
}

export async function updateMediaAlt(ctx: RequestContext, id: number, alt: string): Promise<MediaItem> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findMedia(tx, ctx.site.id, id);
    if (!alt && kindOfType(before.type) === 'image') throw invalid('alt', 'required', ALT_REQUIRED);
    const [after] = await tx
      .update(media)
      .set({ alt, updatedAt: ctx.clock.now() })
      .where(and(eq(media.siteId, ctx.site.id), eq(media.id, id)))
      .returning();
    await audit(
      ctx,
      { action: 'update', entity: 'media', entityId: id, before: { alt: before.alt }, after: { alt } },
      tx as unknown as Db,
    );
    return after!;
  });
  const counts = await usageCounts(ctx.db, ctx.site.id, [id]);
  return toItem(row, counts.get(id) ?? 0);
}

/** The title of each kind of entity that shows media, and where the panel edits it. */
async function labelsOf(
  db: Pick<Db, 'select'>,
  siteId: number,
  kind: string,
  ids: number[],
): Promise<Map<number, { label: string; href: string | null }>> {
  const titled = async (
    table: typeof news | typeof elements | typeof blogs | typeof services | typeof popups | typeof albums,
  ) =>
    new Map(
      (
        await db
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(and(eq(table.siteId, siteId), inArray(table.id, ids)))
      ).map((r) => [r.id, { label: r.title, href: null }]),
    );
  switch (kind) {
    case 'page_layouts': {
      const rows = await db
        .select({ id: pageLayouts.id, name: pageLayouts.name, pageId: pages.id, title: pages.title })
        .from(pageLayouts)
        .innerJoin(pages, and(eq(pages.siteId, pageLayouts.siteId), eq(pages.id, pageLayouts.pageId)))
        .where(and(eq(pageLayouts.siteId, siteId), inArray(pageLayouts.id, ids)));
      return new Map(
        rows.map((r) => [
          r.id,
          {
            label: r.name === 'draft' ? `${r.title} (brouillon)` : r.title,
            href: `/admin/pages/${r.pageId}/contenu`,
          },
        ]),
      );
    }
    case 'news':
      return titled(news);
    case 'elements':
      return titled(elements);
    case 'blogs':
      return titled(blogs);
    case 'services':
      return titled(services);
    case 'popups':
      return titled(popups);
    case 'albums':
      return titled(albums);
    case 'album_images': {
      const rows = await db
        .select({ id: albumImages.id, title: albums.title })
        .from(albumImages)
        .innerJoin(albums, and(eq(albums.siteId, albumImages.siteId), eq(albums.id, albumImages.albumId)))
        .where(and(eq(albumImages.siteId, siteId), inArray(albumImages.id, ids)));
      return new Map(rows.map((r) => [r.id, { label: r.title, href: null }]));
    }
    case 'products': {
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, ids)));
      return new Map(rows.map((r) => [r.id, { label: r.name, href: null }]));
    }
    case 'font_files': {
      const rows = await db
        .select({ id: fontFiles.id, family: fontFiles.family, weight: fontFiles.weight })
        .from(fontFiles)
        .where(and(eq(fontFiles.siteId, siteId), inArray(fontFiles.id, ids)));
      return new Map(rows.map((r) => [r.id, { label: `${r.family} ${r.weight}`, href: '/admin/theme' }]));
    }
    case 'logos': {
      const rows = await db
        .select({ id: logos.id, type: logos.type })
        .from(logos)
        .where(and(eq(logos.siteId, siteId), inArray(logos.id, ids)));
      return new Map(rows.map((r) => [r.id, { label: r.type, href: null }]));
    }
    default:
      return new Map();
  }
}

export async function mediaUsagesOf(ctx: RequestContext, id: number): Promise<MediaUsage[]> {
  await findMedia(ctx.db, ctx.site.id, id);
  const rows = await ctx.db
    .select()
    .from(mediaUsages)
    .where(and(eq(mediaUsages.siteId, ctx.site.id), eq(mediaUsages.mediaId, id)));
  const byKind = new Map<string, number[]>();
  for (const r of rows) byKind.set(r.entityKind, [...(byKind.get(r.entityKind) ?? []), r.entityId]);
  const labels = new Map<string, Map<number, { label: string; href: string | null }>>();
  for (const [kind, ids] of byKind) labels.set(kind, await labelsOf(ctx.db, ctx.site.id, kind, ids));
  return rows.map((r) => {
    const known = labels.get(r.entityKind)?.get(r.entityId);
    return {
      entity: r.entityKind,
      entityId: r.entityId,
      field: r.field,
      label: known?.label ?? `${r.entityKind} n° ${r.entityId}`,
      href: known?.href ?? null,
    };
  });
}

export interface MediaPayload {
  media: MediaRow;
  /** Where the bytes wait in the site's storage while the entry is in the trash. */
  trashKey: string;
}

/** An unused file goes to the trash: its row leaves the library, its bytes move out of reach of
 * `/media/` (the trash's prefix is never served); a file still shown is refused with the count. */
export async function trashMedia(ctx: RequestContext, id: number): Promise<{ trashed: number }> {
  const siteId = ctx.site.id;
  const storage = ctx.storage.media;
  const row = await findMedia(ctx.db, siteId, id);
  const trashKey = `${TRASH_PREFIX}${randomBytes(6).toString('hex')}/${nameOf(row.key)}`;
  const data = await storage.get(siteId, row.key);
  if (data) await storage.put(siteId, trashKey, data);
  try {
    await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ n: count() })
        .from(mediaUsages)
        .where(and(eq(mediaUsages.siteId, siteId), eq(mediaUsages.mediaId, id)));
      if (used && used.n > 0)
        throw new DomainError(
          'conflict',
          msg({
            id: 'api.media.used',
            message: 'This file is still shown in {count} place(s): take it out of them first.',
            values: { count: used.n },
          }),
          { data: { usageCount: used.n } },
        );
      await tx.delete(media).where(and(eq(media.siteId, siteId), eq(media.id, id)));
      await putInTrash(tx, ctx, {
        kind: 'MEDIA',
        label: nameOf(row.key),
        count: 1,
        payload: { media: row, trashKey: data ? trashKey : '' },
      });
      await audit(
        ctx,
        { action: 'delete', entity: 'media', entityId: id, before: { key: row.key } },
        tx as unknown as Db,
      );
    });
  } catch (error) {
    if (data) await storage.delete(siteId, trashKey);
    throw error;
  }
  if (data) await storage.delete(siteId, row.key);
  await ctx.contentChanged();
  return { trashed: 1 };
}
