import { ROUTES } from '#shared/config/routes.ts';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes } from '../../shared/lib/page-route.ts';
import { $album, $albumStatus, albumPageOpened, canonicalAlbumPath } from './model.ts';

export const albumDetailRoutes: PageRoutes = (locale) => [
  {
    name: 'album',
    path: ROUTES.album,
    view: lazyView(() => import('./ui.tsx')),
    loader: detailLoader(
      {
        opened: albumPageOpened,
        params: ({ params }) => ({ id: params.id }),
        $item: $album,
        $status: $albumStatus,
        canonicalPath: canonicalAlbumPath,
      },
      locale,
    ),
  },
];
