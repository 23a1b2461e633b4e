// The trash (ADR 014): what staff delete is kept 30 days as a copy of its rows, then deleted for
// good; public reads never see it, since the rows left their tables. Pages with their layouts, and
// media files (ADR 017: the row here, the bytes under the storage's trash prefix).
import { and, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminPage, TrashEntry } from '#shared/contracts/admin-pages.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { media, pageLayouts, pages, trash } from '../../db/schema.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { actorOf, audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { MediaStorage } from '../media/storage.ts';

export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type PageRow = typeof pages.$inferSelect;
type LayoutRow = typeof pageLayouts.$inferSelect;
/** A file in the trash: its library row, and where its bytes wait ('' when it had none). */
export interface MediaPayload {
  media: typeof media.$inferSelect;
  trashKey: string;
}
export interface PagePayload {
  pages: PageRow[];
  layouts: LayoutRow[];
}

export async function putInTrash(
  tx: Tx,
  ctx: RequestContext,
  entry:
    | { kind: 'PAGE'; label: string; count: number; payload: PagePayload }
    | { kind: 'MEDIA'; label: string; count: number; payload: MediaPayload },
): Promise<void> {
  const actor = actorOf(ctx);
  await tx.insert(trash).values({
    siteId: ctx.site.id,
    kind: entry.kind,
    label: entry.label,
    count: entry.count,
    payload: entry.payload as unknown as Record<string, unknown>,
    deletedAt: ctx.clock.now(),
    deletedByKind: actor.kind,
    deletedById: actor.id,
    deletedByEmail: actor.email,
  });
}

export async function listTrash(ctx: RequestContext): Promise<TrashEntry[]> {
  const rows = await ctx.db
    .select({
      id: trash.id,
      kind: trash.kind,
      label: trash.label,
      count: trash.count,
      deletedAt: trash.deletedAt,
      deletedBy: trash.deletedByEmail,
    })
    .from(trash)
    .where(eq(trash.siteId, ctx.site.id))
    .orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((r) => ({
    ...r,
    deletedAt: r.deletedAt.toISOString(),
    purgeAt: new Date(r.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** JSON made dates strings: the table's timestamp columns become dates again; unknown fields
 * (a column dropped since) are left out. */
function revive<T extends PgTable>(table: T, row: Record<string, unknown>): T['$inferInsert'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in row)) continue;
    const value = row[key];
    out[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return out as T['$inferInsert'];
}

const GONE = msg({ id: 'api.trash.notFound', message: 'This entry is no longer in the trash.' });

/** Puts a deleted page back with its descendants: under its parent if it still exists, else at
 * the top; a path taken meanwhile refuses the whole restore. */
export async function restoreFromTrash(
  ctx: RequestContext,
  id: number,
  list: (locale: string) => Promise<AdminPage[]>,
): Promise<AdminPage[]> {
  let locale: string | null = ctx.locale;
  try {
    await ctx.db.transaction(async (tx) => {
      const [entry] = await tx
        .delete(trash)
        .where(and(eq(trash.siteId, ctx.site.id), eq(trash.id, id)))
        .returning();
      if (!entry) throw new DomainError('not_found', GONE);
      if (entry.kind === 'MEDIA') {
        locale = null;
        await restoreMedia(tx, ctx, entry.payload as unknown as MediaPayload);
        return;
      }
      const payload = entry.payload as unknown as PagePayload;
      const rows = payload.pages.map((p) =>
        revive(pages, p as unknown as Record<string, unknown>),
      ) as PageRow[];
      const root = rows[0]!;
      locale = root.locale;
      const [parent] =
        root.parentId === null
          ? [undefined]
          : await tx
              .select({ id: pages.id, path: pages.path })
              .from(pages)
              .where(and(eq(pages.siteId, ctx.site.id), eq(pages.id, root.parentId)));
      const siblings = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.siteId, ctx.site.id), eq(pages.locale, root.locale)));
      const rootPath = parent ? `${parent.path}/${root.url}` : root.url;
      const oldRoot = root.path;
      const now = ctx.clock.now();
      for (const row of rows) {
        const path = rootPath + row.path.slice(oldRoot.length);
        const isRoot = row.id === root.id;
        await tx.insert(pages).values({
          ...row,
          siteId: ctx.site.id,
          path,
          parentId: isRoot ? (parent?.id ?? null) : row.parentId,
          order: isRoot ? siblings.length : row.order,
          updatedAt: now,
        });
      }
      for (const layout of payload.layouts)
        await tx.insert(pageLayouts).values({
          ...revive(pageLayouts, layout as unknown as Record<string, unknown>),
          siteId: ctx.site.id,
        });
      await audit(
        ctx,
        {
          action: 'restore',
          entity: 'page',
          entityId: root.id,
          after: { title: root.title, path: rootPath, pages: rows.length },
        },
        tx as Db,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.trash.pathTaken',
          message: 'A page has taken this address since: rename or move it, then restore again.',
        }),
      );
    throw error;
  }
  await ctx.contentChanged();
  return locale === null ? [] : list(locale);
}

/** A file back in the library under its own key, its bytes moved back from the trash's. */
async function restoreMedia(tx: Tx, ctx: RequestContext, payload: MediaPayload) {
  const row = revive(media, payload.media as unknown as Record<string, unknown>);
  const storage = ctx.storage.media;
  if (payload.trashKey) {
    const data = await storage.get(ctx.site.id, payload.trashKey);
    if (data) await storage.put(ctx.site.id, row.key, data);
  }
  await tx.insert(media).values({ ...row, siteId: ctx.site.id });
  await audit(
    ctx,
    { action: 'restore', entity: 'media', entityId: row.id ?? null, after: { key: row.key } },
    tx as Db,
  );
  if (payload.trashKey) await storage.delete(ctx.site.id, payload.trashKey);
}

/** Deletes for good what has been in the trash past its 30 days, on every site: a file's bytes
 * with its entry. */
export async function purgeTrash(db: Db, now: Date, storage?: MediaStorage): Promise<number> {
  const gone = await db
    .delete(trash)
    .where(lt(trash.deletedAt, new Date(now.getTime() - TRASH_DAYS * DAY_MS)))
    .returning({ siteId: trash.siteId, kind: trash.kind, payload: trash.payload });
  for (const entry of gone) {
    const key = entry.kind === 'MEDIA' ? (entry.payload as unknown as MediaPayload).trashKey : '';
    if (key && storage) await storage.delete(entry.siteId, key);
  }
  return gone.length;
}
