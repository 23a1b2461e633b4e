// The site parameters' route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';
import { $parametersStatus, settingsOpened } from './settings-model.ts';

export { Component } from './settings-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Settings`,
    path: ADMIN_PATHS.settings,
    opened: settingsOpened,
    params: () => undefined,
    $status: $parametersStatus,
  });
