// The CSRF rule holds for every state-changing route, anonymous or not (server/http/same-origin.ts):
// the route table and the app's own routes are listed, so a new write cannot escape it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { tokenFor } from '../support/sessions.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
});
afterAll(() => t.close());

const concrete = (path: string) => path.replace(/\{[^}]*\}|:\w+\??/g, '1');

interface Write {
  method: 'post' | 'put' | 'delete';
  path: string;
}

const apiWrites: Write[] = apiRoutes
  .filter((r) => r.method !== 'GET')
  .map((r) => ({ method: r.method.toLowerCase() as Write['method'], path: `/api${concrete(r.path)}` }));

/** The writes the app answers itself, outside the route table (the consent form). */
function appWrites(): Write[] {
  const stack = (
    t.app.handler as unknown as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router.stack;
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== 'get' && m !== 'head' && m !== '_all')
          .map((m) => ({ method: m as Write['method'], path: concrete(layer.route!.path) }))
      : [],
  );
}

const FOREIGN: [string, string][] = [
  ['Origin', 'https://evil.example'],
  ['Origin', 'null'],
  ['Sec-Fetch-Site', 'cross-site'],
  ['Sec-Fetch-Site', 'same-site'],
];

describe('cross-site writes', () => {
  it('lists the writes of the route table and of the app', () => {
    expect(apiWrites.length).toBeGreaterThan(10);
    expect(appWrites()).toContainEqual({ method: 'post', path: '/consent' });
  });

  it('refuses every write from another origin, anonymous or cookie-authenticated, before reading it', async () => {
    for (const write of [...apiWrites, ...appWrites()]) {
      for (const [header, value] of FOREIGN) {
        for (const cookie of [undefined, `token=${token}`]) {
          const req = t.http[write.method](write.path).set('Host', TOWN_HOST).set(header, value);
          if (cookie) req.set('Cookie', cookie);
          const res = await req.send({ choice: 'all' });
          expect(
            res.status,
            `${write.method} ${write.path} ${header}: ${value}${cookie ? ' (cookie)' : ''}`,
          ).toBe(403);
        }
      }
    }
  });

  it('lets the same origin through, and a request with no browser origin when no session cookie is used', async () => {
    const consent = () =>
      t.http.post('/consent').set('Host', TOWN_HOST).set('Accept', 'application/json').type('form');
    expect((await consent().set('Origin', `http://${TOWN_HOST}`).send({ choice: 'all' })).status).toBe(200);
    expect((await consent().set('Sec-Fetch-Site', 'same-origin').send({ choice: 'all' })).status).toBe(200);
    expect((await consent().send({ choice: 'all' })).status).toBe(200);
    const logout = () => t.http.post('/api/logout').set('Host', TOWN_HOST);
    expect((await logout().set('Origin', `http://${TOWN_HOST}`)).status).not.toBe(403);
    expect((await logout().set('Cookie', `token=${token}`)).status).toBe(403);
  });
});
