// Albums: one album (its images open the fullscreen slider), or, without an album,
// the site's albums (SPEC §7 /album?page=1&nbItem=100).
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Album, AlbumDetail } from '#shared/contracts/town.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { type AlbumItem, type AlbumView, toAlbumItem, toAlbumView } from '../../../entities/album/index.ts';
import { defineBlock } from '../definition.ts';

export type AlbumBlockData = { kind: 'album'; album: AlbumView } | { kind: 'list'; albums: AlbumItem[] };

export const albumBlock = defineBlock('album', {
  request: (block) =>
    block.albumId
      ? { path: `/album/${block.albumId}` }
      : { path: '/album', query: buildListQuery({ nbItem: PAGE_SIZES.listFetch, page: 1 }) },
  select: (data, block): AlbumBlockData =>
    block.albumId
      ? { kind: 'album', album: toAlbumView(data as AlbumDetail) }
      : { kind: 'list', albums: (data as ListResult<Album>).items.map(toAlbumItem) },
});
