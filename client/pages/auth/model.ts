import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { FieldError } from '#shared/contracts/account.ts';
import { localPath } from '#shared/lib/local-path.ts';
import { $logged, loginFx, sessionRefreshed } from '../../entities/session/index.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
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

/** Where a successful login leads: the `redirect` query parameter, else the account page. */
export const $loginTarget = createStore<string>(ROUTES.account);
sample({
  clock: authPageOpened,
  fn: ({ redirect }) => safeRedirect(redirect) ?? ROUTES.account,
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
}

export const loginForm = createFormModel({
  fx: loginFx,
  check: (v: LoginValues) => [...checks.email('email', v.email), ...checks.required('password', v.password)],
});

const $awaitingSession = createStore(false, { serialize: 'ignore' }).on(loginForm.succeeded, () => true);
const loginSettled = sample({ clock: sessionRefreshed, source: $awaitingSession, filter: Boolean });
$awaitingSession.reset(loginSettled, authPageOpened);

sample({
  clock: loginSettled,
  source: { logged: $logged, to: $loginTarget },
  filter: ({ logged }) => logged,
  fn: ({ to }) => ({ to, replace: true }),
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
