import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { lazyView, loadedOnce, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { registrationConfirmOpened } from './model.ts';

const TITLE = msg`Event registration`;

export const registrationConfirmRoutes: PageRoutes = () => [
  {
    name: 'eventRegistrationConfirm',
    path: ROUTES.eventRegistrationConfirm,
    view: lazyView(() => import('./ui.tsx')),
    loader: loadedOnce(registrationConfirmOpened, (args) => ({
      token: args.params.token ?? '',
      title: titleOf(args, TITLE),
    })),
  },
];
