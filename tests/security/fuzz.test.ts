// Fuzzing: for every API route, generated bodies, query strings and path parameters,
// at least 200 per route. No answer may be a 5xx and the process must stay up.
import fc from 'fast-check';
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
afterAll(() => t?.close());

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999999',
    'NaN',
    '%00',
    '..',
    '%2e%2e',
    'link-footer',
    'accueil',
    "' or 1=1 --",
    '<script>',
  ),
);
const value = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('lk:', 'gte:x', 'df:1', 'lt:2026-01-01', 'true', '[]', '{}'),
);
const query = fc.dictionary(
  fc.constantFrom('nbItem', 'page', 'orderBy', 'title', 'promoted', 'type', 'tags', 'x', '__proto__'),
  value,
  {
    maxKeys: 4,
  },
);
const body = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string()),
      password: fc.string({ maxLength: 200 }),
      firstname: fc.string(),
      lastname: fc.string(),
      token: fc.string({ maxLength: 60 }),
      lists: fc.array(fc.integer()),
      birthdate: fc.string(),
      phone: fc.string(),
      currentPassword: fc.string(),
      newPassword: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

function pathOf(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/[:*](\w+)/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x') || 'x');
}

describe('fuzzing every route', () => {
  for (const route of apiRoutes) {
    it(`${route.method} ${route.path}: 200 generated requests, no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 1, maxLength: 3 }),
          query,
          body,
          fc.boolean(),
          async (segments, q, b, authenticated) => {
            const url = `/api${pathOf(route.path, segments)}?${new URLSearchParams(q as Record<string, string>).toString()}`;
            let req = t.http[route.method.toLowerCase() as 'get'](url)
              .set('Host', TOWN_HOST)
              .set('Sec-Fetch-Site', 'same-origin');
            if (authenticated) req = req.set('Authorization', `Bearer ${token}`);
            const res =
              route.method === 'GET'
                ? await req
                : await req.set('Content-Type', 'application/json').send(JSON.stringify(b ?? null));
            expect(
              res.status,
              `${route.method} ${url} → ${res.status} ${res.text.slice(0, 200)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 200 },
      );
    }, 120_000);
  }

  it('left the process up', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/readyz')).status).toBe(200);
  });
});
