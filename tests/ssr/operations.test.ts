import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '#shared/lib/consent.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('answers /healthz while the process lives and /readyz while the database answers', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('reports not ready once shutdown has begun', async () => {
    const other = await startTestApp();
    other.app.beginShutdown();
    const res = await other.http.get('/readyz');
    expect(res.status).toBe(503);
    await other.close();
  });

  it('answers 503 on /readyz when the database is gone', async () => {
    const other = await startTestApp();
    await other.database.close();
    const res = await other.http.get('/readyz');
    expect(res.status).toBe(503);
    await other.close().catch(() => undefined);
  });

  it('exposes Prometheus metrics on the operators’ listener, never on a site’s host', async () => {
    await t.http.get('/api/parameter').set('Host', TOWN_HOST);
    const res = await supertest(t.app.metricsHandler).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('parvis_http_responses_total{surface="api",status="2xx"}');
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect((await supertest(t.app.metricsHandler).get('/')).status).toBe(404);
    for (const host of [TOWN_HOST, `${TOWN_HOST}:3000`, 'MAIRIE.localhost.', WINE_HOST, '127.0.0.1']) {
      const page = await t.http.get('/metrics').set('Host', host);
      expect(page.status, host).toBe(404);
      expect(page.text).not.toContain('process_cpu_user_seconds_total');
    }
  });

  it('asks for METRICS_TOKEN when it is set, and then answers on the main port to a host that is no site’s', async () => {
    const token = 'operators-only-metrics-token';
    const other = await startTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const operators = supertest(other.app.metricsHandler);
      expect((await operators.get('/metrics')).status).toBe(401);
      expect(
        (await operators.get('/metrics').set('Authorization', 'Bearer wrong-token-of-some-length')).status,
      ).toBe(401);
      expect((await operators.get('/metrics').set('Authorization', `Bearer ${token}`)).status).toBe(200);
      const direct = (host: string) =>
        other.http.get('/metrics').set('Host', host).set('Authorization', `Bearer ${token}`);
      expect((await direct('127.0.0.1')).text).toContain('process_cpu_user_seconds_total');
      for (const host of [TOWN_HOST, WINE_HOST, 'mairie.localhost:80'])
        expect((await direct(host)).status, host).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('sets the security headers of helmet on every answer', async () => {
    const res = await t.http.get('/api/parameter').set('Host', TOWN_HOST);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the consent form', () => {
  it('stores "Tout refuser" without JavaScript: a form post, a cookie, a redirect back', async () => {
    const res = await t.http
      .post('/consent')
      .set('Host', TOWN_HOST)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ choice: 'none', returnTo: '/nous-contacter' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/nous-contacter');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${CONSENT_COOKIE}=`),
    )!;
    expect(cookie).toMatch(/parvis_consent=none\.\d+/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const value = cookie.split(';')[0]!;

    const page = await t.http.get('/').set('Host', TOWN_HOST).set('Cookie', value);
    expect(page.text).not.toContain('Tout refuser');
    expect(page.text).toContain('Gérer les cookies');
  });

  it('answers JSON to the banner script, and refuses a bad choice, a foreign return URL and a cross-site post', async () => {
    const json = await t.http
      .post('/consent')
      .set('Host', TOWN_HOST)
      .set('Accept', 'application/json')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ choice: 'all' });
    expect(json.status).toBe(200);
    expect(json.body.choice).toBe('all');

    const unknown = await t.http
      .post('/consent')
      .set('Host', TOWN_HOST)
      .type('form')
      .send({ choice: 'maybe' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Choix de cookies invalide');
    const foreign = await t.http
      .post('/consent')
      .set('Host', TOWN_HOST)
      .type('form')
      .send({ choice: 'all', returnTo: 'https://evil.example' });
    expect(foreign.headers.location).toBe('/');
    const cross = await t.http
      .post('/consent')
      .set('Host', TOWN_HOST)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ choice: 'all' });
    expect(cross.status).toBe(403);
  });
});
