// SPEC §7's startup calls, with ADR 011's one deviation: the shop's (the variations and the
// technical sheet generator's settings) are asked only of a site that sells.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '#shared/contracts/site.ts';
import { fakeApi, ok } from '../shared/api/fake-api.ts';
import { requestFx } from '../shared/api/request.ts';
import { appStarted } from './model.ts';

const SHOP_CALLS = ['GET /variation', 'GET /external-app/PRODUCT_FILE_GENERATOR/config/public'];

async function start(isECommerce: boolean) {
  const api = fakeApi({
    'GET /site/info': ok({ id: 3, isECommerce } as SiteInfo),
    'GET /variation': ok([]),
    'GET /external-app/PRODUCT_FILE_GENERATOR/config/public': ok({}),
  });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(appStarted, { scope, params: { authenticated: false } });
  return api.calls.map((c) => `${c.method ?? 'GET'} ${c.path}`);
}

describe('the startup calls', () => {
  it('ask a site without a shop for nothing of the shop', async () => {
    const calls = await start(false);
    expect(calls).toContain('GET /site/info');
    expect(calls).toContain('GET /parameter');
    for (const call of SHOP_CALLS) expect(calls).not.toContain(call);
  });

  it('ask a site that sells for its variations and its technical sheets’ settings', async () => {
    const calls = await start(true);
    for (const call of SHOP_CALLS) expect(calls).toContain(call);
  });
});
