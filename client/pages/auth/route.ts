// The login page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { $logged, $role } from '../../entities/session/index.ts';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { redirect } from '../../shared/router/answers.ts';
import { authPageOpened, homeOfRole, safeRedirect } from './model.ts';

export { Component } from './ui.tsx';

/** Its texts are in the `account` and `forms` catalogs (lingui.config.ts), loaded with this module. */
export const catalog = ['account', 'forms'] as const;

const TITLE = msg`Log in or create an account`;

export const loader: PageModule['loader'] = () => async (args) => {
  const wanted = args.url.searchParams.get('redirect');
  if (args.scope.getState($logged))
    throw redirect(safeRedirect(wanted) ?? homeOfRole(args.scope.getState($role)));
  await openPage(args, authPageOpened, { redirect: wanted, title: titleOf(args, TITLE) });
  return null;
};
