// After PostgreSQL drops the LISTEN connection (a restart, a failover, a cut network), the app
// reconnects and serves content changed by another process within seconds, not at the cache's TTL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';
import { type FaultApp, secondsUntil, startFaultApp } from './support/app.ts';

let f: FaultApp;
let town: number;
beforeAll(async () => {
  // caches far longer than the test: only a notification (or a resync) can refresh them
  f = await startFaultApp({ PAGE_CACHE_TTL_S: '600', STARTUP_CACHE_TTL_S: '600' });
  town = await siteId(f.other, 'vallon-sur-lys');
});
afterAll(() => f.close());

const home = () => f.t.http.get('/').set('Host', TOWN_HOST).set('User-Agent', 'Mozilla/5.0 Chrome/156.0');

/** Another process changes the town's phone number, and notifies as every write does. */
const changePhone = async (phone: string) => {
  await setParameters(f.other.db, town, { COMPANY_PHONE: phone });
  await bumpContentVersion(f.other.db, null, town);
  await f.notify(town);
};

const cachedHome = async () => {
  await home();
  const again = await home();
  expect(again.headers['x-page-cache']).toBe('hit');
};

describe('the LISTEN connection', () => {
  it('sees another process’s change at once while it is up', async () => {
    await cachedHome();
    await changePhone('03 28 00 00 01');
    const seconds = await secondsUntil(async () => (await home()).text.includes('03 28 00 00 01'), 5);
    console.log(`listen up: change by another process served after ${seconds.toFixed(2)} s`);
  });

  it('is reopened after its backend is terminated, and the change is served within seconds', async () => {
    await cachedHome();
    expect(await f.terminateListener()).toBe(1);
    await changePhone('03 28 00 00 02');
    const seconds = await secondsUntil(async () => (await home()).text.includes('03 28 00 00 02'), 10);
    console.log(`listen terminated (pg_terminate_backend): change served after ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(5);
    expect(await f.listeners()).toBe(1);
  });

  it('is reopened after the network is cut, and the caches drop what was missed meanwhile', async () => {
    await cachedHome();
    await f.proxy.cut();
    await secondsUntil(async () => (await f.listeners()) === 0, 10);
    // the notification of this change reaches no one in the app: it is lost
    await changePhone('03 28 00 00 03');
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await home()).text).not.toContain('03 28 00 00 03'); // still the cached page
    await f.proxy.restore();
    const seconds = await secondsUntil(async () => (await home()).text.includes('03 28 00 00 03'), 20);
    console.log(`listen cut (proxy, 1 s): change served ${seconds.toFixed(2)} s after the network came back`);
    expect(seconds).toBeLessThan(12);
    expect(await f.listeners()).toBe(1);
  });
});
