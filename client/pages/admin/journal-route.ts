// The journal's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { searchOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $journalStatus, journalOpened } from './journal-model.ts';
import { panelLoader } from './panel-loader.ts';

export { Component } from './journal-ui.tsx';

/** The panel's texts (`admin`, lingui.config.ts) and the form kit's (the filter's field). */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Journal`,
    path: ROUTES.adminAudit,
    opened: journalOpened,
    params: (args) => ({ search: searchOf(args) }),
    $status: $journalStatus,
  });
