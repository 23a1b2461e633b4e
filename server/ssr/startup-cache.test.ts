import { describe, expect, it } from 'vitest';
import { fakeContentEvents as fakeEvents } from '../../tests/support/content-events.ts';
import type { ApiCall, ApiClient, ApiReply } from './api-client.ts';
import { createCachedApi } from './startup-cache.ts';

/** An API whose answers are site-wide, of the site of their host, tagged by their path. */
function fakeClient(tagsOf: Record<string, string[]>) {
  const calls: string[] = [];
  const client: ApiClient = {
    async call(call: ApiCall): Promise<ApiReply> {
      calls.push(`${call.host}${call.path}`);
      return {
        status: 200,
        body: { success: true, data: call.path, message: '' },
        cacheScope: 'site',
        siteId: call.host === 'wine' ? 2 : 1,
        tags: tagsOf[call.path] ?? [],
        origin: null,
        canonicalOrigin: null,
      };
    },
    async close() {},
  };
  return { client, calls };
}

const get = (host: string, path: string): ApiCall => ({ method: 'GET', host, path });

describe('the startup cache', () => {
  it('drops on a tagged change only the answers carrying one of its tags, on a site change all of the site’s', async () => {
    const events = fakeEvents();
    const { client, calls } = fakeClient({
      '/element/agenda/7': ['element:7'],
      '/element/agenda': ['list:element:agenda'],
    });
    const api = createCachedApi(client, events, { ttlMs: 60_000 });
    const paths = ['/element/agenda/7', '/element/agenda', '/parameter'];
    const all = async () => {
      for (const path of paths) await api.call(get('town', path));
      await api.call(get('wine', '/element/agenda/7'));
    };
    await all();
    expect(calls).toHaveLength(4);
    await all();
    expect(calls).toHaveLength(4); // all cached

    await events.publish(1, ['element:7']);
    calls.length = 0;
    await all();
    expect(calls).toEqual(['town/element/agenda/7']);

    await events.publish(1);
    calls.length = 0;
    await all();
    expect(calls).toEqual(paths.map((p) => `town${p}`)); // the other site's answer stayed
  });
});
