import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import {
  lazyView,
  openPage,
  type PageRoutes,
  searchOf,
  statusOf,
  titleOf,
} from '../../shared/lib/page-route.ts';
import { $albumsStatus, albumsPageOpened } from './model.ts';

const TITLE = msg`Photo albums`;

export const albumListRoutes: PageRoutes = () => [
  {
    name: 'albums',
    path: ROUTES.albums,
    view: lazyView(() => import('./ui.tsx')),
    loader: async (args) => {
      const scope = await openPage(args, albumsPageOpened, {
        search: searchOf(args),
        title: titleOf(args, TITLE),
      });
      return statusOf(scope.getState($albumsStatus));
    },
  },
];
