// What album lists and album views keep of the API's answers (SPEC §7 /album, /album/{id}).
import type { ImageRef } from '#shared/contracts/content.ts';
import type { Album, AlbumDetail } from '#shared/contracts/town.ts';

export type AlbumItem = Pick<Album, 'id' | 'title' | 'slug' | 'cover' | 'imageCount' | 'publishedAt'>;

export const toAlbumItem = (a: Album): AlbumItem => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  cover: a.cover,
  imageCount: a.imageCount,
  publishedAt: a.publishedAt,
});

export interface AlbumView {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  publishedAt: string;
  images: ImageRef[];
}

export const toAlbumView = (a: AlbumDetail): AlbumView => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  description: a.description,
  publishedAt: a.publishedAt,
  images: a.images.map(({ url, alt, width, height }) => ({ url, alt, width, height })),
});
