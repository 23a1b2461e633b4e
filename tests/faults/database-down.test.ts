// While PostgreSQL cannot be reached, the API answers 503 with Retry-After and a French message,
// pages are the French "briefly unavailable" page (503), and a logged-in visitor is never shown
// as logged out; once it is back, everything answers 200 again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOWN_HOST } from '../support/fixtures.ts';
import { visitorToken } from '../support/sessions.ts';
import { type FaultApp, secondsUntil, startFaultApp } from './support/app.ts';

const EMAIL = 'outage-visitor@example.org';
let f: FaultApp;
let token: string;
beforeAll(async () => {
  f = await startFaultApp();
  token = await visitorToken(f.other, 'vallon-sur-lys', EMAIL);
});
afterAll(() => f.close());

const get = (path: string, logged = false) => {
  const request = f.t.http.get(path).set('Host', TOWN_HOST);
  return logged ? request.set('Cookie', `token=${token}`) : request;
};

describe('the database down', () => {
  it('answers 503 with Retry-After, never a page that shows a logged-in visitor as logged out', async () => {
    const before = await get('/', true);
    expect(before.status).toBe(200);
    expect(before.text).toContain(EMAIL);
    expect((await get('/api/logged', true)).status).toBe(200);

    await f.proxy.cut();
    const cutAt = Date.now();
    const answers: { path: string; status: number }[] = [];
    for (const [path, logged] of [
      ['/api/logged', true],
      ['/api/user', true],
      ['/api/news', false],
      ['/', true],
      ['/infos-utiles/en-ce-moment/agenda', true],
      ['/infos-utiles/en-ce-moment/agenda', false],
    ] as const) {
      const res = await get(path, logged);
      answers.push({ path, status: res.status });
      expect(res.status, `${path}${logged ? ' (logged in)' : ''}`).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      if (path.startsWith('/api/')) {
        expect(res.body).toEqual({
          success: false,
          data: null,
          message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
        });
      } else {
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toContain('Le service est momentanément indisponible');
        expect(res.text).not.toContain(EMAIL);
      }
    }
    // an anonymous page whose answers the startup cache still holds is served whole meanwhile
    const cached = await get('/');
    expect(cached.status).toBe(200);
    expect(cached.text).toContain('Vallon-sur-Lys');
    // crawlers are told to come back too
    const sitemap = await get('/sitemap.xml');
    answers.push({ path: '/sitemap.xml', status: sitemap.status });
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers['retry-after']).toMatch(/^\d+$/);
    // the probe tells the load balancer
    expect((await f.t.http.get('/readyz')).status).toBe(503);

    await new Promise((r) => setTimeout(r, 1_000));
    await f.proxy.restore();
    const seconds = await secondsUntil(async () => {
      const res = await get('/', true);
      return res.status === 200 && res.text.includes(EMAIL);
    }, 15);
    console.log(
      `database down (proxy cut ${((Date.now() - cutAt) / 1000 - seconds).toFixed(1)} s): ` +
        `${answers.length} requests answered 503 with Retry-After, 0 rendered logged out; ` +
        `200 again ${seconds.toFixed(2)} s after the network came back`,
    );
    expect(seconds).toBeLessThan(5);
    expect((await get('/api/logged', true)).status).toBe(200);
    expect((await f.t.http.get('/readyz')).status).toBe(200);
  });
});
