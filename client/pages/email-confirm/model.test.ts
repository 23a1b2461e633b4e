import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $logged, $me } from '../../entities/session/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $emailConfirmation, emailConfirmOpened } from './model.ts';

const params = { token: 'token-from-the-link', title: 'Confirmation' };

describe('e-mail confirmation model', () => {
  it('follows the link and says which address is confirmed', async () => {
    const api = fakeApi({ 'POST /user/email/confirm': ok({ email: 'jeanne@example.org' }) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(emailConfirmOpened, { scope, params });
    expect(api.called('POST /user/email/confirm')[0]?.body).toEqual({ token: 'token-from-the-link' });
    expect(scope.getState($emailConfirmation)).toEqual({ status: 'confirmed', email: 'jeanne@example.org' });
    // nobody is logged in: nothing else to read
    expect(api.calls).toHaveLength(1);
  });

  it('re-reads the logged-in visitor, whose address may just have changed', async () => {
    const me = {
      id: 1,
      email: 'new@example.org',
      role: 'USER',
      phone: null,
      firstname: 'J',
      lastname: 'M',
      birthdate: null,
    };
    const api = fakeApi({
      'POST /user/email/confirm': ok({ email: 'new@example.org' }),
      'GET /logged': ok({ logged: true, role: 'USER' }),
      'GET /user': ok(me),
    });
    const scope = fork({ values: [[$logged, true]], handlers: [[requestFx, api.handler]] });
    await allSettled(emailConfirmOpened, { scope, params });
    expect(scope.getState($me)?.email).toBe('new@example.org');
  });

  it('says the link is no longer valid', async () => {
    const api = fakeApi({
      'POST /user/email/confirm': failure(400, [{ path: 'token', message: 'invalid_token' }]),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(emailConfirmOpened, { scope, params });
    expect(scope.getState($emailConfirmation)).toEqual({ status: 'invalid' });
  });

  it('tells apart an address taken meanwhile and a failure of the service', async () => {
    const conflict = fork({
      handlers: [[requestFx, fakeApi({ 'POST /user/email/confirm': failure(409) }).handler]],
    });
    await allSettled(emailConfirmOpened, { scope: conflict, params });
    expect(conflict.getState($emailConfirmation)).toEqual({ status: 'conflict' });
    const down = fork({
      handlers: [[requestFx, fakeApi({ 'POST /user/email/confirm': failure(503) }).handler]],
    });
    await allSettled(emailConfirmOpened, { scope: down, params });
    expect(down.getState($emailConfirmation)).toEqual({ status: 'failed' });
  });
});
