import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/contracts/user.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $isAdmin,
  $logged,
  $me,
  $role,
  loginFx,
  logoutFx,
  profileReceived,
  sessionChanged,
} from './model.ts';

const me: Me = {
  id: 7,
  email: 'jeanne@example.org',
  role: 'USER',
  phone: null,
  firstname: 'Jeanne',
  lastname: 'Martin',
  birthdate: null,
  emailVerified: true,
};

describe('session model', () => {
  it('after a login, reads /logged and then /user again', async () => {
    const api = fakeApi({
      'POST /login': ok({ token: 'secret', idSite: 1 }),
      'GET /logged': ok({ logged: true, role: 'USER' }),
      'GET /user': ok(me),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginFx, { scope, params: { email: 'jeanne@example.org', password: 'pw-long-enough' } });
    expect(api.calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual([
      'POST /login',
      'GET /logged',
      'GET /user',
    ]);
    expect(api.called('POST /login')[0]?.body).toEqual({
      email: 'jeanne@example.org',
      password: 'pw-long-enough',
    });
    expect(scope.getState($logged)).toBe(true);
    expect(scope.getState($me)).toEqual(me);
  });

  it('a refused login reads nothing again and stays logged out', async () => {
    const api = fakeApi({ 'POST /login': failure(401, null, 'E-mail ou mot de passe incorrect.') });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginFx, { scope, params: { email: 'x@example.org', password: 'nope' } });
    expect(api.calls).toHaveLength(1);
    expect(scope.getState($logged)).toBe(false);
  });

  it('a logout clears the flag and the user info, and the re-read keeps them empty', async () => {
    const api = fakeApi({
      'POST /logout': ok(null),
      'GET /logged': ok({ logged: false, role: null }),
      'GET /user': failure(401, null, 'Authentication required.'),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(logoutFx, { scope });
    expect(scope.getState($logged)).toBe(false);
    expect(scope.getState($me)).toBeNull();
    expect(api.called('GET /logged')).toHaveLength(1);
    // nobody is logged in any more: /user is not asked (its 401 would be noise)
    expect(api.called('GET /user')).toHaveLength(0);
  });

  it('a failed logout keeps the session as it was', async () => {
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, fakeApi({ 'POST /logout': failure(500) }).handler]],
    });
    await allSettled(logoutFx, { scope });
    expect(scope.getState($logged)).toBe(true);
    expect(scope.getState($me)).toEqual(me);
  });

  it('a session that ended elsewhere reads as nobody once /user answers 401', async () => {
    const api = fakeApi({
      'GET /logged': ok({ logged: false, role: null }),
      'GET /user': failure(401),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(sessionChanged, { scope });
    expect(scope.getState($logged)).toBe(false);
    expect(scope.getState($me)).toBeNull();
  });

  it('keeps the profile the API answered after an update', async () => {
    const scope = fork({ values: [[$me, me]] });
    await allSettled(profileReceived, { scope, params: { ...me, firstname: 'Jeanne-Marie' } });
    expect(scope.getState($me)?.firstname).toBe('Jeanne-Marie');
  });

  it('keeps the role /logged answers; an operator, who has no account on the site, is not read from /user', async () => {
    const api = fakeApi({
      'POST /login': ok({ token: 'secret', idSite: 1 }),
      'GET /logged': ok({ logged: true, role: 'SUPER_ADMIN' }),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(loginFx, {
      scope,
      params: { email: 'operateur@parvis.test', password: 'pw-long-enough', code: '123456' },
    });
    expect(api.called('POST /login')[0]?.body).toEqual({
      email: 'operateur@parvis.test',
      password: 'pw-long-enough',
      code: '123456',
    });
    expect(api.called('GET /user')).toEqual([]);
    expect(scope.getState($role)).toBe('SUPER_ADMIN');
    expect(scope.getState($isAdmin)).toBe(true);
    expect(scope.getState($me)).toBeNull();
  });
});
