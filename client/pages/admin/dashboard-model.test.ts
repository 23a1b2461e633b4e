import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/contracts/admin.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $dashboard,
  $dashboardStatus,
  $publishAsking,
  $published,
  $publishRefusal,
  $seenKind,
  dashboardOpened,
  publishAsked,
  publishCancelled,
  publishConfirmed,
  seenForm,
} from './dashboard-model.ts';

const AT = '2026-11-24T09:30:00.000Z';
const site = { name: 'Vallon-sur-Lys', url: 'http://localhost:3000', isECommerce: false, isBuilding: false };
const withContact = (count: number): Dashboard => ({
  site,
  attention: [
    {
      kind: 'CONTACT_MESSAGES',
      count,
      latest: count ? [{ id: 12, title: 'Salle des fêtes', detail: 'Claire Martin', at: AT }] : [],
      canMarkSeen: true,
    },
    { kind: 'ORDERS', count: 0, latest: [], canMarkSeen: false },
  ],
});

describe('dashboard model', () => {
  it('loads what needs attention when opened', async () => {
    const api = fakeApi({ 'GET /admin/dashboard': ok(withContact(1)) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($dashboard)).toEqual(withContact(1));
    expect(scope.getState($dashboardStatus)).toBe(200);
  });

  it('marks a list seen, then reads the dashboard again', async () => {
    let read = 0;
    const api = fakeApi({
      'GET /admin/dashboard': () => ok(withContact(read++ === 0 ? 1 : 0)),
      'POST /admin/dashboard/seen': ok(null),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(dashboardOpened, { scope });
    await allSettled(seenForm.submitted, { scope, params: { kind: 'CONTACT_MESSAGES' } });
    expect(api.calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual([
      'GET /admin/dashboard',
      'POST /admin/dashboard/seen',
      'GET /admin/dashboard',
    ]);
    expect(api.called('POST /admin/dashboard/seen')[0]?.body).toEqual({ kind: 'CONTACT_MESSAGES' });
    expect(scope.getState($dashboard)?.attention[0]?.count).toBe(0);
    expect(scope.getState(seenForm.$failure)).toBeNull();
  });

  it('keeps the dashboard as it was when the mark fails, the failure beside that list', async () => {
    const api = fakeApi({
      'GET /admin/dashboard': ok(withContact(1)),
      'POST /admin/dashboard/seen': failure(503),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(dashboardOpened, { scope });
    await allSettled(seenForm.submitted, { scope, params: { kind: 'CONTACT_MESSAGES' } });
    expect(api.called('GET /admin/dashboard')).toHaveLength(1);
    expect(scope.getState(seenForm.$failure)?.problem).toBe('unavailable');
    expect(scope.getState($seenKind)).toBe('CONTACT_MESSAGES');
    expect(scope.getState($dashboard)?.attention[0]?.count).toBe(1);
  });

  it('says 500 when the dashboard cannot be read', async () => {
    const scope = fork({
      handlers: [[requestFx, fakeApi({ 'GET /admin/dashboard': failure(500) }).handler]],
    });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($dashboardStatus)).toBe(500);
  });

  it('publishes a site under construction once confirmed, then reads the dashboard again', async () => {
    const building: Dashboard = { site: { ...site, isBuilding: true }, attention: [] };
    let published = false;
    const api = fakeApi({
      'GET /admin/dashboard': () => ok(published ? { ...building, site } : building),
      'POST /admin/site/publish': () => {
        published = true;
        return ok({ isBuilding: false });
      },
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($dashboard)?.site.isBuilding).toBe(true);
    // nothing is sent without the confirmation, nor after a cancel
    await allSettled(publishConfirmed, { scope });
    await allSettled(publishAsked, { scope });
    await allSettled(publishCancelled, { scope });
    await allSettled(publishConfirmed, { scope });
    expect(api.called('POST /admin/site/publish')).toHaveLength(0);
    await allSettled(publishAsked, { scope });
    await allSettled(publishConfirmed, { scope });
    expect(api.called('POST /admin/site/publish')).toHaveLength(1);
    expect(scope.getState($publishAsking)).toBe(false);
    expect(scope.getState($published)).toBe(true);
    expect(scope.getState($dashboard)?.site.isBuilding).toBe(false);
  });

  it('keeps the confirmation open with the refusal when publishing fails', async () => {
    const api = fakeApi({ 'POST /admin/site/publish': failure(403, null, 'Réservé aux administrateurs.') });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(publishAsked, { scope });
    await allSettled(publishConfirmed, { scope });
    expect(scope.getState($publishAsking)).toBe(true);
    expect(scope.getState($publishRefusal)?.message).toBe('Réservé aux administrateurs.');
    expect(scope.getState($published)).toBe(false);
  });
});
