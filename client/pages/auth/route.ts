import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged } from '../../entities/session/index.ts';
import { lazyView, openPage, type PageRoutes, titleOf } from '../../shared/lib/page-route.ts';
import { scopeContext } from '../../shared/lib/router-context.ts';
import { authPageOpened, safeRedirect } from './model.ts';

const TITLE = msg`Log in or create an account`;

/** Login and registration side by side; a visitor already logged in goes where they were headed. */
export const authRoutes: PageRoutes = () => [
  {
    name: 'auth',
    path: ROUTES.auth,
    view: lazyView(() => import('./ui.tsx')),
    // answers null, never undefined: the browser does not run it again when it hydrates
    loader: async (args) => {
      const wanted = new URL(args.request.url).searchParams.get('redirect');
      if (args.context.get(scopeContext).getState($logged))
        throw redirect(safeRedirect(wanted) ?? ROUTES.account);
      await openPage(args, authPageOpened, { redirect: wanted, title: titleOf(args, TITLE) });
      return null;
    },
  },
];
