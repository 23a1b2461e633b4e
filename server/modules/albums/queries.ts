import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Album, AlbumDetail } from '#shared/contracts/town.ts';
import { msg } from '#shared/lib/messages.ts';
import { albumImages, albums } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

const visible = (ctx: RequestContext) =>
  and(
    eq(albums.siteId, ctx.site.id),
    eq(albums.isPublished, true),
    lte(albums.publishedAt, ctx.clock.now()),
  )!;

export async function listAlbums(
  ctx: RequestContext,
  { page = 1, nbItem = PAGE_SIZES.listFetch }: { page?: number | undefined; nbItem?: number | undefined },
): Promise<ListResult<Album>> {
  const where = visible(ctx);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: albums.id,
        title: albums.title,
        slug: albums.slug,
        description: albums.description,
        cover: albums.cover,
        publishedAt: albums.publishedAt,
        imageCount: count(albumImages.id),
      })
      .from(albums)
      .leftJoin(albumImages, and(eq(albumImages.siteId, albums.siteId), eq(albumImages.albumId, albums.id)))
      .where(where)
      .groupBy(albums.siteId, albums.id)
      .orderBy(asc(albums.order), desc(albums.publishedAt), asc(albums.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    ctx.db.select({ n: count() }).from(albums).where(where),
  ]);
  const items: Album[] = rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  return { items, total: total?.n ?? 0, page, nbItem };
}

export async function getAlbum(ctx: RequestContext, id: number): Promise<AlbumDetail> {
  const [album] = await ctx.db
    .select()
    .from(albums)
    .where(and(visible(ctx), eq(albums.id, id)));
  if (!album)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.album.notFound', message: 'This album does not exist.' }),
    );
  const images = await ctx.db
    .select({ id: albumImages.id, image: albumImages.image })
    .from(albumImages)
    .where(and(eq(albumImages.siteId, ctx.site.id), eq(albumImages.albumId, id)))
    .orderBy(asc(albumImages.order), asc(albumImages.id));
  return {
    id: album.id,
    title: album.title,
    slug: album.slug,
    description: album.description,
    cover: album.cover,
    publishedAt: album.publishedAt.toISOString(),
    imageCount: images.length,
    images: images.map((i) => ({ ...i.image, id: i.id })),
  };
}
