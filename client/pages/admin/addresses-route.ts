// The addresses' route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $addressesStatus, addressesOpened } from './addresses-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './addresses-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Addresses`,
    path: ADMIN_PATHS.addresses,
    opened: addressesOpened,
    params: () => undefined,
    $status: $addressesStatus,
  });
