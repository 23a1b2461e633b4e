// Fuzzing: for every API route, generated bodies, query strings and path parameters,
// at least 200 per route. No answer may be a 5xx, every refusal speaks French to a French visitor
// with field codes (never zod's English), and the process must stay up. Besides random strings the
// generators draw from the classes that once answered 500: NUL characters in every string (JSON,
// query, path, multipart fields), dates outside PostgreSQL's range and out-of-range numbers in
// list filters, tag lists that name no tag, malformed percent-escapes, absolute-form request lines.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { expectFrench } from '../support/french.ts';
import { rawRequest } from '../support/raw-http.ts';
import { tokenFor } from '../support/sessions.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
});
afterAll(() => t?.close());

/** A string with a NUL character somewhere in it. */
const withNul = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: withNul },
);

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  withNul,
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
  text,
  fc.constantFrom('lk:', 'gte:x', 'df:1', 'lt:2026-01-01', 'true', '[]', '{}'),
  // dates a JavaScript Date reads and PostgreSQL cannot store; numbers past an integer column
  fc.constantFrom(
    'gte:-100000-01-01',
    'lt:+275760-09-13',
    'gt:0000-01-01',
    'gte:1e20',
    'lte:1.5',
    'lk:\u0000',
  ),
  fc.constantFrom(',,,,', ',', 'df:,,', 'lk:,'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'nbItem',
    'page',
    'orderBy',
    'title',
    'promoted',
    'type',
    'tags',
    'startAt',
    'endsAt',
    'id',
    'q',
    'kind',
    'search',
    'name',
    'product',
    'x',
    '__proto__',
  ),
  value,
  {
    maxKeys: 4,
  },
);
const body = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record(
    {
      email: fc.oneof(
        fc.emailAddress(),
        text,
        fc.emailAddress().map((e) => `\u0000${e}`),
      ),
      password: fc.oneof(fc.string({ maxLength: 200 }), withNul),
      firstname: text,
      lastname: text,
      name: text,
      subject: text,
      message: text,
      token: fc.oneof(fc.string({ maxLength: 60 }), withNul),
      lists: fc.array(fc.integer()),
      birthdate: text,
      phone: text,
      currentPassword: text,
      newPassword: text,
      url: fc.oneof(text, fc.constantFrom('/demo/vallon-sur-lys/%zz.svg', '/%', '/demo/%E0%A4%A.svg')),
      // cart lines: ids and quantities of every kind (the shop's calls)
      products: fc.array(
        fc.record(
          {
            id: fc.oneof(fc.integer(), fc.integer({ min: 1, max: 40 }), fc.double(), text),
            declinationId: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constant(null), text),
            quantity: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e308, -1, 0, 6), text),
            price: fc.double(),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
    },
    { requiredKeys: [] },
  ),
);

/** The SPEC §7 form-data builder's shape: every value a text field (objects as JSON). */
function multipartFields(req: ReturnType<TestApp['http']['post']>, b: unknown) {
  let multipart = req;
  const entries: [string, unknown][] =
    b && typeof b === 'object' && !Array.isArray(b) ? Object.entries(b) : [['value', b]];
  for (const [name, v] of entries) {
    if (name) multipart = multipart.field(name, typeof v === 'string' ? v : JSON.stringify(v ?? null));
  }
  return multipart;
}

/** A refusal's message is French, and its field errors are codes (the client words them). */
function expectRefusalInFrench(body: { message?: unknown; data?: unknown }, where: string): void {
  expect(typeof body.message, where).toBe('string');
  expectFrench(body.message as string, where);
  if (Array.isArray(body.data)) {
    for (const field of body.data as { message?: unknown }[])
      expect(field.message, where).toMatch(/^[a-z_]+$/);
  }
}

const answers = { total: 0, failed: 0 };

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
          // the town hall has no shop: the wine estate's host reaches the shop's code
          fc.constantFrom(TOWN_HOST, WINE_HOST),
          async (segments, q, b, authenticated, host) => {
            const url = `/api${pathOf(route.path, segments)}?${new URLSearchParams(q as Record<string, string>).toString()}`;
            let req = t.http[route.method.toLowerCase() as 'get'](url)
              .set('Host', host)
              .set('Sec-Fetch-Site', 'same-origin');
            if (authenticated) req = req.set('Authorization', `Bearer ${token}`);
            const res =
              route.method === 'GET'
                ? await req
                : route.multipartLimits
                  ? await multipartFields(req, b)
                  : await req.set('Content-Type', 'application/json').send(JSON.stringify(b ?? null));
            // a file answered as bytes (a PDF) has no text
            const where = `${route.method} ${url} → ${res.status} ${(res.text ?? `${res.type} bytes`).slice(0, 200)}`;
            answers.total++;
            if (res.status >= 500) answers.failed++;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400 && res.type === 'application/json') expectRefusalInFrench(res.body, where);
          },
        ),
        { numRuns: 200 },
      );
    }, 120_000);
  }

  it('answers an absolute-form request line without a 5xx, whatever its host and path', async () => {
    const { port } = new URL(t.url);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(`${TOWN_HOST}:${port}`, 'unknown.example', 'vins.localhost', '[::1]'),
        fc.constantFrom(
          '/',
          '/api/site/info',
          '/api/news?title=lk:%00',
          '/actualites',
          '/%zz',
          '//evil.example/',
        ),
        fc.constantFrom('http', 'https', 'ftp'),
        async (host, path, scheme) => {
          const { status } = await rawRequest(t.url, `GET ${scheme}://${host}${path} HTTP/1.1`, TOWN_HOST);
          answers.total++;
          if (status >= 500) answers.failed++;
          expect(status, `${scheme}://${host}${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('answered no request with a 5xx', () => {
    console.info(`fuzzing: ${answers.total} requests, ${answers.failed} answered 5xx`);
    expect(answers.total).toBeGreaterThan(apiRoutes.length * 200);
    expect(answers.failed).toBe(0);
  });

  it('left the process up', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.http.get('/readyz')).status).toBe(200);
  });
});
