import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/contracts/user.ts';
import { $logged, $me } from '../../entities/session/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $pendingNavigation } from '../../shared/model/navigation.ts';
import { $notice } from '../../shared/model/notice.ts';
import {
  $deletionConfirming,
  $exportProblem,
  $newsletterLists,
  $passwordChanged,
  $profileSaved,
  $subscription,
  accountPageOpened,
  deleteForm,
  deletionAsked,
  exportRequested,
  logoutClicked,
  newsletterForm,
  passwordForm,
  profileForm,
  saveExportFx,
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
const lists = [
  { id: 1, name: 'La lettre', description: null },
  { id: 2, name: 'Alertes', description: 'Travaux' },
];

describe('account page model', () => {
  it('loads the newsletter lists and the subscription when opened', async () => {
    const api = fakeApi({
      'GET /user/newsletter/lists': ok(lists),
      'GET /user/newsletter/subscription': ok({ lists: [2], emailVerified: false }),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(accountPageOpened, { scope, params: { title: 'Mon compte' } });
    expect(scope.getState($newsletterLists)).toEqual(lists);
    expect(scope.getState($subscription)).toEqual({ lists: [2], emailVerified: false });
  });

  it('saves the profile; a new address waits for its link and the account keeps the old one', async () => {
    const api = fakeApi({
      'PUT /user': (request) =>
        ok({
          profile: { ...me, firstname: (request.body as { firstname: string }).firstname, phone: null },
          emailChangePending: true,
        }),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(profileForm.submitted, {
      scope,
      params: {
        email: 'new@example.org ',
        firstname: 'Jeanne-Marie',
        lastname: 'Martin',
        phone: ' ',
        birthdate: '',
      },
    });
    expect(api.called('PUT /user')[0]?.body).toEqual({
      email: 'new@example.org',
      firstname: 'Jeanne-Marie',
      lastname: 'Martin',
      phone: null,
      birthdate: null,
    });
    expect(scope.getState($profileSaved)).toEqual({ pendingEmail: 'new@example.org' });
    expect(scope.getState($me)).toMatchObject({ email: 'jeanne@example.org', firstname: 'Jeanne-Marie' });
  });

  it('puts a wrong current password beside its field', async () => {
    const api = fakeApi({
      'PUT /user/password': failure(400, [{ path: 'currentPassword', message: 'wrong_password' }]),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(passwordForm.submitted, {
      scope,
      params: { currentPassword: 'not it', newPassword: 'a brand new password' },
    });
    expect(scope.getState(passwordForm.$failure)?.fields).toEqual([
      { path: 'currentPassword', message: 'wrong_password' },
    ]);
    expect(scope.getState($passwordChanged)).toBe(false);
  });

  it('saves the chosen newsletter lists', async () => {
    const api = fakeApi({ 'PUT /user/newsletter/subscription': ok({ lists: [1, 2], emailVerified: true }) });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(newsletterForm.submitted, { scope, params: { lists: [1, 2] } });
    expect(api.called('PUT /user/newsletter/subscription')[0]?.body).toEqual({ lists: [1, 2] });
    expect(scope.getState($subscription)).toEqual({ lists: [1, 2], emailVerified: true });
  });

  it('saves the export as a dated JSON file', async () => {
    const exported = { site: 'Vallon-sur-Lys', account: { email: me.email } };
    const save = vi.fn();
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [
        [requestFx, fakeApi({ 'GET /user/export': ok(exported) }).handler],
        [saveExportFx, save],
      ],
    });
    await allSettled(exportRequested, { scope, params: { fileName: 'mes-donnees' } });
    expect(save).toHaveBeenCalledWith({
      fileName: expect.stringMatching(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/),
      data: exported,
    });
    expect(scope.getState($exportProblem)).toBeNull();
  });

  it('says so when the export fails because the session ended', async () => {
    const save = vi.fn();
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [
        [requestFx, fakeApi({ 'GET /user/export': failure(401) }).handler],
        [saveExportFx, save],
      ],
    });
    await allSettled(exportRequested, { scope, params: { fileName: 'mes-donnees' } });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($exportProblem)).toBe('unauthenticated');
  });

  it('logs out and sends the visitor home with a message', async () => {
    const api = fakeApi({
      'POST /logout': ok(null),
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
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($logged)).toBe(false);
    expect(scope.getState($me)).toBeNull();
    expect(scope.getState($notice)).toEqual({ kind: 'loggedOut', path: '/' });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/', replace: true });
  });

  it('deletes the account only after the confirmation step, then leaves for the home page', async () => {
    const api = fakeApi({
      'DELETE /user': ok(null, 'Your account has been deleted.'),
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
    await allSettled(deletionAsked, { scope });
    expect(scope.getState($deletionConfirming)).toBe(true);
    expect(api.calls).toEqual([]);
    await allSettled(deleteForm.submitted, { scope, params: { currentPassword: 'my password' } });
    expect(api.called('DELETE /user')[0]?.body).toEqual({ password: 'my password' });
    expect(scope.getState($logged)).toBe(false);
    expect(scope.getState($me)).toBeNull();
    expect(scope.getState($notice)).toEqual({ kind: 'accountDeleted', path: '/' });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/', replace: true });
  });

  it('goes back a step when the password is wrong, and keeps the account', async () => {
    const api = fakeApi({
      'DELETE /user': failure(400, [{ path: 'currentPassword', message: 'wrong_password' }]),
    });
    const scope = fork({
      values: [
        [$logged, true],
        [$me, me],
      ],
      handlers: [[requestFx, api.handler]],
    });
    await allSettled(deletionAsked, { scope });
    await allSettled(deleteForm.submitted, { scope, params: { currentPassword: 'not mine' } });
    expect(scope.getState($deletionConfirming)).toBe(false);
    expect(scope.getState(deleteForm.$failure)?.fields).toEqual([
      { path: 'currentPassword', message: 'wrong_password' },
    ]);
    expect(scope.getState($logged)).toBe(true);
    expect(scope.getState($pendingNavigation)).toBeNull();
  });
});
