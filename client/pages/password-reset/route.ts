import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { lazyView, loadedOnce, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { passwordResetOpened } from './model.ts';

const TITLE = msg`Choose a new password`;

export const passwordResetRoutes: PageRoutes = () => [
  {
    name: 'passwordReset',
    path: ROUTES.passwordReset,
    view: lazyView(() => import('./ui.tsx')),
    loader: loadedOnce(passwordResetOpened, (args) => ({ title: titleOf(args, TITLE) })),
  },
];
