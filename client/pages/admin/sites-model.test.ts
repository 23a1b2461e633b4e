import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSite } from '#shared/contracts/admin.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $communes,
  $createdSites,
  $handoffSiteId,
  $handoffUrl,
  $newSiteFieldFailure,
  $newSiteRefusal,
  $offeredCommunes,
  $sites,
  checkNewSite,
  communeQueryOf,
  communeTyped,
  handoffForm,
  handoffTarget,
  hostsOf,
  leaveForFx,
  newSiteForm,
  siteFieldsOf,
  sitesOpened,
  townCodeOf,
} from './sites-model.ts';

const sites: AdminSite[] = [
  {
    id: 1,
    name: 'Vallon-sur-Lys',
    slug: 'vallon-sur-lys',
    hosts: ['localhost', 'mairie.localhost'],
    url: 'http://localhost:3000',
    isECommerce: false,
    isBuilding: false,
    current: true,
  },
  {
    id: 2,
    name: 'Domaine du Vallon',
    slug: 'domaine-du-vallon',
    hosts: ['vins.localhost'],
    url: 'http://vins.localhost:3000',
    isECommerce: true,
    isBuilding: false,
    current: false,
  },
];
const URL_2 = 'http://vins.localhost:3000/admin/relais#hV3qW0x9m5sZ1kL8pR2tY7uI4oA6eD0fG3jK9nB1cX5';

describe('sites model', () => {
  it('lists the sites, and leaves for another site’s panel through its single-use link', async () => {
    const api = fakeApi({ 'GET /admin/sites': ok(sites), 'POST /admin/handoff': ok({ url: URL_2 }) });
    const leave = vi.fn();
    const scope = fork({
      handlers: [
        [requestFx, api.handler],
        [leaveForFx, leave],
      ],
    });
    await allSettled(sitesOpened, { scope });
    expect(scope.getState($sites)).toEqual(sites);
    await allSettled(handoffForm.submitted, { scope, params: { siteId: 2 } });
    expect(api.called('POST /admin/handoff')[0]?.body).toEqual({ siteId: 2 });
    expect(leave).toHaveBeenCalledWith(URL_2);
    expect(scope.getState($handoffUrl)).toBe(URL_2);
  });

  it('shows a refusal beside the site asked for, and never follows an address that is not the web’s', async () => {
    const leave = vi.fn();
    const scope = fork({
      handlers: [
        [requestFx, fakeApi({ 'POST /admin/handoff': failure(404) }).handler],
        [leaveForFx, leave],
      ],
    });
    await allSettled(handoffForm.submitted, { scope, params: { siteId: 9 } });
    expect(scope.getState($handoffSiteId)).toBe(9);
    expect(scope.getState(handoffForm.$failure)?.problem).toBe('unavailable');
    expect(leave).not.toHaveBeenCalled();
    expect(handoffTarget('javascript:alert(1)')).toBeNull();
    expect(handoffTarget('not a url')).toBeNull();
    expect(handoffTarget(URL_2)).toBe(URL_2);
  });
});

describe('a new site', () => {
  const values = {
    template: 'town-hall' as const,
    name: 'Mairie de Bois-le-Roi',
    townText: 'Bois-le-Roi (77590)',
    town: '77037',
    domains: 'www.bois-le-roi.fr\nBois-le-Roi.fr',
    adminEmail: 'secretariat@bois-le-roi.fr',
  };

  it('checks its fields with the API’s codes before sending', () => {
    expect(checkNewSite(values)).toEqual([]);
    expect(checkNewSite({ ...values, name: ' ', townText: '', domains: '', adminEmail: 'non' })).toEqual([
      { path: 'name', message: 'required' },
      { path: 'town', message: 'required' },
      { path: 'domains', message: 'required' },
      { path: 'adminEmail', message: 'invalid_email' },
    ]);
    expect(checkNewSite({ ...values, town: '' })).toEqual([{ path: 'town', message: 'unknown_commune' }]);
    expect(checkNewSite({ ...values, domains: 'https://mairie.fr' })).toEqual([
      { path: 'domains', message: 'invalid_host' },
    ]);
    expect(checkNewSite({ ...values, domains: 'a.fr b.fr A.fr' })).toEqual([
      { path: 'domains', message: 'host_duplicate' },
    ]);
    expect(checkNewSite({ ...values, domains: 'a.fr b.fr c.fr d.fr e.fr f.fr' })).toEqual([
      { path: 'domains', message: 'too_many' },
    ]);
  });

  it('reads the hosts one a line in lower case, and the commune picked by its label or code', () => {
    expect(hostsOf(' www.bois-le-roi.fr\n\nBois-le-Roi.fr, x.fr ')).toEqual([
      'www.bois-le-roi.fr',
      'bois-le-roi.fr',
      'x.fr',
    ]);
    const offered = [{ code: '77037', name: 'Bois-le-Roi', postalCode: '77590' }];
    expect(townCodeOf('Bois-le-Roi (77590)', offered)).toBe('77037');
    expect(townCodeOf('2A004', [])).toBe('2A004');
    expect(townCodeOf('Bois-le-Roi', offered)).toBe('');
    expect(communeQueryOf('Bois-le-Roi (77590)')).toBe('Bois-le-Roi');
    expect(siteFieldsOf([{ path: 'domains.1', message: 'duplicate' }])).toEqual([
      { path: 'domains', message: 'host_duplicate' },
    ]);
  });

  it('is sent with its hosts and commune code; a taken host is said beside the field; the list is read again', async () => {
    const created = { id: 3, name: 'Mairie de Bois-le-Roi', url: 'http://www.bois-le-roi.fr:3000' };
    const api = fakeApi({
      'GET /admin/sites': ok(sites),
      'POST /admin/sites': failure(
        409,
        [{ path: 'domains.1', message: 'host_taken' }],
        'L’adresse bois-le-roi.fr…',
      ),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(newSiteForm.submitted, { scope, params: values });
    expect(api.called('POST /admin/sites')[0]?.body).toEqual({
      template: 'town-hall',
      name: 'Mairie de Bois-le-Roi',
      town: '77037',
      domains: ['www.bois-le-roi.fr', 'bois-le-roi.fr'],
      adminEmail: 'secretariat@bois-le-roi.fr',
    });
    expect(scope.getState($newSiteFieldFailure)?.fields).toEqual([
      { path: 'domains', message: 'host_taken' },
    ]);
    expect(scope.getState($newSiteRefusal)?.message).toBe('L’adresse bois-le-roi.fr…');

    const again = fakeApi({ 'GET /admin/sites': ok(sites), 'POST /admin/sites': ok(created) });
    const done = fork({ handlers: [[requestFx, again.handler]] });
    await allSettled(newSiteForm.submitted, { scope: done, params: values });
    expect(done.getState($createdSites)).toEqual([created]);
    expect(again.called('GET /admin/sites')).toHaveLength(1);
  });

  it('offers the communes found for what the field still says', async () => {
    const found = [{ code: '77037', name: 'Bois-le-Roi', postalCode: '77590' }];
    const api = fakeApi({ 'GET /admin/communes': ok(found) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(communeTyped, { scope, params: 'B' });
    expect(api.called('GET /admin/communes')).toHaveLength(0);
    await allSettled(communeTyped, { scope, params: 'Bois-le-R' });
    expect(api.called('GET /admin/communes')[0]?.query).toBe('q=Bois-le-R');
    expect(scope.getState($communes)).toEqual(found);
    expect(scope.getState($offeredCommunes)).toEqual(found);
  });
});
