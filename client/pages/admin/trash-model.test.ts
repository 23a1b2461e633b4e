import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { TrashEntry } from '#shared/contracts/admin-pages.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { TREE } from './test-pages.ts';
import { $restored, $restoreRefusal, $trash, restoreClicked, trashOpened } from './trash-model.ts';

const entry = (id: number, label: string): TrashEntry => ({
  id,
  kind: 'PAGE',
  label,
  count: 2,
  deletedAt: '2026-11-24T09:30:00.000Z',
  deletedBy: 'admin@vallon-sur-lys.test',
  purgeAt: '2026-12-24T09:30:00.000Z',
});

describe('the trash’s model (ADR 014)', () => {
  it('restores an entry: it leaves the list, and the page is back', async () => {
    const api = fakeApi({
      'GET /admin/trash': ok([entry(4, 'Élections'), entry(3, 'Piscine')]),
      'POST /admin/trash/4/restore': ok(TREE),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(trashOpened, { scope });
    await allSettled(restoreClicked, { scope, params: 4 });
    expect(api.called('POST /admin/trash/4/restore')).toHaveLength(1);
    expect(scope.getState($trash).map((e) => e.id)).toEqual([3]);
    expect(scope.getState($restored)).toMatchObject({ label: 'Élections' });
    expect(scope.getState($restoreRefusal)).toBeNull();
  });

  it('restores a deleted file: its answer is an empty tree, and the status names a file (ADR 017)', async () => {
    const file: TrashEntry = { ...entry(5, 'lavoir-9f8e7d6c.png'), kind: 'MEDIA', count: 1 };
    const api = fakeApi({
      'GET /admin/trash': ok([file, entry(4, 'Élections')]),
      'POST /admin/trash/5/restore': ok([]),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(trashOpened, { scope });
    await allSettled(restoreClicked, { scope, params: 5 });
    expect(scope.getState($trash).map((e) => e.id)).toEqual([4]);
    expect(scope.getState($restored)).toMatchObject({ label: 'lavoir-9f8e7d6c.png', kind: 'MEDIA' });
  });

  it('says the API’s reason beside an entry it cannot restore (a path taken meanwhile)', async () => {
    const api = fakeApi({
      'GET /admin/trash': ok([entry(4, 'Élections')]),
      'POST /admin/trash/4/restore': failure(409, null, 'Une autre page a déjà cette adresse.'),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(trashOpened, { scope });
    await allSettled(restoreClicked, { scope, params: 4 });
    expect(scope.getState($trash)).toHaveLength(1);
    expect(scope.getState($restoreRefusal)).toEqual({
      id: 4,
      message: 'Une autre page a déjà cette adresse.',
    });
    expect(scope.getState($restored)).toBeNull();
  });
});
