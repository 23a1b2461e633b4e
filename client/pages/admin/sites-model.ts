// /admin/sites, for operators (ADR 013): every site of the deployment, and the way into another
// site's panel — a single-use link to that site's host, followed at once (a full page load: the
// session there is another one).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { AdminSite } from '#shared/contracts/admin.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { panelStatusOf } from './panel-model.ts';

export const sitesOpened = createEvent();

const fetchSitesFx = createApiEffect<void, AdminSite[]>(() => ({ path: '/admin/sites' }));

export const $sites = createStore<AdminSite[]>([]);
export const $sitesStatus = createStore(200);

sample({ clock: sitesOpened, target: fetchSitesFx });
sample({
  clock: fetchSitesFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $sites,
});
sample({ clock: fetchSitesFx.doneData, fn: panelStatusOf, target: $sitesStatus });
sample({ clock: fetchSitesFx.fail, fn: () => 500, target: $sitesStatus });

// --- The hand-off to another site's panel ----------------------------------------------------

const handoffFx = createApiEffect<{ siteId: number }, { url: string }>(({ siteId }) => ({
  method: 'POST',
  path: '/admin/handoff',
  body: { siteId },
}));

export const handoffForm = createFormModel({ fx: handoffFx });

/** The site whose button was pressed last: its failure and its wait show beside it alone. */
export const $handoffSiteId = createStore<number | null>(null, { serialize: 'ignore' })
  .on(handoffForm.submitted, (_, { siteId }) => siteId)
  .reset(sitesOpened);

/** Only a web address is followed (never a `javascript:` one, whatever the answer says). */
export function handoffTarget(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The link to follow, kept for a page rendered by the server after a post without JavaScript
 * (the browser cannot be sent there from the server: the token rides in the fragment). */
export const $handoffUrl = createStore<string | null>(null, { serialize: 'ignore' }).reset(
  sitesOpened,
  handoffForm.submitted,
);

/** The browser goes there at once; the server's render has no window to move (it shows the link). */
export const leaveForFx = createEffect((url: string) => {
  if (typeof window !== 'undefined') window.location.assign(url);
});

const handedOff = handoffForm.succeeded.filterMap(({ data }) => handoffTarget(data.url) ?? undefined);
sample({ clock: handedOff, target: $handoffUrl });
sample({ clock: handedOff, target: leaveForFx });
sample({ clock: sitesOpened, target: handoffForm.reset });
