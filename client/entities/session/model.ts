import { createEffect, createEvent, createStore, sample } from 'effector';
import type { LoginBody } from '#shared/contracts/account.ts';
import type { AddressType } from '#shared/contracts/content.ts';
import type { Logged, Me, Role } from '#shared/contracts/user.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchLoggedFx = createApiEffect<void, Logged>(() => ({ path: '/logged' }));
export const fetchMeFx = createApiEffect<void, Me>(() => ({ path: '/user' }));
export const fetchAddressTypesFx = createApiEffect<void, AddressType[]>(() => ({
  path: '/admin/address/type',
}));

/** SPEC §4: the answer sets the HttpOnly token cookie; the browser never reads the token. The
 * code of an authenticator app goes along once the API asked for it (ADR 013). */
export const loginFx = createApiEffect<LoginBody, { token: string; idSite: number }>((body) => ({
  method: 'POST',
  path: '/login',
  // JSON leaves out a code not given
  body: { email: body.email, password: body.password, code: body.code || undefined },
}));
/** Revokes the session on the server, which clears both cookies (docs/architecture.md, "decided"). */
export const logoutFx = createApiEffect<void, null>(() => ({ method: 'POST', path: '/logout' }));

export const $logged = createStore(false);
export const $me = createStore<Me | null>(null);
/** The role `/logged` answers: an operator (SUPER_ADMIN, ADR 013) has no account on the site, so
 * no profile in `$me`, but a role here. */
export const $role = createStore<Role | null>(null);
export const $addressTypes = createStore<AddressType[]>([]);
// written out rather than read from the contract's ADMIN_ROLES: the contracts bring zod, which a
// first load never carries
export const $isAdmin = $role.map((role) => role === 'ADMIN' || role === 'SUPER_ADMIN');

/** The session cookie was set or cleared: who is logged in has to be read again. */
export const sessionChanged = createEvent();
/** The session is over on the server (logout, account deleted): SPEC §4 clears the flag and
 * the user info at once, without waiting for the re-read. */
export const sessionEnded = createEvent();
/** The own profile changed on the server (PUT /user answers the new one). */
export const profileReceived = createEvent<Me>();

// Sequential awaits of effects keep the scope (effector's imperative-call rule). /user is only
// asked when a site's account is logged in: its 401 (nobody) or its refusal (an operator, who has
// no account here) would otherwise be an expected error in the console.
const refreshSessionFx = createEffect(async () => {
  const logged = await fetchLoggedFx();
  if (logged.body.success && logged.body.data.logged && logged.body.data.role !== 'SUPER_ADMIN')
    await fetchMeFx();
});
/** `/logged` and `/user` have been read again after a session change. */
export const sessionRefreshed = refreshSessionFx.finally.map(() => undefined);

sample({ clock: successData(fetchLoggedFx), fn: (r) => r.data.logged, target: $logged });
sample({ clock: successData(fetchLoggedFx), fn: (r) => (r.data.logged ? r.data.role : null), target: $role });
sample({ clock: successData(fetchMeFx), fn: (r) => r.data, target: $me });
// a session that is gone reads as nobody: SPEC §3 "clearing the user info resets all fields"
sample({
  clock: successData(fetchLoggedFx),
  filter: (r) => !r.data.logged,
  fn: () => null,
  target: $me,
});
sample({ clock: fetchMeFx.doneData, filter: (r) => r.status === 401, fn: () => null, target: $me });
sample({ clock: successData(fetchAddressTypesFx), fn: (r) => r.data, target: $addressTypes });
sample({ clock: profileReceived, target: $me });

sample({ clock: successData(loginFx), target: sessionChanged });
sample({ clock: successData(logoutFx), target: sessionEnded });
$logged.on(sessionEnded, () => false);
$me.reset(sessionEnded);
$role.reset(sessionEnded);
$addressTypes.reset(sessionEnded);
sample({ clock: sessionEnded, target: sessionChanged });
sample({ clock: sessionChanged, target: refreshSessionFx });
