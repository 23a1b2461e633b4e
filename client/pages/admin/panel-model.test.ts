import { setupI18n } from '@lingui/core';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AdminMe } from '#shared/contracts/admin.ts';
import type { Role } from '#shared/contracts/user.ts';
import { messages } from '../../../locales/fr-FR/admin.po';
import { $logged, $role } from '../../entities/session/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $documentMeta } from '../../shared/model/meta.ts';
import { $pendingNavigation } from '../../shared/model/navigation.ts';
import { $notice } from '../../shared/model/notice.ts';
import { Redirect, StatusAnswer } from '../../shared/router/answers.ts';
import { loader as dashboardLoader } from './dashboard-route.ts';
import { loginPathOf } from './panel-loader.ts';
import { $adminMe, $panelStatus, panelAccess, panelLogoutClicked } from './panel-model.ts';
import { loader as sitesLoader } from './sites-route.ts';

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': messages } });
const admin: AdminMe = {
  kind: 'USER',
  email: 'admin@vallon-sur-lys.test',
  role: 'ADMIN',
  secondFactor: false,
  secondFactorAvailable: true,
};
const operator: AdminMe = { ...admin, kind: 'OPERATOR', email: 'operateur@parvis.test', role: 'SUPER_ADMIN' };
const dashboard = {
  site: { name: 'Vallon-sur-Lys', url: 'http://localhost:3000', isECommerce: false },
  attention: [],
};

/** A visitor's scope as the app's start leaves it: logged in with a role, or not. */
function visitor(role: Role | null, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  const scope = fork({
    values: [
      [$logged, role !== null],
      [$role, role],
    ],
    handlers: [[requestFx, api.handler]],
  });
  return { api, scope };
}

const run = (load: typeof dashboardLoader, scope: ReturnType<typeof fork>, path: string) =>
  load('admin', { code: 'fr_FR', iso: 'fr-FR', prefix: '', short: 'fr' })({
    url: new URL(`http://localhost${path}`),
    params: {},
    scope,
    i18n,
  }).catch((thrown: unknown) => thrown);

describe('who may open the admin panel (ADR 013)', () => {
  it('admits the ADMIN accounts and the operators, the sites page the operators alone', () => {
    expect(panelAccess(false, null, 'admin')).toBe('login');
    expect(panelAccess(true, 'USER', 'admin')).toBe('forbidden');
    expect(panelAccess(true, 'ADMIN', 'admin')).toBe('open');
    expect(panelAccess(true, 'SUPER_ADMIN', 'admin')).toBe('open');
    expect(panelAccess(true, 'ADMIN', 'operator')).toBe('forbidden');
    expect(panelAccess(true, 'SUPER_ADMIN', 'operator')).toBe('open');
  });

  it('sends an anonymous visitor to the login page, which leads back to the page and its query', async () => {
    const { api, scope } = visitor(null);
    const answer = await run(dashboardLoader, scope, '/admin/journal?page=2');
    expect(answer).toBeInstanceOf(Redirect);
    expect((answer as Redirect).to).toBe('/auth?redirect=/admin/journal%3Fpage%3D2');
    expect(api.calls).toEqual([]);
    expect(loginPathOf(new URL('http://localhost/admin'))).toBe('/auth?redirect=/admin');
  });

  it('answers 403 to a visitor without an admin role, without asking the API, and keeps the site’s chrome', async () => {
    const { api, scope } = visitor('USER');
    const answer = await run(dashboardLoader, scope, '/admin');
    expect(answer).toBeInstanceOf(StatusAnswer);
    expect(answer).toMatchObject({ status: 403, payload: null });
    expect(scope.getState($panelStatus)).toBe(403);
    expect(scope.getState($documentMeta)).toMatchObject({ title: 'Accès refusé', noindex: true });
    expect(api.calls).toEqual([]);
  });

  it('opens the dashboard to an ADMIN account in the panel’s own chrome, never indexed', async () => {
    const { api, scope } = visitor('ADMIN', {
      'GET /admin/me': ok(admin),
      'GET /admin/dashboard': ok(dashboard),
    });
    const answer = await run(dashboardLoader, scope, '/admin');
    expect(answer).toEqual({ ownHeader: true, ownFooter: true, ownNavigation: true });
    expect(api.calls.map((c) => c.path)).toEqual(['/admin/me', '/admin/dashboard']);
    expect(scope.getState($adminMe)).toEqual(admin);
    expect(scope.getState($documentMeta)).toMatchObject({
      title: 'Tableau de bord',
      canonicalPath: '/admin',
      noindex: true,
    });
  });

  it('keeps the sites page for operators: 403 for an ADMIN account, open to an operator', async () => {
    const forAdmin = visitor('ADMIN', { 'GET /admin/me': ok(admin) });
    expect(await run(sitesLoader, forAdmin.scope, '/admin/sites')).toMatchObject({ status: 403 });
    expect(forAdmin.api.calls).toEqual([]);

    const forOperator = visitor('SUPER_ADMIN', {
      'GET /admin/me': ok(operator),
      'GET /admin/sites': ok([]),
    });
    expect(await run(sitesLoader, forOperator.scope, '/admin/sites')).toMatchObject({ ownHeader: true });
    expect(forOperator.api.calls.map((c) => c.path)).toEqual(['/admin/me', '/admin/sites']);
  });

  it('sends back to the login page a session that ended since /logged was read', async () => {
    const { api, scope } = visitor('ADMIN', { 'GET /admin/me': failure(401) });
    const answer = await run(dashboardLoader, scope, '/admin');
    expect((answer as Redirect).to).toBe('/auth?redirect=/admin');
    expect(api.called('GET /admin/dashboard')).toEqual([]);
  });

  it('answers the API’s refusal as a 403 and its failure as a 500, without the page’s data', async () => {
    const refused = visitor('ADMIN', { 'GET /admin/me': failure(403) });
    expect(await run(dashboardLoader, refused.scope, '/admin')).toMatchObject({ status: 403, payload: null });
    const broken = visitor('ADMIN', { 'GET /admin/me': failure(503) });
    expect(await run(dashboardLoader, broken.scope, '/admin')).toMatchObject({ status: 500, payload: null });
    expect(broken.api.called('GET /admin/dashboard')).toEqual([]);
  });

  it('answers 500 in the panel when the dashboard itself fails', async () => {
    const { scope } = visitor('ADMIN', {
      'GET /admin/me': ok(admin),
      'GET /admin/dashboard': failure(500),
    });
    const answer = await run(dashboardLoader, scope, '/admin');
    expect(answer).toMatchObject({ status: 500, payload: { ownHeader: true } });
  });
});

describe('the panel’s logout', () => {
  it('ends the session, then leads to the home page with its notice', async () => {
    const { api, scope } = visitor('ADMIN', {
      'POST /logout': ok(null),
      'GET /logged': ok({ logged: false, role: null }),
    });
    await allSettled(panelLogoutClicked, { scope });
    expect(api.called('POST /logout')).toHaveLength(1);
    expect(scope.getState($logged)).toBe(false);
    expect(scope.getState($role)).toBeNull();
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/', replace: true });
    expect(scope.getState($notice)).toEqual({ kind: 'loggedOut', path: '/' });
  });
});
