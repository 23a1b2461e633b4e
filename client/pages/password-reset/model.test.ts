import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $linkInvalid, $passwordChanged, passwordResetOpened, resetForm } from './model.ts';

const token = 'a-token-from-the-mail';

describe('password reset model', () => {
  it('checks that both passwords are the same before sending', async () => {
    const api = fakeApi({});
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(resetForm.submitted, {
      scope,
      params: { token, password: 'a new password', confirmation: 'a new pasword' },
    });
    expect(api.calls).toEqual([]);
    expect(scope.getState(resetForm.$failure)?.fields).toEqual([
      { path: 'confirmation', message: 'passwords_differ' },
    ]);
  });

  it('sends the token with the new password and says it is done', async () => {
    const api = fakeApi({
      'PUT /password/reset': ok(null, 'Your password has been changed.'),
      'GET /logged': ok({ logged: false, role: null }),
      'GET /user': failure(401),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(resetForm.submitted, {
      scope,
      params: { token, password: 'a new password', confirmation: 'a new password' },
    });
    expect(api.called('PUT /password/reset')[0]?.body).toEqual({ token, password: 'a new password' });
    expect(scope.getState($passwordChanged)).toBe(true);
    await allSettled(passwordResetOpened, { scope, params: { title: 'x' } });
    expect(scope.getState($passwordChanged)).toBe(false);
  });

  it('recognises a link that is no longer valid', async () => {
    const api = fakeApi({
      'PUT /password/reset': failure(
        400,
        [{ path: 'token', message: 'invalid_token' }],
        'Ce lien n’est plus valable. Demandez un nouveau lien.',
      ),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(resetForm.submitted, {
      scope,
      params: { token, password: 'a new password', confirmation: 'a new password' },
    });
    expect(scope.getState($linkInvalid)).toBe(true);
  });

  it('keeps a too-short password beside its field', async () => {
    const api = fakeApi({
      'PUT /password/reset': failure(400, [{ path: 'password', message: 'password_too_short' }]),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(resetForm.submitted, {
      scope,
      params: { token, password: 'short', confirmation: 'short' },
    });
    expect(scope.getState($linkInvalid)).toBe(false);
    expect(scope.getState(resetForm.$failure)?.fields).toEqual([
      { path: 'password', message: 'password_too_short' },
    ]);
  });
});
