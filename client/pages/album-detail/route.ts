import { ROUTES } from '#shared/config/routes.ts';
import { detailRoute } from '../../shared/lib/detail-route.ts';
import { lazyView } from '../../shared/lib/page-route.ts';
import { $album, $albumStatus, albumPageOpened, canonicalAlbumPath } from './model.ts';

export const albumDetailRoutes = detailRoute(
  { name: 'album', path: ROUTES.album, view: lazyView(() => import('./ui.tsx')) },
  { opened: albumPageOpened, $item: $album, $status: $albumStatus, canonicalPath: canonicalAlbumPath },
);
