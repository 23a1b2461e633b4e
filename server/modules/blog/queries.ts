// Blog folders and articles (SPEC §7 /blog/*): a folder tree per site, articles in folders,
// breadcrumbs ("ariane") from the root down.
import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Ariane, Blog, BlogFolder, BlogFolderContent, BlogSummary } from '#shared/contracts/town.ts';
import { msg } from '#shared/lib/messages.ts';
import { blogFolders, blogs } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

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

const visibleBlogs = (ctx: RequestContext) =>
  and(
    eq(blogs.siteId, ctx.site.id),
    eq(blogs.locale, ctx.locale),
    eq(blogs.isPublished, true),
    lte(blogs.publishedAt, ctx.clock.now()),
  );

const folderMissing = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.blog.folderNotFound', message: 'This folder does not exist.' }),
  );
const blogMissing = () =>
  new DomainError('not_found', msg({ id: 'api.blog.notFound', message: 'This article does not exist.' }));

async function findFolder(ctx: RequestContext, id: number): Promise<BlogFolder | null> {
  const [row] = await ctx.db
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, ctx.site.id), eq(blogFolders.id, id)));
  return row ? folderDto(row) : null;
}

/** A folder's sub-folders and a page of its articles (12 a page); `folderId` null is the root. */
export async function folderContent(
  ctx: RequestContext,
  folderId: number | null,
  { page = 1, nbItem = PAGE_SIZES.blog }: { page?: number | undefined; nbItem?: number | undefined },
): Promise<BlogFolderContent> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const folder = folderId === null ? null : await findFolder(ctx, folderId);
  if (folderId !== null && !folder) throw folderMissing();
  const visible = visibleBlogs(ctx);
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
      .where(and(visible, inFolder))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db.select({ n: count() }).from(blogs).where(and(visible, inFolder)),
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

export async function getBlog(ctx: RequestContext, id: number): Promise<Blog> {
  const [row] = await ctx.db
    .select()
    .from(blogs)
    .where(and(visibleBlogs(ctx), eq(blogs.id, id)));
  if (!row) throw blogMissing();
  return { ...summaryDto(row), body: row.body };
}

/** Folders from the root down to `folderId`. */
export async function folderAriane(ctx: RequestContext, folderId: number): Promise<Ariane> {
  const chain = await folderChain(ctx, folderId);
  if (!chain) throw folderMissing();
  return chain;
}

/** A tree of a few levels: one query per level; null when the folder itself does not exist. */
async function folderChain(ctx: RequestContext, folderId: number): Promise<Ariane | null> {
  const chain: Ariane = [];
  let current: number | null = folderId;
  for (let depth = 0; current !== null && depth < 20; depth++) {
    const folder = await findFolder(ctx, current);
    if (!folder) return depth === 0 ? null : chain;
    chain.unshift({ id: folder.id, title: folder.title, slug: folder.slug, kind: 'folder' });
    current = folder.parentId;
  }
  return chain;
}

export async function blogAriane(ctx: RequestContext, id: number): Promise<Ariane> {
  const blog = await getBlog(ctx, id);
  const folders = blog.folderId === null ? [] : ((await folderChain(ctx, blog.folderId)) ?? []);
  return [...folders, { id: blog.id, title: blog.title, slug: blog.slug, kind: 'blog' }];
}
