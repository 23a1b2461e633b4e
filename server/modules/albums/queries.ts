import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Album, AlbumDetail } from '#shared/contracts/town.ts';
import type { Db } from '../../db/client.ts';
import { albumImages, albums } from '../../db/schema.ts';

const visible = (siteId: number, now: Date) =>
  and(eq(albums.siteId, siteId), eq(albums.isPublished, true), lte(albums.publishedAt, now));

export async function listAlbums(db: Db, siteId: number, page: number, nbItem: number, now: Date) {
  const [rows, [total]] = await Promise.all([
    db
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
      .where(visible(siteId, now))
      .groupBy(albums.siteId, albums.id)
      .orderBy(asc(albums.order), desc(albums.publishedAt), asc(albums.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    db.select({ n: count() }).from(albums).where(visible(siteId, now)),
  ]);
  const items: Album[] = rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
  return { items, total: total?.n ?? 0, page, nbItem };
}

export async function getAlbum(db: Db, siteId: number, id: number, now: Date): Promise<AlbumDetail | null> {
  const [album] = await db
    .select()
    .from(albums)
    .where(and(visible(siteId, now), eq(albums.id, id)));
  if (!album) return null;
  const images = await db
    .select({ id: albumImages.id, image: albumImages.image })
    .from(albumImages)
    .where(and(eq(albumImages.siteId, siteId), eq(albumImages.albumId, id)))
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
