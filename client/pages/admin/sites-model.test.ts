import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSite } from '#shared/contracts/admin.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import {
  $handoffSiteId,
  $handoffUrl,
  $sites,
  handoffForm,
  handoffTarget,
  leaveForFx,
  sitesOpened,
} from './sites-model.ts';

const sites: AdminSite[] = [
  {
    id: 1,
    name: 'Vallon-sur-Lys',
    slug: 'vallon-sur-lys',
    hosts: ['localhost', 'mairie.localhost'],
    url: 'http://localhost:3000',
    isECommerce: false,
    current: true,
  },
  {
    id: 2,
    name: 'Domaine du Vallon',
    slug: 'domaine-du-vallon',
    hosts: ['vins.localhost'],
    url: 'http://vins.localhost:3000',
    isECommerce: true,
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
