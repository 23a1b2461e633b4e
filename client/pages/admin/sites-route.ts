// The sites page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { panelLoader } from './panel-loader.ts';
import { $sitesStatus, sitesOpened } from './sites-model.ts';

export { Component } from './sites-ui.tsx';

/** The panel's texts (`admin`, lingui.config.ts) and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

/** Operators only: an ADMIN account of the site gets a 403. */
export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'operator',
    title: msg`Sites`,
    path: ROUTES.adminSites,
    opened: sitesOpened,
    params: () => undefined,
    $status: $sitesStatus,
  });
