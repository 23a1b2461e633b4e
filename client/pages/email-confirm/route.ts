import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { lazyView, loadedOnce, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { emailConfirmOpened } from './model.ts';

const TITLE = msg`E-mail address confirmation`;

export const emailConfirmRoutes: PageRoutes = () => [
  {
    name: 'emailConfirm',
    path: ROUTES.emailConfirm,
    view: lazyView(() => import('./ui.tsx')),
    loader: loadedOnce(emailConfirmOpened, (args) => ({
      token: args.params.token ?? '',
      title: titleOf(args, TITLE),
    })),
  },
];
