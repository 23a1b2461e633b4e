// Every route, refused as a French visitor sees it: with a NUL in its path, an unknown query
// parameter, an unknown body field, anonymously and as an admin. Each refusal must be worded in
// French, with field codes in `data` (docs/architecture.md, "Messages the API sends").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { expectFrench } from '../support/french.ts';
import { tokenFor } from '../support/sessions.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
});
afterAll(() => t?.close());

const fill = (path: string, value: string) => path.replace(/[:*]\w+/g, encodeURIComponent(value));

describe('every refusal of every route is French', () => {
  for (const route of apiRoutes) {
    it(`${route.method} ${route.path}`, async () => {
      const method = route.method.toLowerCase() as 'get';
      const tries = [
        { path: fill(route.path, 'x\u0000'), query: '', body: {} },
        { path: fill(route.path, '1'), query: '?zz=1', body: { zz: 1 } },
        { path: fill(route.path, '1'), query: '', body: { email: 'nope', name: 'x'.repeat(10_000) } },
      ];
      let refusals = 0;
      for (const attempt of tries) {
        for (const authenticated of [false, true]) {
          let req = t.http[method](`/api${attempt.path}${attempt.query}`)
            .set('Host', TOWN_HOST)
            .set('Sec-Fetch-Site', 'same-origin');
          if (authenticated) req = req.set('Authorization', `Bearer ${token}`);
          const res = route.method === 'GET' ? await req : await req.send(attempt.body);
          const where = `${route.method} ${attempt.path}${attempt.query} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400 || res.type !== 'application/json') continue;
          refusals++;
          expectFrench(res.body.message, where);
          for (const field of Array.isArray(res.body.data) ? res.body.data : []) {
            expect(field.message, where).toMatch(/^[a-z_]+$/);
          }
        }
      }
      expect(refusals, 'a NUL in the path is refused at least').toBeGreaterThan(0);
    });
  }
});
