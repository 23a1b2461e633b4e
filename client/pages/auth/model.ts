import { combine, createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { FieldError } from '#shared/contracts/account.ts';
import { localPath } from '#shared/lib/local-path.ts';
import { $logged, $role, loginFx, sessionRefreshed } from '../../entities/session/index.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { checkCode } from '../../shared/lib/totp-code.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { navigationRequested } from '../../shared/model/navigation.ts';

export const authPageOpened = createEvent<{ redirect: string | null; title: string }>();

/** Only a path of this site may follow a login (shared/lib/local-path.ts), and never the
 * login page itself. */
export function safeRedirect(value: string | null | undefined): string | null {
  const local = localPath(value);
  const path = local?.split(/[?#]/)[0];
  if (path === undefined || path === ROUTES.auth || path.startsWith(`${ROUTES.auth}/`)) return null;
  return local;
}

/** Where a login leads when the page names no target: the account page, or the admin panel for
 * an operator, who has no account on the site (ADR 013). */
export const homeOfRole = (role: string | null): string =>
  role === 'SUPER_ADMIN' ? ROUTES.admin : ROUTES.account;

/** Where a successful login leads: the `redirect` query parameter, else (null) the home of the
 * role that logged in. */
export const $loginTarget = createStore<string | null>(null);
sample({
  clock: authPageOpened,
  fn: ({ redirect }) => safeRedirect(redirect),
  target: $loginTarget,
});
sample({
  clock: authPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.auth, noindex: true }),
  target: documentMetaSet,
});

// Login (SPEC §4): the session entity re-reads /logged and /user; the visitor moves on once
// the header can show the account link.
export interface LoginValues {
  email: string;
  password: string;
  /** The six digits of an authenticator app, once the API asked for them (ADR 013). */
  code?: string;
}

export const loginForm = createFormModel({
  fx: loginFx,
  check: (v: LoginValues) => [
    ...checks.email('email', v.email),
    ...checks.required('password', v.password),
    ...(v.code === undefined ? [] : checkCode('code', v.code)),
  ],
});

/** Why the API refused the last login: the password (or the address), a second factor due and
 * not sent, or a code it did not take (ADR 013: both answer 401 with `secondFactor: true`). */
export type LoginRefusal = 'credentials' | 'codeDue' | 'codeWrong';

const asksSecondFactor = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { secondFactor?: unknown }).secondFactor === true;

export const $loginRefusal = createStore<LoginRefusal | null>(null, { serialize: 'ignore' })
  .on(loginFx.done, (_, { params, result }) => {
    if (result.status !== 401) return null;
    if (!asksSecondFactor(result.body.data)) return 'credentials';
    return params.code ? 'codeWrong' : 'codeDue';
  })
  .reset(authPageOpened, loginForm.reset);

/** The form asks for the code: once the API said a second factor is due, until the page is
 * opened again (a wrong password afterwards keeps the field: the account still needs it). */
export const $codeAsked = createStore(false, { serialize: 'ignore' })
  .on($loginRefusal.updates, (asked, refusal) => asked || refusal === 'codeDue' || refusal === 'codeWrong')
  .reset(authPageOpened, loginForm.reset);

/** What the form shows as its failure: the 401 that asks for the code is the next step, not an
 * error (the code field takes the focus instead). */
export const $loginFailure = combine(loginForm.$failure, $loginRefusal, (failure, refusal) =>
  refusal === 'codeDue' && failure?.problem === 'unauthenticated' ? null : failure,
);

const $awaitingSession = createStore(false, { serialize: 'ignore' }).on(loginForm.succeeded, () => true);
const loginSettled = sample({ clock: sessionRefreshed, source: $awaitingSession, filter: Boolean });
$awaitingSession.reset(loginSettled, authPageOpened);

sample({
  clock: loginSettled,
  source: { logged: $logged, to: $loginTarget, role: $role },
  filter: ({ logged }) => logged,
  fn: ({ to, role }) => ({ to: to ?? homeOfRole(role), replace: true }),
  target: navigationRequested,
});

// Registration: the answer is the same whether the address is new or taken (no enumeration).
export interface RegisterValues {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string;
  newsletter: boolean;
}

const registerFx = createApiEffect<RegisterValues, null>((v) => ({
  method: 'POST',
  path: '/register',
  body: {
    email: v.email.trim(),
    password: v.password,
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    ...(v.birthdate ? { birthdate: v.birthdate } : {}),
    ...(v.newsletter ? { newsletter: true } : {}),
  },
}));

export const registerForm = createFormModel({
  fx: registerFx,
  source: $accountRules,
  check: (v: RegisterValues, { birthdateAsked }: { birthdateAsked: boolean }): FieldError[] => [
    ...checks.email('email', v.email),
    ...checks.required('password', v.password),
    ...checks.required('firstname', v.firstname),
    ...checks.required('lastname', v.lastname),
    ...(birthdateAsked ? checks.required('birthdate', v.birthdate) : []),
  ],
});

/** The neutral confirmation is showing. */
export const $registered = createStore(false, { serialize: 'ignore' })
  .on(registerForm.succeeded, () => true)
  .reset(authPageOpened);

sample({ clock: authPageOpened, target: [loginForm.reset, registerForm.reset] });
