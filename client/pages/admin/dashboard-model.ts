// /admin: what needs attention on the site (ADR 013), each list with its newest entries; the
// lists of received things can be marked seen, and the dashboard is read again then. A site
// « en construction » is published from here, once confirmed (ADR 019).
import { createEvent, createStore, sample } from 'effector';
import type { AttentionKind, Dashboard } from '#shared/contracts/admin.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
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

// --- Publishing a site « en construction » (ADR 019): once confirmed -------------------------

export const publishAsked = createEvent();
export const publishCancelled = createEvent();
export const publishConfirmed = createEvent();

const publishFx = createApiEffect<void, { isBuilding: boolean }>(() => ({
  method: 'POST',
  path: '/admin/site/publish',
}));
export const $publishPending = publishFx.pending;

/** The confirmation is open; it stays open on a refusal, which it says. */
export const $publishAsking = createStore(false, { serialize: 'ignore' })
  .on(publishAsked, () => true)
  .reset(
    dashboardOpened,
    publishCancelled,
    publishFx.done.filter({ fn: ({ result }) => result.body.success }),
  );
export const $publishRefusal = lastRefusal(publishFx, [dashboardOpened, publishAsked]);
/** Published from this page: said once, the dashboard read again. */
export const $published = createStore(false, { serialize: 'ignore' }).reset(dashboardOpened);

sample({
  clock: publishConfirmed,
  source: { asking: $publishAsking, pending: publishFx.pending },
  filter: ({ asking, pending }) => asking && !pending,
  fn: () => undefined,
  target: publishFx,
});
const published = publishFx.doneData.filter({ fn: (response) => response.body.success });
sample({ clock: published, fn: () => true, target: $published });
sample({ clock: published, fn: () => undefined, target: fetchDashboardFx });
