// The payment keys' route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';
import { $paymentsStatus, paymentsOpened } from './payments-model.ts';

export { Component } from './payments-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

/** Operators only (ADR 012 "Payment"): an ADMIN account of the site gets a 403. */
export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'operator',
    title: msg`Payment`,
    path: ADMIN_PATHS.payments,
    opened: paymentsOpened,
    params: () => undefined,
    $status: $paymentsStatus,
  });
