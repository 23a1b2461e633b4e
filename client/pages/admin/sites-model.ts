// /admin/sites, for operators (ADR 013): every site of the deployment, and the way into another
// site's panel — a single-use link to that site's host, followed at once (a full page load: the
// session there is another one); a new site made from a template (ADR 019).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import type { AdminSite } from '#shared/contracts/admin.ts';
import type { Commune, CreatedSite } from '#shared/contracts/admin-sites.ts';
import { isHostName } from '#shared/lib/host-names.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
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

// --- A new site from a template (ADR 019) ----------------------------------------------------

export type SiteTemplate = 'town-hall' | 'wine-estate';
/** The templates (shared/contracts/admin-sites.ts, SITE_TEMPLATES; written out: the contracts
 * bring zod, which the panel's chunks do without). */
export const SITE_TEMPLATES: readonly SiteTemplate[] = ['town-hall', 'wine-estate'];
/** shared/contracts/admin-sites.ts, SITE_DOMAINS_MAX. */
export const SITE_DOMAINS_MAX = 5;
const INSEE_CODE = /^(?:\d{5}|2[AB]\d{3})$/;

export interface NewSiteValues {
  template: SiteTemplate;
  name: string;
  /** The commune as typed or picked (« Bois-le-Roi (77590) »), and its INSEE code once known. */
  townText: string;
  town: string;
  /** One host a line, as typed. */
  domains: string;
  adminEmail: string;
}

/** A commune as the field offers it. */
export const communeLabel = (c: Commune) => `${c.name} (${c.postalCode})`;

/** The hosts of the field: one a line (or separated by spaces or commas), lower case. */
export const hostsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** The INSEE code of what the field holds: a commune offered (by its label), or a code typed. */
export function townCodeOf(text: string, offered: readonly Commune[]): string {
  const typed = text.trim();
  if (INSEE_CODE.test(typed)) return typed;
  return offered.find((c) => communeLabel(c) === typed)?.code ?? '';
}

/** The browser's checks, with the API's codes: what it would refuse, said before sending. */
export function checkNewSite(values: NewSiteValues): FieldError[] {
  const hosts = hostsOf(values.domains);
  const hostErrors: FieldError[] = !hosts.length
    ? [{ path: 'domains', message: 'required' }]
    : hosts.length > SITE_DOMAINS_MAX
      ? [{ path: 'domains', message: 'too_many' }]
      : hosts.some((host) => !isHostName(host))
        ? [{ path: 'domains', message: 'invalid_host' }]
        : hosts.some((host, i) => hosts.indexOf(host) !== i)
          ? [{ path: 'domains', message: 'host_duplicate' }]
          : [];
  return [
    ...checks.required('name', values.name),
    ...(!values.townText.trim()
      ? [{ path: 'town', message: 'required' }]
      : values.town
        ? []
        : [{ path: 'town', message: 'unknown_commune' }]),
    ...hostErrors,
    ...checks.email('adminEmail', values.adminEmail),
  ];
}

/** The API names a host by its place (`domains.1`); the form has one field for them all. */
export function siteFieldsOf(fields: readonly FieldError[]): FieldError[] {
  return fields.map((f) =>
    f.path.startsWith('domains.')
      ? { path: 'domains', message: f.message === 'duplicate' ? 'host_duplicate' : f.message }
      : f,
  );
}

const createSiteFx = createApiEffect<NewSiteValues, CreatedSite>((values) => ({
  method: 'POST',
  path: '/admin/sites',
  body: {
    template: values.template,
    name: values.name.trim(),
    town: values.town,
    domains: hostsOf(values.domains),
    adminEmail: values.adminEmail.trim(),
  },
}));
export const newSiteForm = createFormModel({ fx: createSiteFx, check: checkNewSite });
export const $newSiteRefusal = lastRefusal(createSiteFx, [sitesOpened, newSiteForm.submitted]);
/** A 409 (a host another site has) names its field besides its sentence: shown by the field. */
const $conflictFields = createStore<FieldError[]>([], { serialize: 'ignore' })
  .on(createSiteFx.doneData, (_, response) =>
    response.status === 409 && Array.isArray(response.body.data) ? (response.body.data as FieldError[]) : [],
  )
  .reset(sitesOpened, newSiteForm.submitted);
/** The failure the fields show: the form's, with the hosts' errors on their one field. */
export const $newSiteFieldFailure = combine(newSiteForm.$failure, $conflictFields, (failure, conflict) =>
  failure ? { ...failure, fields: siteFieldsOf([...failure.fields, ...conflict]) } : null,
);

/** The sites created since the page opened: the form is drawn anew after each, and says which. */
export const $createdSites = createStore<CreatedSite[]>([], { serialize: 'ignore' })
  .on(newSiteForm.succeeded, (list, { data }) => [...list, data])
  .reset(sitesOpened);
sample({ clock: newSiteForm.succeeded, fn: () => undefined, target: fetchSitesFx });
sample({ clock: sitesOpened, target: newSiteForm.reset });

// --- The commune's suggestions ----------------------------------------------------------------

/** What the commune field holds, as typed. */
export const communeTyped = createEvent<string>();
const $communeText = createStore('', { serialize: 'ignore' }).on(communeTyped, (_, text) => text);

const fetchCommunesFx = createApiEffect<string, Commune[]>((q) => ({
  path: '/admin/communes',
  query: new URLSearchParams({ q }).toString(),
}));

/** The words searched: a label picked (« Bois-le-Roi (77590) ») is searched by its name. */
export const communeQueryOf = (text: string) => text.replace(/\s*\([^)]*\)?\s*$/, '').trim();

/** The communes offered for what is typed; every one offered since the page opened is kept, so
 * that a label picked is known when the form is sent. */
export const $communes = createStore<Commune[]>([], { serialize: 'ignore' });
export const $offeredCommunes = createStore<Commune[]>([], { serialize: 'ignore' }).reset(sitesOpened);

sample({
  clock: communeTyped,
  fn: communeQueryOf,
  filter: (q) => q.length >= 2,
  target: fetchCommunesFx,
});
// only the answer to what the field still says: an earlier, slower answer is dropped
const answered = sample({
  clock: fetchCommunesFx.done,
  source: $communeText,
  filter: (text, { params, result }) => communeQueryOf(text) === params && result.body.success,
  fn: (_, { result }) => result.body.data as Commune[],
});
sample({ clock: answered, target: $communes });
sample({
  clock: answered,
  source: $offeredCommunes,
  fn: (kept, found) => [...kept, ...found.filter((c) => !kept.some((k) => k.code === c.code))],
  target: $offeredCommunes,
});
