import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminPage } from '#shared/contracts/admin-pages.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import type { ApiRequest } from '../../shared/api/request.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $moveDone,
  $moveFocus,
  $moveRefusal,
  $pages,
  $pagesLocale,
  $pagesStatus,
  moveClicked,
  pageDropped,
  pagesOpened,
} from './pages-model.ts';
import { applyMove, type MoveTarget } from './pages-tree.ts';
import { TREE } from './test-pages.ts';

/** The API's move: the tree it answers after it. */
const moveAnswer = (request: ApiRequest) => {
  const id = Number(request.path.split('/')[3]);
  return ok(applyMove(TREE, id, request.body as MoveTarget));
};

async function opened(answers: Parameters<typeof fakeApi>[0] = {}, search = '') {
  const api = fakeApi({ 'GET /admin/pages': ok(TREE), ...answers });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(pagesOpened, { scope, params: { search } });
  return { api, scope };
}

const parentOf = (pages: AdminPage[], id: number) => pages.find((p) => p.id === id)?.parentId;

describe('the page tree’s model (ADR 014)', () => {
  it('reads the pages of the locale the URL asks for, French by default', async () => {
    const { api, scope } = await opened();
    expect(api.called('GET /admin/pages')[0]?.query).toBe('locale=fr_FR');
    expect(scope.getState($pages)).toEqual(TREE);
    expect(scope.getState($pagesStatus)).toBe(200);
    const english = await opened({}, '?langue=en_GB');
    expect(english.api.called('GET /admin/pages')[0]?.query).toBe('locale=en_GB');
    expect(english.scope.getState($pagesLocale)).toBe('en_GB');
    const refused = await opened({ 'GET /admin/pages': failure(403) });
    expect(refused.scope.getState($pagesStatus)).toBe(403);
  });

  it('sends each move button’s move: up, down, out and in', async () => {
    const { api, scope } = await opened({ 'POST /admin/pages/4/move': moveAnswer });
    await allSettled(moveClicked, { scope, params: { id: 4, kind: 'up' } });
    expect(api.called('POST /admin/pages/4/move').map((c) => c.body)).toEqual([{ parentId: 2, position: 0 }]);
    expect(scope.getState($moveDone)).toEqual({ id: 4, count: 1 });
    expect(scope.getState($moveFocus)).toMatchObject({ id: 4, control: 'up' });

    for (const [id, kind, body] of [
      [3, 'down', { parentId: 2, position: 1 }],
      [5, 'outdent', { parentId: 2, position: 2 }],
      [6, 'indent', { parentId: 2, position: 2 }],
      [3, 'outdent', { parentId: null, position: 2 }],
    ] as const) {
      const one = await opened({ [`POST /admin/pages/${id}/move`]: moveAnswer });
      await allSettled(moveClicked, { scope: one.scope, params: { id, kind } });
      expect(one.api.called(`POST /admin/pages/${id}/move`)[0]?.body, `${id} ${kind}`).toEqual(body);
    }
  });

  it('sends nothing for a move that cannot be made: the home page out of the top level, the first page up', async () => {
    const { api, scope } = await opened();
    await allSettled(moveClicked, { scope, params: { id: 1, kind: 'indent' } });
    await allSettled(moveClicked, { scope, params: { id: 1, kind: 'up' } });
    await allSettled(moveClicked, { scope, params: { id: 3, kind: 'up' } });
    await allSettled(pageDropped, { scope, params: { id: 1, target: { parentId: 2, position: 0 } } });
    // a drop where the page already is
    await allSettled(pageDropped, { scope, params: { id: 3, target: { parentId: 2, position: 0 } } });
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(scope.getState($pages)).toEqual(TREE);
  });

  it('shows the tree the API answers after a drop, and puts it back with the API’s sentence on a refusal', async () => {
    const { api, scope } = await opened({ 'POST /admin/pages/7/move': moveAnswer });
    await allSettled(pageDropped, { scope, params: { id: 7, target: { parentId: 4, position: 0 } } });
    expect(api.called('POST /admin/pages/7/move')[0]?.body).toEqual({ parentId: 4, position: 0 });
    expect(parentOf(scope.getState($pages), 7)).toBe(4);
    expect(scope.getState($pages).find((p) => p.id === 7)?.path).toBe('/vivre/sport/contact');
    expect(scope.getState($moveFocus)).toMatchObject({ id: 7, control: 'drag' });

    const refused = await opened({
      'POST /admin/pages/7/move': failure(409, null, 'Une autre page a déjà cette adresse.'),
    });
    await allSettled(pageDropped, {
      scope: refused.scope,
      params: { id: 7, target: { parentId: 4, position: 0 } },
    });
    expect(refused.scope.getState($pages)).toEqual(TREE);
    expect(refused.scope.getState($moveRefusal)).toEqual({
      message: 'Une autre page a déjà cette adresse.',
      status: 409,
    });
    expect(refused.scope.getState($moveDone)).toBeNull();
  });
});
