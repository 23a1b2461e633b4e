import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged } from '../../entities/session/index.ts';
import { lazyView, openPage, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { scopeContext } from '../../shared/lib/router-context.ts';
import { accountPageOpened } from './model.ts';

const TITLE = msg`My account`;

/** The visitor's account; anonymous visitors log in first and come back. */
export const accountRoutes: PageRoutes = () => [
  {
    name: 'account',
    path: ROUTES.account,
    view: lazyView(() => import('./ui.tsx')),
    // answers null, never undefined: the browser does not run it again when it hydrates
    loader: async (args) => {
      if (!args.context.get(scopeContext).getState($logged))
        throw redirect(`${ROUTES.auth}?redirect=${ROUTES.account}`);
      await openPage(args, accountPageOpened, { title: titleOf(args, TITLE) });
      return null;
    },
  },
];
