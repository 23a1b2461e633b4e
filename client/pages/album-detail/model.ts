// An album's page: /albums/:slug?/:id. Opening it is the page's validation step (a malformed
// id, an album of another site or not published → 404); its images open the fullscreen slider.
import { createEvent, createStore, sample } from 'effector';
import { albumPath } from '#shared/config/sections.ts';
import type { AlbumDetail } from '#shared/contracts/town.ts';
import type { JsonLd } from '#shared/lib/json-ld.ts';
import { type AlbumView, toAlbumView } from '../../entities/album/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { answerStatus, parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const albumPageOpened = createEvent<{ id: string | undefined }>();

const fetchAlbumFx = createApiEffect<number, AlbumDetail>((id) => ({ path: `/album/${id}` }));

export const $album = createStore<AlbumView | null>(null);
export const $albumStatus = createStore(200);

sample({
  clock: albumPageOpened,
  filter: ({ id }) => parseRouteId(id) !== null,
  fn: ({ id }) => parseRouteId(id)!,
  target: fetchAlbumFx,
});
sample({
  clock: albumPageOpened,
  filter: ({ id }) => parseRouteId(id) === null,
  fn: () => 404,
  target: $albumStatus,
});
sample({ clock: albumPageOpened, fn: () => null, target: $album });
sample({ clock: fetchAlbumFx.doneData, fn: answerStatus, target: $albumStatus });
sample({ clock: fetchAlbumFx.fail, fn: () => 500, target: $albumStatus });
sample({
  clock: fetchAlbumFx.doneData,
  fn: ({ body }) => (body.success ? toAlbumView(body.data) : null),
  target: $album,
});

export const canonicalAlbumPath = (album: Pick<AlbumView, 'slug' | 'id'>) => albumPath(album.slug, album.id);

/** schema.org ImageGallery of an album (JSON-LD of the page's item). */
export function imageGalleryJsonLd(album: AlbumView): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: album.title,
    ...(album.description ? { description: album.description } : {}),
    datePublished: album.publishedAt,
    url: canonicalAlbumPath(album),
    image: album.images.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: image.url,
      ...(image.alt ? { description: image.alt } : {}),
    })),
  };
}

sample({
  clock: fetchAlbumFx.doneData,
  filter: (r) => r.body.success,
  fn: ({ body }) => {
    const album = toAlbumView(body.data);
    return {
      title: album.title,
      description: album.description,
      canonicalPath: canonicalAlbumPath(album),
      image: body.data.cover?.url ?? album.images[0]?.url ?? null,
      jsonLd: [imageGalleryJsonLd(album)],
    };
  },
  target: documentMetaSet,
});
