// /admin/redirections: the site's 301 redirects (ADR 014) — those a moved page left and those
// staff add for an old site's addresses — listed newest first, added, changed in place and
// deleted after a confirmation.
import { createEvent, createStore, sample } from 'effector';
import type { RedirectEntry } from '#shared/contracts/admin-pages.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { createListDeletion, lastRefusal } from './admin-form.ts';
import { languagesNeeded } from './languages-model.ts';
import { panelStatusOf } from './panel-model.ts';

export const redirectsOpened = createEvent();

const fetchRedirectsFx = createApiEffect<void, RedirectEntry[]>(() => ({ path: '/admin/redirects' }));

export const $redirects = createStore<RedirectEntry[]>([]);
export const $redirectsStatus = createStore(200);

sample({ clock: redirectsOpened, target: [fetchRedirectsFx, languagesNeeded] });
sample({
  clock: fetchRedirectsFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : []),
  target: $redirects,
});
sample({ clock: fetchRedirectsFx.doneData, fn: panelStatusOf, target: $redirectsStatus });
sample({ clock: fetchRedirectsFx.fail, fn: () => 500, target: $redirectsStatus });

export interface RedirectValues {
  from: string;
  to: string;
  locale: string;
}

const checkRedirect = ({ from, to }: RedirectValues) => [
  ...checks.required('from', from),
  ...checks.required('to', to),
];

// --- Adding ---------------------------------------------------------------------------------

const createRedirectFx = createApiEffect<RedirectValues, RedirectEntry>(({ from, to, locale }) => ({
  method: 'POST',
  path: '/admin/redirects',
  body: { from: from.trim(), to: to.trim(), locale },
}));
export const redirectAddForm = createFormModel({ fx: createRedirectFx, check: checkRedirect });
export const $addRefusal = lastRefusal(createRedirectFx, [redirectsOpened, redirectAddForm.submitted]);

// --- Changing one in place --------------------------------------------------------------------

export const editStarted = createEvent<number>();
export const editCancelled = createEvent();
/** The redirect being changed in place. */
export const $editedId = createStore<number | null>(null, { serialize: 'ignore' })
  .on(editStarted, (_, id) => id)
  .reset(redirectsOpened, editCancelled);

const updateRedirectFx = createApiEffect<RedirectValues & { id: number }, RedirectEntry>(
  ({ id, from, to, locale }) => ({
    method: 'PUT',
    path: `/admin/redirects/${id}`,
    body: { from: from.trim(), to: to.trim(), locale },
  }),
);
export const redirectEditForm = createFormModel({ fx: updateRedirectFx, check: checkRedirect });
export const $editRefusal = lastRefusal(updateRedirectFx, [
  redirectsOpened,
  editStarted,
  editCancelled,
  redirectEditForm.submitted,
]);
sample({ clock: [editStarted, editCancelled], target: redirectEditForm.reset });

// --- Deleting, once confirmed -----------------------------------------------------------------

export const redirectDeletion = createListDeletion({
  opened: redirectsOpened,
  $list: $redirects,
  path: ({ id }: RedirectEntry) => `/admin/redirects/${id}`,
});
export const { deleteAsked, deleteCancelled, deleteConfirmed, $deletedId, $deletePending, $deleteRefusal } =
  redirectDeletion;

// --- The list and what was done ---------------------------------------------------------------

const { deleted } = redirectDeletion;

$redirects
  .on(redirectAddForm.succeeded, (list, { data }) => [data, ...list.filter((r) => r.id !== data.id)])
  .on(redirectEditForm.succeeded, (list, { data }) => list.map((r) => (r.id === data.id ? data : r)))
  .on(deleted, (list, gone) => list.filter((r) => r.id !== gone.id));
$editedId.reset(redirectEditForm.succeeded, deleted);

/** What was done last, said in a status (counted: it takes the focus each time). */
export type RedirectChange = { kind: 'added' | 'changed' | 'deleted'; from: string; count: number };
const $changes = createStore(0, { serialize: 'ignore' });
export const $lastChange = createStore<RedirectChange | null>(null, { serialize: 'ignore' }).reset(
  redirectsOpened,
  redirectAddForm.submitted,
  redirectEditForm.submitted,
  deleteAsked,
);

const changed = sample({
  clock: [
    redirectAddForm.succeeded.map(({ data }) => ({ kind: 'added' as const, from: data.from })),
    redirectEditForm.succeeded.map(({ data }) => ({ kind: 'changed' as const, from: data.from })),
  ],
  source: $changes,
  fn: (count, change): RedirectChange => ({ ...change, count: count + 1 }),
});
const deletedChange = sample({
  clock: deleted,
  source: $changes,
  fn: (count, gone): RedirectChange => ({ kind: 'deleted', from: gone.from, count: count + 1 }),
});
sample({ clock: [changed, deletedChange], target: $lastChange });
sample({ clock: [changed, deletedChange], fn: ({ count }) => count, target: $changes });
