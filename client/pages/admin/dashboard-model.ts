// /admin: what needs attention on the site (ADR 013), each list with its newest entries; the
// lists of received things can be marked seen, and the dashboard is read again then.
import { createEvent, createStore, sample } from 'effector';
import type { AttentionKind, Dashboard } from '#shared/contracts/admin.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { panelStatusOf } from './panel-model.ts';

/** The lists a reader marks seen (orders are handled, not seen). */
export type SeenKind = Exclude<AttentionKind, 'ORDERS'>;

export const dashboardOpened = createEvent();

const fetchDashboardFx = createApiEffect<void, Dashboard>(() => ({ path: '/admin/dashboard' }));

export const $dashboard = createStore<Dashboard | null>(null);
export const $dashboardStatus = createStore(200);

sample({ clock: dashboardOpened, target: fetchDashboardFx });
sample({
  clock: fetchDashboardFx.doneData,
  filter: (response) => response.body.success,
  fn: (response) => response.body.data,
  target: $dashboard,
});
sample({ clock: fetchDashboardFx.doneData, fn: panelStatusOf, target: $dashboardStatus });
sample({ clock: fetchDashboardFx.fail, fn: () => 500, target: $dashboardStatus });

// --- Marking a list seen: one form per list, one model for all of them ----------------------

const markSeenFx = createApiEffect<{ kind: SeenKind }, null>(({ kind }) => ({
  method: 'POST',
  path: '/admin/dashboard/seen',
  body: { kind },
}));

export const seenForm = createFormModel({ fx: markSeenFx });

/** The list whose form was sent last: its failure and its wait show beside it alone. */
export const $seenKind = createStore<SeenKind | null>(null, { serialize: 'ignore' })
  .on(seenForm.submitted, (_, { kind }) => kind)
  .reset(dashboardOpened);

sample({ clock: dashboardOpened, target: seenForm.reset });
sample({ clock: seenForm.succeeded, fn: () => undefined, target: fetchDashboardFx });
