import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $logged } from '../../entities/session/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import type { ApiRequest } from '../../shared/api/request.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $pendingNavigation } from '../../shared/model/navigation.ts';
import {
  $codeAsked,
  $loginFailure,
  $loginRefusal,
  $registered,
  authPageOpened,
  loginForm,
  registerForm,
  safeRedirect,
} from './model.ts';

const me = {
  id: 3,
  email: 'a@example.org',
  role: 'USER',
  phone: null,
  firstname: 'A',
  lastname: 'B',
  birthdate: null,
};
const loginApi = () =>
  fakeApi({
    'POST /login': ok({ token: 't', idSite: 1 }),
    'GET /logged': ok({ logged: true, role: 'USER' }),
    'GET /user': ok(me),
  });

describe('safeRedirect', () => {
  it('keeps local paths only', () => {
    expect(safeRedirect('/mon-compte')).toBe('/mon-compte');
    expect(safeRedirect('/agenda?page=2#top')).toBe('/agenda?page=2#top');
    for (const bad of [
      null,
      '',
      'mon-compte',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a\nb',
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it('never leads back to the login page', () => {
    expect(safeRedirect('/auth')).toBeNull();
    expect(safeRedirect('/auth?redirect=/auth')).toBeNull();
  });
});

describe('auth page model', () => {
  it('checks the login form before sending it', async () => {
    const api = loginApi();
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginForm.submitted, { scope, params: { email: 'not-an-address', password: '' } });
    expect(api.calls).toEqual([]);
    expect(scope.getState(loginForm.$failure)).toEqual({
      fields: [
        { path: 'email', message: 'invalid_email' },
        { path: 'password', message: 'required' },
      ],
      problem: null,
    });
    expect(scope.getState(loginForm.$failures)).toBe(1);
  });

  it('says a 401 is a wrong e-mail or password, and counts the failure', async () => {
    const api = fakeApi({ 'POST /login': failure(401, null, 'E-mail ou mot de passe incorrect.') });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginForm.submitted, { scope, params: { email: 'a@example.org', password: 'wrong' } });
    expect(scope.getState(loginForm.$failure)).toEqual({ fields: [], problem: 'unauthenticated' });
    await allSettled(loginForm.submitted, { scope, params: { email: 'a@example.org', password: 'wrong' } });
    expect(scope.getState(loginForm.$failures)).toBe(2);
  });

  it('says when there were too many attempts', async () => {
    const api = fakeApi({ 'POST /login': failure(429, null, 'Trop de tentatives. Réessayez plus tard.') });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginForm.submitted, { scope, params: { email: 'a@example.org', password: 'x' } });
    expect(scope.getState(loginForm.$failure)?.problem).toBe('rate_limited');
  });

  it('after a login, goes to the redirect page once the session has been read again', async () => {
    const scope = fork({ handlers: [[requestFx, loginApi().handler]] });
    await allSettled(authPageOpened, { scope, params: { redirect: '/agenda', title: 'Connexion' } });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
    expect(scope.getState($logged)).toBe(true);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/agenda', replace: true });
    expect(scope.getState(loginForm.$failure)).toBeNull();
  });

  it('goes to the account page when the redirect is not a local path', async () => {
    const scope = fork({ handlers: [[requestFx, loginApi().handler]] });
    await allSettled(authPageOpened, { scope, params: { redirect: '//evil.example', title: 'Connexion' } });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/mon-compte', replace: true });
  });

  it('requires the birthdate when the site asks it, and shows the server codes by field', async () => {
    const api = fakeApi({ 'POST /register': failure(400, [{ path: 'birthdate', message: 'minor' }]) });
    const scope = fork({
      values: [[$parameters, { ASK_BIRTHDATE: 'true', BLOCK_MINORS: 'true' }]],
      handlers: [[requestFx, api.handler]],
    });
    const values = {
      email: 'teen@example.org',
      password: 'a long enough password',
      firstname: 'Léa',
      lastname: 'Petit',
      phone: '',
      birthdate: '',
      newsletter: false,
    };
    await allSettled(registerForm.submitted, { scope, params: values });
    expect(api.calls).toEqual([]);
    expect(scope.getState(registerForm.$failure)?.fields).toEqual([
      { path: 'birthdate', message: 'required' },
    ]);

    await allSettled(registerForm.submitted, { scope, params: { ...values, birthdate: '2015-04-01' } });
    expect(api.called('POST /register')[0]?.body).toEqual({
      email: 'teen@example.org',
      password: 'a long enough password',
      firstname: 'Léa',
      lastname: 'Petit',
      birthdate: '2015-04-01',
    });
    expect(scope.getState(registerForm.$failure)?.fields).toEqual([{ path: 'birthdate', message: 'minor' }]);
    expect(scope.getState($registered)).toBe(false);
  });

  it('shows the neutral confirmation after a registration, with the newsletter opt-in sent', async () => {
    const api = fakeApi({
      'POST /register': ok(null, 'If this address can be used, a message has been sent to it.'),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(registerForm.submitted, {
      scope,
      params: {
        email: ' new@example.org ',
        password: 'a long enough password',
        firstname: 'Paul',
        lastname: 'Durand',
        phone: '06 12 34 56 78',
        birthdate: '',
        newsletter: true,
      },
    });
    expect(api.called('POST /register')[0]?.body).toMatchObject({
      email: 'new@example.org',
      phone: '06 12 34 56 78',
      newsletter: true,
    });
    expect(scope.getState($registered)).toBe(true);
    await allSettled(authPageOpened, { scope, params: { redirect: null, title: 'Connexion' } });
    expect(scope.getState($registered)).toBe(false);
  });
});

describe('login with a second factor (ADR 013)', () => {
  const CODE_DUE = 'Saisissez le code affiché par votre application d’authentification.';
  /** The API of an account whose second factor is on: the right password asks for the code. */
  const protectedAccount = (role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') =>
    fakeApi({
      'POST /login': (request: ApiRequest) => {
        const { code } = request.body as { code?: string };
        if (code === '123456') return ok({ token: 't', idSite: 1 });
        return failure(401, { secondFactor: true }, CODE_DUE);
      },
      'GET /logged': ok({ logged: true, role }),
      'GET /user': ok({ ...me, role }),
    });

  it('asks for the code after the right password, as the next step rather than an error', async () => {
    const api = protectedAccount();
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(authPageOpened, { scope, params: { redirect: '/admin', title: 'Connexion' } });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
    expect(api.called('POST /login')[0]?.body).toEqual({ email: 'a@example.org', password: 'right-one' });
    expect(scope.getState($codeAsked)).toBe(true);
    expect(scope.getState($loginRefusal)).toBe('codeDue');
    expect(scope.getState(loginForm.$failure)?.problem).toBe('unauthenticated');
    expect(scope.getState($loginFailure)).toBeNull();
    expect(scope.getState($logged)).toBe(false);
  });

  it('checks the code’s shape, then sends it with the e-mail and the password and goes on', async () => {
    const api = protectedAccount();
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(authPageOpened, { scope, params: { redirect: '/admin', title: 'Connexion' } });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one', code: '12 34' },
    });
    expect(api.called('POST /login')).toHaveLength(1);
    expect(scope.getState($loginFailure)?.fields).toEqual([{ path: 'code', message: 'code' }]);

    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one', code: '123456' },
    });
    expect(api.called('POST /login')[1]?.body).toEqual({
      email: 'a@example.org',
      password: 'right-one',
      code: '123456',
    });
    expect(scope.getState($logged)).toBe(true);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/admin', replace: true });
  });

  it('shows a wrong code as an error of its own, the code field kept', async () => {
    const api = protectedAccount();
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one' },
    });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'a@example.org', password: 'right-one', code: '000000' },
    });
    expect(scope.getState($loginRefusal)).toBe('codeWrong');
    expect(scope.getState($loginFailure)?.problem).toBe('unauthenticated');
    expect(scope.getState($codeAsked)).toBe(true);
    // the page opened again starts from the first step
    await allSettled(authPageOpened, { scope, params: { redirect: null, title: 'Connexion' } });
    expect(scope.getState($codeAsked)).toBe(false);
    expect(scope.getState($loginFailure)).toBeNull();
  });

  it('leads an operator to the admin panel when the page names no target, without reading /user', async () => {
    const api = protectedAccount('SUPER_ADMIN');
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(authPageOpened, { scope, params: { redirect: null, title: 'Connexion' } });
    await allSettled(loginForm.submitted, {
      scope,
      params: { email: 'operateur@parvis.test', password: 'right-one', code: '123456' },
    });
    expect(api.called('GET /user')).toEqual([]);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/admin', replace: true });
  });
});
