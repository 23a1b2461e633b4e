// /admin/comptes: the site's accounts (ADR 018) — administrators first then by address, a page at a
// time, searched and filtered by role (`?q=&role=&page=`: plain links and a GET form, so that it
// reads without JavaScript too); a role changed or an account blocked once confirmed, the API's
// refusals (one's own account, the last administrator: 409) said beside the row; an administrator
// invited by e-mail.
import { combine, createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import type { AdminAccount } from '#shared/contracts/admin-accounts.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { requestedPage, requestedSearch } from '#shared/lib/pagination.ts';
import { $me } from '../../entities/session/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal, refusalOf } from './admin-form.ts';
import { $adminMe, panelStatusOf } from './panel-model.ts';

export const ACCOUNTS_PAGE_SIZE = 20;
export type SiteRole = AdminAccount['role'];
/** The roles of a site's account (shared/contracts/admin-accounts.ts, SITE_ROLES; written out: the
 * contracts bring zod, which the panel's chunks do without). */
export const SITE_ROLES: readonly SiteRole[] = ['USER', 'ADMIN'];
export const ROLE_PARAM = 'role';

export interface AccountsQuery {
  page: number;
  role: SiteRole | null;
  q: string | null;
}

/** What the page's URL asks for; a role the API would refuse is no filter. */
export function accountsQueryOf(search: string): AccountsQuery {
  const params = new URLSearchParams(search);
  const role = params.get(ROLE_PARAM) ?? '';
  return {
    page: requestedPage(params),
    role: (SITE_ROLES as readonly string[]).includes(role) ? (role as SiteRole) : null,
    q: requestedSearch(params),
  };
}

/** The query of GET /admin/users. */
export function accountsApiQueryOf({ page, role, q }: AccountsQuery): string {
  const params = new URLSearchParams({ page: String(page), nbItem: String(ACCOUNTS_PAGE_SIZE) });
  if (role) params.set('role', role);
  if (q) params.set('q', q);
  return params.toString();
}

// --- The list -----------------------------------------------------------------------------------

export const accountsOpened = createEvent<{ search: string }>();

const fetchAccountsFx = createApiEffect<AccountsQuery, ListResult<AdminAccount>>((query) => ({
  path: '/admin/users',
  query: accountsApiQueryOf(query),
}));

export const $accountsQuery = createStore<AccountsQuery>({ page: 1, role: null, q: null });
export const $accounts = createStore<ListResult<AdminAccount> | null>(null);
export const $accountsStatus = createStore(200);

sample({
  clock: accountsOpened,
  fn: ({ search }) => accountsQueryOf(search),
  target: [$accountsQuery, fetchAccountsFx],
});
sample({
  clock: fetchAccountsFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $accounts,
});
sample({
  clock: fetchAccountsFx.done,
  fn: ({ params, result }) => {
    // a page the API refuses (past its limit) or past the last one is not there
    if (result.status === 400) return 404;
    const status = panelStatusOf(result);
    return status === 200 && params.page > 1 && result.body.data.items.length === 0 ? 404 : status;
  },
  target: $accountsStatus,
});
sample({ clock: fetchAccountsFx.fail, fn: () => 500, target: $accountsStatus });

/** The reader's own account, which the list shows without actions (the API refuses them: ADR 018):
 * its id when the session's profile is read, else its address; an operator has none on the site. */
export const $ownAccount = combine($adminMe, $me, (admin, me) =>
  admin?.kind === 'USER' ? { id: me?.id ?? null, email: admin.email.toLowerCase() } : null,
);

export function isOwnAccount(
  own: { id: number | null; email: string } | null,
  account: AdminAccount,
): boolean {
  if (!own) return false;
  return own.id !== null ? own.id === account.id : own.email === account.email.toLowerCase();
}

// --- A role changed, an account blocked or let in again: once confirmed --------------------------

export type AccountAction = { kind: 'role'; role: SiteRole } | { kind: 'block'; blocked: boolean };

export const actionAsked = createEvent<{ id: number; action: AccountAction }>();
export const actionCancelled = createEvent();
export const actionConfirmed = createEvent();
/** The change waiting for a confirmation. */
export const $askedAction = createStore<{ id: number; action: AccountAction } | null>(null, {
  serialize: 'ignore',
})
  .on(actionAsked, (_, asked) => asked)
  .reset(accountsOpened, actionCancelled);

const setRoleFx = createApiEffect<{ id: number; role: SiteRole }, AdminAccount>(({ id, role }) => ({
  method: 'PUT',
  path: `/admin/users/${id}/role`,
  body: { role },
}));
const setBlockedFx = createApiEffect<{ id: number; blocked: boolean }, AdminAccount>(({ id, blocked }) => ({
  method: 'PUT',
  path: `/admin/users/${id}/block`,
  body: { blocked },
}));
export const $actionPending = combine(setRoleFx.pending, setBlockedFx.pending, (a, b) => a || b);

const confirmed = sample({
  clock: actionConfirmed,
  source: { asked: $askedAction, pending: $actionPending },
  filter: ({ asked, pending }) => !pending && asked !== null,
  fn: ({ asked }) => asked!,
});
sample({
  clock: confirmed,
  filter: ({ action }) => action.kind === 'role',
  fn: ({ id, action }) => ({ id, role: (action as { role: SiteRole }).role }),
  target: setRoleFx,
});
sample({
  clock: confirmed,
  filter: ({ action }) => action.kind === 'block',
  fn: ({ id, action }) => ({ id, blocked: (action as { blocked: boolean }).blocked }),
  target: setBlockedFx,
});

const changedAccount = sample({
  clock: [setRoleFx.doneData, setBlockedFx.doneData],
  filter: (response) => response.body.success,
  fn: (response) => response.body.data as AdminAccount,
});
/** Whatever the answer, the dialog closes: a refusal is said beside the row's action. */
$askedAction.reset(setRoleFx.finally, setBlockedFx.finally);

/** The refused change: its account and the API's sentence (empty when it could not be reached). */
export const $actionRefusal = createStore<{ id: number; message: string; status: number } | null>(null, {
  serialize: 'ignore',
})
  .on([setRoleFx.done, setBlockedFx.done], (_, { params, result }) => {
    const refusal = refusalOf(result);
    return refusal && { id: params.id, ...refusal };
  })
  .on([setRoleFx.fail, setBlockedFx.fail], (_, { params }) => ({ id: params.id, message: '', status: 0 }))
  .reset(accountsOpened, actionAsked);

// --- Inviting an administrator ------------------------------------------------------------------

export interface InviteValues {
  email: string;
  firstname: string;
  lastname: string;
}

const checkInvite = ({ email }: InviteValues): FieldError[] => checks.email('email', email);

const inviteFx = createApiEffect<InviteValues, AdminAccount>(({ email, firstname, lastname }) => ({
  method: 'POST',
  path: '/admin/users/invite',
  body: {
    email: email.trim(),
    firstname: firstname.trim() || null,
    lastname: lastname.trim() || null,
  },
}));
export const inviteForm = createFormModel({ fx: inviteFx, check: checkInvite });
export const $inviteRefusal = lastRefusal(inviteFx, [accountsOpened, inviteForm.submitted]);
/** The fields a refusal names besides its sentence (409 `email_taken`, which the form kit reads as a
 * problem of the whole form): said beside the field too. */
export const $inviteConflictFields = createStore<FieldError[]>([], { serialize: 'ignore' })
  .on(inviteFx.doneData, (_, response) =>
    response.status === 409 && Array.isArray(response.body.data) ? (response.body.data as FieldError[]) : [],
  )
  .reset(accountsOpened, inviteForm.submitted);
/** Invitations sent since the page opened: the form is drawn anew after each (its fields emptied). */
export const $invitations = createStore(0, { serialize: 'ignore' }).on(inviteForm.succeeded, (n) => n + 1);

// --- The list and what was done ---------------------------------------------------------------

$accounts
  .on(changedAccount, (list, account) =>
    list ? { ...list, items: list.items.map((a) => (a.id === account.id ? account : a)) } : list,
  )
  .on(inviteForm.succeeded, (list, { data }) =>
    list
      ? { ...list, items: [data, ...list.items.filter((a) => a.id !== data.id)], total: list.total + 1 }
      : list,
  );

/** What was done last, said in a status (counted: it takes the focus each time). */
export type AccountChange =
  | { kind: 'invited'; email: string; count: number }
  | { kind: 'role'; email: string; role: SiteRole; count: number }
  | { kind: 'blocked' | 'unblocked'; email: string; count: number };
const $changes = createStore(0, { serialize: 'ignore' });
export const $lastChange = createStore<AccountChange | null>(null, { serialize: 'ignore' }).reset(
  accountsOpened,
  inviteForm.submitted,
  actionAsked,
);
const change = sample({
  clock: [
    inviteForm.succeeded.map(({ data }) => ({ kind: 'invited' as const, email: data.email })),
    setRoleFx.done.filterMap(({ result }) =>
      result.body.success
        ? { kind: 'role' as const, email: result.body.data.email, role: result.body.data.role }
        : undefined,
    ),
    setBlockedFx.done.filterMap(({ result }) =>
      result.body.success
        ? {
            kind: result.body.data.blocked ? ('blocked' as const) : ('unblocked' as const),
            email: result.body.data.email,
          }
        : undefined,
    ),
  ],
  source: $changes,
  fn: (count, change) => ({ ...change, count: count + 1 }) as AccountChange,
});
sample({ clock: change, target: $lastChange });
sample({ clock: change, fn: ({ count }) => count, target: $changes });
