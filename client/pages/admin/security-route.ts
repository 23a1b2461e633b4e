// The security page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { ROUTES } from '#shared/config/routes.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { panelLoader } from './panel-loader.ts';
import { $securityStatus, securityOpened } from './security-model.ts';

export { Component } from './security-ui.tsx';

/** The panel's texts (`admin`, lingui.config.ts) and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Security`,
    path: ROUTES.adminSecurity,
    opened: securityOpened,
    params: () => undefined,
    $status: $securityStatus,
  });
