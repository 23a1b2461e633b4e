// Blog folders and articles (SPEC §7 /blog/*): a folder tree per site, articles in folders,
// breadcrumbs ("ariane") from the root down.
import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Ariane, Blog, BlogFolder, BlogFolderContent, BlogSummary } from '#shared/contracts/town.ts';
import type { Db } from '../../db/client.ts';
import { blogFolders, blogs } from '../../db/schema.ts';

const folderDto = (f: typeof blogFolders.$inferSelect): BlogFolder => ({
  id: f.id,
  parentId: f.parentId,
  title: f.title,
  slug: f.slug,
  description: f.description,
});

const summaryDto = (b: typeof blogs.$inferSelect): BlogSummary => ({
  id: b.id,
  folderId: b.folderId,
  title: b.title,
  slug: b.slug,
  summary: b.summary,
  image: b.image,
  publishedAt: b.publishedAt.toISOString(),
});

const visibleBlogs = (siteId: number, locale: string, now: Date) =>
  and(
    eq(blogs.siteId, siteId),
    eq(blogs.locale, locale),
    eq(blogs.isPublished, true),
    lte(blogs.publishedAt, now),
  );

export async function getFolder(db: Db, siteId: number, id: number): Promise<BlogFolder | null> {
  const [row] = await db
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, siteId), eq(blogFolders.id, id)));
  return row ? folderDto(row) : null;
}

export async function rootFolders(db: Db, siteId: number): Promise<BlogFolder[]> {
  const rows = await db
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, siteId), isNull(blogFolders.parentId)))
    .orderBy(asc(blogFolders.order), asc(blogFolders.id));
  return rows.map(folderDto);
}

/** A folder's sub-folders and a page of its articles; `folderId` null is the root. */
export async function folderContent(
  db: Db,
  siteId: number,
  locale: string,
  folderId: number | null,
  page: number,
  nbItem: number,
  now: Date,
): Promise<BlogFolderContent | null> {
  const folder = folderId === null ? null : await getFolder(db, siteId, folderId);
  if (folderId !== null && !folder) return null;
  const inFolder = folderId === null ? isNull(blogs.folderId) : eq(blogs.folderId, folderId);
  const [folders, rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogFolders)
      .where(
        and(
          eq(blogFolders.siteId, siteId),
          folderId === null ? isNull(blogFolders.parentId) : eq(blogFolders.parentId, folderId),
        ),
      )
      .orderBy(asc(blogFolders.order), asc(blogFolders.id)),
    db
      .select()
      .from(blogs)
      .where(and(visibleBlogs(siteId, locale, now), inFolder))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db
      .select({ n: count() })
      .from(blogs)
      .where(and(visibleBlogs(siteId, locale, now), inFolder)),
  ]);
  return {
    folder,
    folders: folders.map(folderDto),
    blogs: rows.map(summaryDto),
    total: total?.n ?? 0,
    page,
    nbItem,
  };
}

export async function getBlog(
  db: Db,
  siteId: number,
  locale: string,
  id: number,
  now: Date,
): Promise<Blog | null> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(visibleBlogs(siteId, locale, now), eq(blogs.id, id)));
  return row ? { ...summaryDto(row), body: row.body } : null;
}

/** Folders from the root down to `folderId` (a tree of a few levels: one query per level). */
export async function folderAriane(db: Db, siteId: number, folderId: number): Promise<Ariane | null> {
  const chain: Ariane = [];
  let current: number | null = folderId;
  for (let depth = 0; current !== null && depth < 20; depth++) {
    const folder = await getFolder(db, siteId, current);
    if (!folder) return depth === 0 ? null : chain;
    chain.unshift({ id: folder.id, title: folder.title, slug: folder.slug, kind: 'folder' });
    current = folder.parentId;
  }
  return chain;
}

export async function blogAriane(
  db: Db,
  siteId: number,
  locale: string,
  id: number,
  now: Date,
): Promise<Ariane | null> {
  const blog = await getBlog(db, siteId, locale, id, now);
  if (!blog) return null;
  const folders = blog.folderId === null ? [] : ((await folderAriane(db, siteId, blog.folderId)) ?? []);
  return [...folders, { id: blog.id, title: blog.title, slug: blog.slug, kind: 'blog' }];
}
