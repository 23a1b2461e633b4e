// What every page of the admin panel shares (ADR 013): who may open it, who is using it
// (GET /admin/me), the page's status before its own data, and the logout.
import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminMe } from '#shared/contracts/admin.ts';
import type { Role } from '#shared/contracts/user.ts';
import { logoutFx } from '../../entities/session/index.ts';
import { type ApiResponse, createApiEffect, successData } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { navigationRequested } from '../../shared/model/navigation.ts';
import { noticeShown } from '../../shared/model/notice.ts';

/** Who a page is for: the site's ADMIN accounts and the operators, or the operators alone. */
export type PanelNeed = 'admin' | 'operator';
/** What the visitor gets: the login page first, a refusal (403), or the page. */
export type PanelAccess = 'login' | 'forbidden' | 'open';

/** The access rule of ADR 013, from what `/logged` said about the session. */
export function panelAccess(logged: boolean, role: Role | null, need: PanelNeed): PanelAccess {
  if (!logged) return 'login';
  if (role === 'SUPER_ADMIN') return 'open';
  return need === 'admin' && role === 'ADMIN' ? 'open' : 'forbidden';
}

/** The status of a page of the panel from an answer of the API: a session that ended (401)
 * leads to the login page, a refusal is a 403, anything else that failed a 500. */
export function panelStatusOf(response: ApiResponse<unknown>): number {
  if (response.body.success) return 200;
  return response.status === 401 || response.status === 403 ? response.status : 500;
}

/** A page of the panel is entered: `title` names it (or the refusal), `path` is its own. */
export const panelEntered = createEvent<{ title: string; path: string; access: 'open' | 'forbidden' }>();

const fetchAdminMeFx = createApiEffect<void, AdminMe>(() => ({ path: '/admin/me' }));

/** Read again each time a page of the panel is entered (a second factor turned on shows at once;
 * kept through a logout, so that the page on screen stays whole until the home page replaces it). */
export const $adminMe = createStore<AdminMe | null>(null);
/** 200 once `/admin/me` answered; 401, 403 or 500 otherwise (the page shows no panel then). */
export const $panelStatus = createStore(200);

sample({
  clock: panelEntered,
  fn: ({ title, path }) => ({ title, canonicalPath: path, noindex: true }),
  target: documentMetaSet,
});
sample({
  clock: panelEntered,
  filter: ({ access }) => access === 'forbidden',
  fn: () => 403,
  target: $panelStatus,
});
sample({
  clock: panelEntered,
  filter: ({ access }) => access === 'open',
  fn: () => undefined,
  target: fetchAdminMeFx,
});
sample({ clock: fetchAdminMeFx.doneData, fn: panelStatusOf, target: $panelStatus });
sample({ clock: fetchAdminMeFx.fail, fn: () => 500, target: $panelStatus });
sample({
  clock: fetchAdminMeFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $adminMe,
});

// --- Logout: the session ends on the server, then the visitor lands on the public home page ---

export const panelLogoutClicked = createEvent();
const panelLogoutFx = attach({ effect: logoutFx });
export const $panelLogoutPending = panelLogoutFx.pending;
export const $panelLogoutFailed = createStore(false, { serialize: 'ignore' })
  .on(panelLogoutFx.fail, () => true)
  .on(panelLogoutFx.doneData, (_, response) => !response.body.success)
  .reset(panelEntered, panelLogoutClicked);

sample({ clock: panelLogoutClicked, filter: panelLogoutFx.pending.map((p) => !p), target: panelLogoutFx });
sample({
  clock: successData(panelLogoutFx),
  fn: () => ({ kind: 'loggedOut' as const, path: '/' }),
  target: noticeShown,
});
sample({
  clock: successData(panelLogoutFx),
  fn: () => ({ to: '/', replace: true }),
  target: navigationRequested,
});
