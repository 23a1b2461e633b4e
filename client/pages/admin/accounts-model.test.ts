import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminMe } from '#shared/contracts/admin.ts';
import type { AdminAccount } from '#shared/contracts/admin-accounts.ts';
import type { Me } from '#shared/contracts/user.ts';
import { $me } from '../../entities/session/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $accounts,
  $accountsQuery,
  $accountsStatus,
  $actionRefusal,
  $askedAction,
  $inviteConflictFields,
  $inviteRefusal,
  $lastChange,
  $ownAccount,
  accountsApiQueryOf,
  accountsOpened,
  accountsQueryOf,
  actionAsked,
  actionCancelled,
  actionConfirmed,
  inviteForm,
  isOwnAccount,
} from './accounts-model.ts';
import { $adminMe } from './panel-model.ts';

const AT = '2026-11-24T09:30:00.000Z';
const account = (id: number, email: string, role: AdminAccount['role'] = 'USER'): AdminAccount => ({
  id,
  email,
  firstname: 'Claire',
  lastname: 'Martin',
  role,
  verified: true,
  invited: false,
  blocked: false,
  secondFactor: false,
  createdAt: AT,
});
const admin = account(1, 'admin@vallon-sur-lys.test', 'ADMIN');
const visitor = account(7, 'claire.martin@example.org');
const list = (items: AdminAccount[], page = 1) => ({ items, total: items.length, page, nbItem: 20 });

