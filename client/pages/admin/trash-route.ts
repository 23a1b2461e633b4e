// The trash's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';
import { $trashStatus, trashOpened } from './trash-model.ts';

export { Component } from './trash-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Trash`,
    path: ADMIN_PATHS.trash,
    opened: trashOpened,
    params: () => undefined,
    $status: $trashStatus,
  });
