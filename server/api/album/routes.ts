import { albumContracts } from '#shared/contracts/routes/album.ts';
import { getAlbum, listAlbums } from '../../modules/albums/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const albumRoutes = [
  bindRoute(albumContracts.list, async (ctx, { query }) => ok(await listAlbums(ctx, query))),
  bindRoute(albumContracts.detail, async (ctx, { params }) => ok(await getAlbum(ctx, params.id))),
];
