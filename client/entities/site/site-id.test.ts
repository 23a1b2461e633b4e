// SPEC §1 and §7: every call of the browser carries the site's id once the site information has
// loaded (the `idSite` header; the API checks it against the host, tests/api/site.test.ts).
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '#shared/contracts/site.ts';
import { fakeApi, ok } from '../../shared/api/fake-api.ts';
import { createApiEffect, fetchAnswer, requestFx } from '../../shared/api/request.ts';
import { $siteId } from '../../shared/model/site-id.ts';
import { fetchParametersFx, fetchSiteInfoFx } from './model.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the site id in the default request headers', () => {
  it('is taken from the site information and added to every later call', async () => {
    const api = fakeApi({
      'GET /site/info': ok({ id: 42 } as SiteInfo),
      'GET /parameter': ok([]),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(fetchSiteInfoFx, { scope });
    expect(api.called('GET /site/info')[0]?.siteId).toBeUndefined();
    expect(scope.getState($siteId)).toBe(42);
    await allSettled(fetchParametersFx, { scope });
    expect(api.called('GET /parameter')[0]).toMatchObject({ siteId: 42, locale: 'fr_FR' });
    const pingFx = createApiEffect<void, null>(() => ({ method: 'POST', path: '/ping', body: {} }));
    await allSettled(pingFx, { scope });
    expect(api.called('POST /ping')[0]?.siteId).toBe(42);
  });

  it('travels as the idSite header of the browser fetch', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, data: null }),
    );
    vi.stubGlobal('fetch', fetch);
    await fetchAnswer({ path: '/parameter', locale: 'fr_FR', siteId: 42 });
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ idSite: '42', userLang: 'fr_FR' });
    await fetchAnswer({ path: '/site/info' });
    expect(fetch.mock.calls[1]![1].headers).not.toHaveProperty('idSite');
  });
});
