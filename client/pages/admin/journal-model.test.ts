import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $journal,
  $journalQuery,
  $journalStatus,
  auditQueryOf,
  changeValueText,
  journalOpened,
  journalQueryOf,
} from './journal-model.ts';

const entry: AuditEntry = {
  id: 3,
  at: '2026-11-24T09:30:00.000Z',
  actor: { kind: 'USER', email: 'admin@vallon-sur-lys.test' },
  action: 'secondFactor.on',
  entity: 'account',
  entityId: '4',
  changes: { secondFactor: { from: false, to: true } },
};
const list = (page: number, items: AuditEntry[], total = 41) => ({ items, total, page, nbItem: 20 });

describe('journal model', () => {
  it('reads the page and the filter from the URL, dropping what the API would refuse', () => {
    expect(journalQueryOf('')).toEqual({ page: 1, entity: null });
    expect(journalQueryOf('?page=3&entite=page')).toEqual({ page: 3, entity: 'page' });
    expect(journalQueryOf('?page=abc&entite=<script>')).toEqual({ page: 1, entity: null });
    expect(journalQueryOf('?entite=')).toEqual({ page: 1, entity: null });
  });

  it('asks the API for that page, twenty entries at a time, of that kind of item', async () => {
    expect(auditQueryOf({ page: 1, entity: null })).toBe('page=1&nbItem=20');
    const api = fakeApi({ 'GET /admin/audit': ok(list(2, [entry])) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(journalOpened, { scope, params: { search: '?page=2&entite=account' } });
    expect(api.called('GET /admin/audit')[0]?.query).toBe('page=2&nbItem=20&entity=account');
    expect(scope.getState($journalQuery)).toEqual({ page: 2, entity: 'account' });
    expect(scope.getState($journal)).toEqual(list(2, [entry]));
    expect(scope.getState($journalStatus)).toBe(200);
  });

  it('answers 404 for a page past the last one, or one the API refuses', async () => {
    const past = fork({ handlers: [[requestFx, fakeApi({ 'GET /admin/audit': ok(list(9, [])) }).handler]] });
    await allSettled(journalOpened, { scope: past, params: { search: '?page=9' } });
    expect(past.getState($journalStatus)).toBe(404);
    const refused = fork({ handlers: [[requestFx, fakeApi({ 'GET /admin/audit': failure(400) }).handler]] });
    await allSettled(journalOpened, { scope: refused, params: { search: '?page=999999' } });
    expect(refused.getState($journalStatus)).toBe(404);
    // an empty first page is an empty journal, not a missing page
    const empty = fork({
      handlers: [[requestFx, fakeApi({ 'GET /admin/audit': ok(list(1, [], 0)) }).handler]],
    });
    await allSettled(journalOpened, { scope: empty, params: { search: '' } });
    expect(empty.getState($journalStatus)).toBe(200);
  });

  it('writes the values of a change as text, whatever they are', () => {
    expect(changeValueText('<b>Mairie</b>')).toBe('<b>Mairie</b>');
    expect(changeValueText(true)).toBe('true');
    expect(changeValueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(changeValueText(null)).toBeNull();
    expect(changeValueText('')).toBeNull();
  });
});
