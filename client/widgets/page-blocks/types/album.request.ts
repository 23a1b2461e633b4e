// Albums: one album (its images open the fullscreen slider), or, without an album,
// the site's albums (SPEC §7 /album?page=1&nbItem=100), with page links past 100.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Album, AlbumDetail } from '#shared/contracts/town.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { type AlbumItem, type AlbumView, toAlbumItem, toAlbumView } from '../../../entities/album/index.ts';
import { defineBlock, type ListPage, pageOf } from '../definition.ts';

export type AlbumBlockData =
  | { kind: 'album'; album: AlbumView }
  | ({ kind: 'list'; albums: AlbumItem[] } & ListPage);

export const albumBlock = defineBlock('album', {
  paginates: (block) => !block.albumId,
  request: (block, context) =>
    block.albumId
      ? { path: `/album/${block.albumId}` }
      : { path: '/album', query: buildListQuery({ nbItem: PAGE_SIZES.listFetch, page: pageOf(context) }) },
  select: (data, block, context): AlbumBlockData => {
    if (block.albumId) return { kind: 'album', album: toAlbumView(data as AlbumDetail) };
    const list = data as ListResult<Album>;
    return {
      kind: 'list',
      albums: list.items.map(toAlbumItem),
      total: list.total,
      page: list.page,
      nbItem: list.nbItem,
      pageParam: context.pageParam,
    };
  },
});
