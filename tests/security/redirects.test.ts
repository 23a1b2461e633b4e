// No redirect of the product leaves the site's host (shared/lib/local-path.ts): the request
// paths a browser would read as another host once echoed into Location, the return URLs a
// visitor hands over (the consent form's returnTo, the login page's redirect) and a configured
// link (the favicon's logo).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId, visitorToken } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A request whose path is sent byte for byte (supertest would parse and rewrite it). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, headers: { Host: TOWN_HOST, 'User-Agent': 'Mozilla/5.0 test' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A Location that a browser resolves on the same host: one `/`, then neither `/` nor `\`. */
const expectLocal = (location: string | undefined, what: string) => {
  if (location === undefined) return;
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, 'https://town.example').host, what).toBe('town.example');
};

describe('redirects stay on the site', () => {
  it('never turns a request path into a redirect to another host', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example',
      '///evil.example/',
      '/\\evil.example',
      '/\\evil.example/',
      '/%2F%2Fevil.example',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '//evil.example/?x=1',
    ]) {
      const res = await rawGet(path);
      expectLocal(res.location, path);
    }
    const slashes = await rawGet('//evil.example/');
    expect(slashes.status).toBe(301);
    expect(slashes.location).toBe('/evil.example');
  });

  it('returns the consent form only to a path of the site', async () => {
    for (const returnTo of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
    ]) {
      const res = await t.http
        .post('/consent')
        .set('Host', TOWN_HOST)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ choice: 'none', returnTo });
      expect(res.status).toBe(303);
      expectLocal(res.headers.location, returnTo);
    }
  });

  it('sends a logged-in visitor of the login page only to a path of the site', async () => {
    const token = await visitorToken(t.database, 'vallon-sur-lys', 'redirects@example.org');
    for (const wanted of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\n/evil.example',
      '/\t/evil.example',
    ]) {
      const res = await t.http
        .get(`/auth?redirect=${encodeURIComponent(wanted)}`)
        .set('Host', TOWN_HOST)
        .set('Cookie', `token=${token}`)
        .redirects(0);
      expect(res.status, wanted).toBe(302);
      expect(res.headers.location).toBe('/mon-compte');
    }
    const local = await t.http
      .get('/auth?redirect=%2Fagenda')
      .set('Host', TOWN_HOST)
      .set('Cookie', `token=${token}`)
      .redirects(0);
    expect(local.headers.location).toBe('/agenda');
  });

  it('does not redirect the favicon to a logo configured on another host', async () => {
    const id = await siteId(t.database, 'vallon-sur-lys');
    const onlineImage = { url: '//evil.example/favicon.png' } as never;
    await t.database.db
      .insert(logos)
      .values({ siteId: id, type: 'LOGO_FAVICON', filename: 'favicon.png', onlineImage })
      .onConflictDoUpdate({ target: [logos.siteId, logos.type], set: { onlineImage } });
    await t.events.publish(id);
    const res = await t.http.get('/favicon.ico').set('Host', TOWN_HOST).redirects(0);
    expect(res.headers.location).toBeUndefined();
    expect(res.status).toBe(404);
  });
});
