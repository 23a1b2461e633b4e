// The look's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $appearanceStatus, appearanceOpened } from './appearance-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './appearance-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Appearance`,
    path: ADMIN_PATHS.appearance,
    opened: appearanceOpened,
    params: () => undefined,
    $status: $appearanceStatus,
  });
