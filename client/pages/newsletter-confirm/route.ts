import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { lazyView, loadedOnce, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { newsletterConfirmOpened } from './model.ts';

const TITLE = msg`Newsletter subscription`;

export const newsletterConfirmRoutes: PageRoutes = () => [
  {
    name: 'newsletterConfirm',
    path: ROUTES.newsletterConfirm,
    view: lazyView(() => import('./ui.tsx')),
    loader: loadedOnce(newsletterConfirmOpened, (args) => ({
      token: args.params.token ?? '',
      title: titleOf(args, TITLE),
    })),
  },
];
