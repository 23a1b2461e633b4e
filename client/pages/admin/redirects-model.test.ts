import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { RedirectEntry } from '#shared/contracts/admin-pages.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $addRefusal,
  $deletedId,
  $editedId,
  $lastChange,
  $redirects,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  editStarted,
  redirectAddForm,
  redirectEditForm,
  redirectsOpened,
} from './redirects-model.ts';

const AT = '2026-11-24T09:30:00.000Z';
const moved: RedirectEntry = {
  id: 1,
  locale: 'fr_FR',
  from: '/elections',
  to: '/vivre/elections',
  createdAt: AT,
};
const old: RedirectEntry = {
  id: 2,
  locale: 'fr_FR',
  from: '/ancien-site/mairie.html',
  to: '/mairie',
  createdAt: AT,
};

async function opened(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/redirects': ok([moved]), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(redirectsOpened, { scope });
  return { api, scope };
}

describe('the redirects’ model (ADR 014)', () => {
  it('adds a redirect at the top of the list, and says it', async () => {
    const { api, scope } = await opened({ 'POST /admin/redirects': ok(old) });
    await allSettled(redirectAddForm.submitted, {
      scope,
      params: { from: ' /ancien-site/mairie.html ', to: '/mairie', locale: 'fr_FR' },
    });
    expect(api.called('POST /admin/redirects')[0]?.body).toEqual({
      from: '/ancien-site/mairie.html',
      to: '/mairie',
      locale: 'fr_FR',
    });
    expect(scope.getState($redirects)).toEqual([old, moved]);
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'added', from: '/ancien-site/mairie.html' });
  });

  it('checks both addresses before sending, and shows the API’s French refusal', async () => {
    const { api, scope } = await opened({
      'POST /admin/redirects': failure(
        400,
        [{ path: 'to', message: 'invalid' }],
        'La cible est un chemin du site (commençant par /) ou une adresse https.',
      ),
    });
    await allSettled(redirectAddForm.submitted, { scope, params: { from: '', to: ' ', locale: 'fr_FR' } });
    expect(scope.getState(redirectAddForm.$failure)?.fields.map((f) => f.path)).toEqual(['from', 'to']);
    expect(api.called('POST /admin/redirects')).toEqual([]);
    await allSettled(redirectAddForm.submitted, {
      scope,
      params: { from: '/a', to: 'ftp://x', locale: 'fr_FR' },
    });
    expect(scope.getState(redirectAddForm.$failure)?.fields).toEqual([{ path: 'to', message: 'invalid' }]);
    expect(scope.getState($addRefusal)?.message).toBe(
      'La cible est un chemin du site (commençant par /) ou une adresse https.',
    );
    expect(scope.getState($redirects)).toEqual([moved]);
  });

  it('changes a redirect in place', async () => {
    const changed = { ...moved, to: '/vivre/elections-municipales' };
    const { api, scope } = await opened({ 'PUT /admin/redirects/1': ok(changed) });
    await allSettled(editStarted, { scope, params: 1 });
    expect(scope.getState($editedId)).toBe(1);
    await allSettled(redirectEditForm.submitted, {
      scope,
      params: { id: 1, from: '/elections', to: '/vivre/elections-municipales', locale: 'fr_FR' },
    });
    expect(api.called('PUT /admin/redirects/1')[0]?.body).toEqual({
      from: '/elections',
      to: '/vivre/elections-municipales',
      locale: 'fr_FR',
    });
    expect(scope.getState($redirects)).toEqual([changed]);
    expect(scope.getState($editedId)).toBeNull();
  });

  it('deletes a redirect only once confirmed', async () => {
    const { api, scope } = await opened({ 'DELETE /admin/redirects/1': ok(null) });
    await allSettled(deleteAsked, { scope, params: 1 });
    await allSettled(deleteCancelled, { scope });
    expect(scope.getState($deletedId)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(api.called('DELETE /admin/redirects/1')).toEqual([]);
    await allSettled(deleteAsked, { scope, params: 1 });
    await allSettled(deleteConfirmed, { scope });
    expect(api.called('DELETE /admin/redirects/1')).toHaveLength(1);
    expect(scope.getState($redirects)).toEqual([]);
    expect(scope.getState($deletedId)).toBeNull();
    expect(scope.getState($lastChange)).toMatchObject({ kind: 'deleted', from: '/elections' });
  });
});
