// /albums: every photo album of the site, 12 a page (links `?page=n` that work without
// JavaScript). A page past the last one does not exist (404).
import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Album } from '#shared/contracts/town.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { requestedPage } from '#shared/lib/pagination.ts';
import { type AlbumItem, toAlbumItem } from '../../entities/album/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { answerStatus } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export const ALBUMS_PAGE_SIZE = 12;

export const albumsPageOpened = createEvent<{ search: string; title: string }>();

const fetchAlbumsFx = createApiEffect<{ page: number; title: string }, ListResult<Album>>(({ page }) => ({
  path: '/album',
  query: buildListQuery({ nbItem: ALBUMS_PAGE_SIZE, page }),
}));

export interface AlbumsPage {
  items: AlbumItem[];
  total: number;
  page: number;
  nbItem: number;
}

export const $albums = createStore<AlbumsPage | null>(null);
export const $albumsStatus = createStore(200);

sample({
  clock: albumsPageOpened,
  fn: ({ search, title }) => ({ page: requestedPage(new URLSearchParams(search)), title }),
  target: fetchAlbumsFx,
});
sample({
  clock: fetchAlbumsFx.doneData,
  fn: (r) => (r.body.success ? { ...r.body.data, items: r.body.data.items.map(toAlbumItem) } : null),
  target: $albums,
});
sample({
  clock: fetchAlbumsFx.doneData,
  fn: (r) => {
    const status = answerStatus(r);
    return status === 200 && r.body.data.page > 1 && r.body.data.items.length === 0 ? 404 : status;
  },
  target: $albumsStatus,
});
sample({ clock: fetchAlbumsFx.fail, fn: () => 500, target: $albumsStatus });
sample({
  clock: fetchAlbumsFx,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.albums }),
  target: documentMetaSet,
});
