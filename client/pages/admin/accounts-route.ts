// The accounts' route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { searchOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $accountsStatus, accountsOpened } from './accounts-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './accounts-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Accounts`,
    path: ADMIN_PATHS.accounts,
    opened: accountsOpened,
    params: (args) => ({ search: searchOf(args) }),
    $status: $accountsStatus,
  });