async function opened(answers: Parameters<typeof fakeApi>[0] = {}, search = '') {
  const api = fakeApi({ 'GET /admin/users': ok(list([admin, visitor])), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(accountsOpened, { scope, params: { search } });
  return { api, scope };
}

describe('the accounts’ model (ADR 018)', () => {
  it('reads the words, the role and the page from the URL, dropping what the API would refuse', () => {
    expect(accountsQueryOf('?q=martin&role=ADMIN&page=3')).toEqual({ q: 'martin', role: 'ADMIN', page: 3 });
    expect(accountsQueryOf('?role=SUPER_ADMIN')).toEqual({ q: null, role: null, page: 1 });
    expect(accountsApiQueryOf({ q: 'martin', role: 'USER', page: 2 })).toBe(
      'page=2&nbItem=20&role=USER&q=martin',
    );
  });

  it('asks the API for the accounts the URL names, and answers 404 past the last page', async () => {
    const { api, scope } = await opened({}, '?q=claire');
    expect(api.called('GET /admin/users')[0]?.query).toBe('page=1&nbItem=20&q=claire');
    expect(scope.getState($accountsQuery)).toEqual({ q: 'claire', role: null, page: 1 });
    expect(scope.getState($accounts)?.items).toEqual([admin, visitor]);
    const past = await opened({ 'GET /admin/users': ok(list([], 4)) }, '?page=4');
    expect(past.scope.getState($accountsStatus)).toBe(404);
  });

  it('knows the reader’s own account by its id, else by its address; an operator has none', () => {
    const me = { kind: 'USER', email: 'Admin@Vallon-sur-Lys.test', role: 'ADMIN' } as AdminMe;
    const byId = fork({
      values: [
        [$adminMe, me],
        [$me, { id: 1 } as Me],
      ],
    });
    expect(isOwnAccount(byId.getState($ownAccount), admin)).toBe(true);
    expect(isOwnAccount(byId.getState($ownAccount), visitor)).toBe(false);
    const byEmail = fork({ values: [[$adminMe, me]] });
    expect(isOwnAccount(byEmail.getState($ownAccount), admin)).toBe(true);
    const operator = fork({
      values: [[$adminMe, { ...me, kind: 'OPERATOR', role: 'SUPER_ADMIN' } as AdminMe]],
    });
    expect(operator.getState($ownAccount)).toBeNull();
  });

  it('changes a role only once confirmed, and shows the account as the API answers it', async () => {
    const promoted = { ...visitor, role: 'ADMIN' as const };
    const { api, scope } = await opened({ 'PUT /admin/users/7/role': ok(promoted) });
    await allSettled(actionAsked, { scope, params: { id: 7, action: { kind: 'role', role: 'ADMIN' } } });
    await allSettled(actionCancelled, { scope });
    await allSettled(actionConfirmed, { scope });
    expect(api.called('PUT /admin/users/7/role')).toEqual([]);
    await allSettled(actionAsked, { scope, params: { id: 7, action: { kind: 'role', role: 'ADMIN' } } });
    await allSettled(actionConfirmed, { scope });
    expect(api.called('PUT /admin/users/7/role')[0]?.body).toEqual({ role: 'ADMIN' });
    expect(scope.getState($accounts)?.items).toEqual([admin, promoted]);
    expect(scope.getState($askedAction)).toBeNull();
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'role', role: 'ADMIN', email: visitor.email });
  });

  it('blocks an account once confirmed', async () => {
    const blocked = { ...visitor, blocked: true };
    const { api, scope } = await opened({ 'PUT /admin/users/7/block': ok(blocked) });
    await allSettled(actionAsked, { scope, params: { id: 7, action: { kind: 'block', blocked: true } } });
    await allSettled(actionConfirmed, { scope });
    expect(api.called('PUT /admin/users/7/block')[0]?.body).toEqual({ blocked: true });
    expect(scope.getState($accounts)?.items[1]?.blocked).toBe(true);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'blocked', email: visitor.email });
  });

  it('says the API’s refusal beside the row (the last administrator), the dialog closed', async () => {
    const sentence = 'C’est le dernier administrateur du site : nommez-en un autre d’abord.';
    const { scope } = await opened({ 'PUT /admin/users/1/role': failure(409, null, sentence) });
    await allSettled(actionAsked, { scope, params: { id: 1, action: { kind: 'role', role: 'USER' } } });
    await allSettled(actionConfirmed, { scope });
    expect(scope.getState($askedAction)).toBeNull();
    expect(scope.getState($actionRefusal)).toEqual({ id: 1, message: sentence, status: 409 });
    expect(scope.getState($accounts)?.items[0]).toEqual(admin);
    expect(scope.getState($lastChange)).toBeNull();
    // asking again clears it
    await allSettled(actionAsked, { scope, params: { id: 1, action: { kind: 'block', blocked: true } } });
    expect(scope.getState($actionRefusal)).toBeNull();
  });

  it('invites an administrator: the address checked, the new account first, and says the mail went', async () => {
    const invited = {
      ...account(9, 'secretariat@vallon-sur-lys.fr', 'ADMIN'),
      verified: false,
      invited: true,
    };
    const { api, scope } = await opened({ 'POST /admin/users/invite': ok(invited) });
    await allSettled(inviteForm.submitted, {
      scope,
      params: { email: 'secretariat', firstname: '', lastname: '' },
    });
    expect(scope.getState(inviteForm.$failure)?.fields).toEqual([
      { path: 'email', message: 'invalid_email' },
    ]);
    expect(api.called('POST /admin/users/invite')).toEqual([]);
    await allSettled(inviteForm.submitted, {
      scope,
      params: { email: ' secretariat@vallon-sur-lys.fr ', firstname: ' Claire ', lastname: '' },
    });
    expect(api.called('POST /admin/users/invite')[0]?.body).toEqual({
      email: 'secretariat@vallon-sur-lys.fr',
      firstname: 'Claire',
      lastname: null,
    });
    expect(scope.getState($accounts)?.items.map((a) => a.id)).toEqual([9, 1, 7]);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'invited', email: invited.email });
  });

  it('shows the API’s sentence and the field it names when the address has an account (409)', async () => {
    const sentence = 'Un compte utilise déjà cette adresse : retrouvez-le dans la liste et changez son rôle.';
    const { scope } = await opened({
      'POST /admin/users/invite': failure(409, [{ path: 'email', message: 'email_taken' }], sentence),
    });
    await allSettled(inviteForm.submitted, {
      scope,
      params: { email: visitor.email, firstname: '', lastname: '' },
    });
    expect(scope.getState($inviteRefusal)).toEqual({ message: sentence, status: 409 });
    expect(scope.getState($inviteConflictFields)).toEqual([{ path: 'email', message: 'email_taken' }]);
    expect(scope.getState($accounts)?.items).toHaveLength(2);
  });
});
