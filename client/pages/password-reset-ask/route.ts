import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { lazyView, loadedOnce, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { passwordResetAskOpened } from './model.ts';

const TITLE = msg`Forgot your password?`;

export const passwordResetAskRoutes: PageRoutes = () => [
  {
    name: 'passwordResetAsk',
    path: ROUTES.passwordResetAsk,
    view: lazyView(() => import('./ui.tsx')),
    loader: loadedOnce(passwordResetAskOpened, (args) => ({ title: titleOf(args, TITLE) })),
  },
];
