// The account page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged, $role } from '../../entities/session/index.ts';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { redirect } from '../../shared/router/answers.ts';
import { accountPageOpened } from './model.ts';

export { Component } from './ui.tsx';

/** Its texts are in the `account` and `forms` catalogs (lingui.config.ts), loaded with this module. */
export const catalog = ['account', 'forms'] as const;

const TITLE = msg`My account`;

export const loader: PageModule['loader'] = () => async (args) => {
  if (!args.scope.getState($logged)) throw redirect(`${ROUTES.auth}?redirect=${ROUTES.account}`);
  // an operator has no account on the site (ADR 013): its place is the admin panel
  if (args.scope.getState($role) === 'SUPER_ADMIN') throw redirect(ROUTES.admin);
  await openPage(args, accountPageOpened, { title: titleOf(args, TITLE) });
  return null;
};
