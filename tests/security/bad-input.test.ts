// The classes of bad input that once answered 500: each answers a clear 4xx in the product's
// envelope, in French. The fuzzing (fuzz.test.ts) keeps generating them for every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { rawRequest } from '../support/raw-http.ts';
import { buildFixture, SHARED } from './fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await buildFixture(t.database, new Date());
});
afterAll(() => t?.close());

const get = (url: string) => t.http.get(`/api${url}`).set('Host', TOWN_HOST);
const post = (url: string) =>
  t.http.post(`/api${url}`).set('Host', TOWN_HOST).set('Sec-Fetch-Site', 'same-origin');
const NUL = 'a\u0000b';

describe('a NUL character never reaches the database', () => {
  const cases: [string, () => ReturnType<typeof get>][] = [
    ['search', () => get(`/search?q=${encodeURIComponent(NUL)}`)],
    ['a list filter', () => get(`/element/agenda?title=lk:${encodeURIComponent(NUL)}`)],
    ['a news filter', () => get(`/news?title=${encodeURIComponent(NUL)}`)],
    ['a path parameter', () => get(`/news/${encodeURIComponent(NUL)}`)],
    [
      'contact',
      () =>
        post('/message').send({
          name: NUL,
          email: 'a@example.org',
          subject: 'Sujet',
          message: 'Un message assez long.',
        }),
    ],
    ['login', () => post('/login').send({ email: `${NUL}@example.org`, password: NUL })],
    [
      'reset',
      () =>
        t.http
          .put('/api/password/reset/ask')
          .set('Host', TOWN_HOST)
          .send({ email: `${NUL}@example.org` }),
    ],
    ['newsletter', () => post('/newsletter/subscribe').send({ email: `${NUL}@example.org`, consent: true })],
    [
      'sign-up names',
      () =>
        post('/register').send({
          email: 'new@example.org',
          password: 'a long enough passphrase',
          firstname: NUL,
          lastname: NUL,
        }),
    ],
    [
      'registration names',
      () => post(`/element/agenda/${SHARED.event}/register`).send({ name: NUL, email: 'r@example.org' }),
    ],
    ['multipart text fields', () => post(`/forms/${SHARED.form}/submit`).field('name', NUL)],
  ];
  for (const [where, send] of cases) {
    it(`${where}: 400, the field named`, async () => {
      const res = await send();
      expect(expectFailure(res, 400)).toBe('Un champ contient un caractère qui n’est pas accepté.');
      expect(res.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ message: 'forbidden_character' })]),
      );
    });
  }

  it('in the session cookie: the visitor is simply not logged in', async () => {
    const res = await get('/logged').set('Cookie', 'token=%00');
    expect(res.status).toBe(200);
  });
});

describe('list filters', () => {
  it('refuses dates outside the years 1 to 9999 with 400', async () => {
    for (const date of ['-100000-01-01', '+275760-09-13', '0000-12-31', '10000-01-01']) {
      const res = await get(`/element/agenda?startAt=gte:${encodeURIComponent(date)}`);
      expect(expectFailure(res, 400), date).toBe('« startAt » attend une date entre les années 1 et 9999.');
    }
    expect((await get('/element/agenda?startAt=gte:0001-01-01')).status).toBe(200);
  });

  it('refuses a number that is not a whole number of PostgreSQL’s integer range', async () => {
    for (const n of ['1e20', '1.5', '99999999999']) expectFailure(await get(`/news?id=gte:${n}`), 400);
    expect((await get('/news?id=gte:1')).status).toBe(200);
  });

  it('treats a list of tags that names none as no filter (SPEC §7 skips empty filters)', async () => {
    const all = await get('/element/agenda');
    for (const tags of [',,,,', ',', 'df:,,']) {
      const res = await get(`/element/agenda?tags=${tags}`);
      expect(res.status, tags).toBe(200);
      expect(res.body.data.total).toBe(all.body.data.total);
    }
  });
});

it('load-svg: a malformed percent-escape is a refused address (400)', async () => {
  for (const url of ['/demo/vallon-sur-lys/%zz.svg', '/demo/vallon-sur-lys/%E0%A4%A.svg', '/%']) {
    expect(expectFailure(await post('/image/load-svg').send({ url }), 400)).toBe(
      'Seules les images de ce site peuvent être chargées.',
    );
  }
});

const raw = (requestLine: string, host = 'attacker.example') => rawRequest(t.url, requestLine, host);

describe('an absolute-form request line (RFC 9112 §3.2.2)', () => {
  it('is served as the path on the site its host names, whatever the Host header says', async () => {
    const { port } = new URL(t.url);
    const api = await raw(`GET http://${TOWN_HOST}:${port}/api/site/info HTTP/1.1`);
    expect(api.status, api.head + api.body).toBe(200);
    expect(api.body).toContain('"success":true');
    const page = await raw(`GET http://${TOWN_HOST}:${port}/?x=1 HTTP/1.1`);
    expect(page.status, page.head + page.body.slice(0, 300)).toBe(200);
    expect(page.head).toMatch(/content-type: text\/html/i);
  });

  it('answers 404 for a host that is no site, and 400 for a target that is neither a path nor a URL', async () => {
    expect((await raw('GET http://unknown.example/api/site/info HTTP/1.1', TOWN_HOST)).status).toBe(404);
    for (const line of [
      'GET mailto:someone@example.org HTTP/1.1',
      'GET foo HTTP/1.1',
      'OPTIONS * HTTP/1.1',
    ]) {
      const res = await raw(line, TOWN_HOST);
      expect(res.status, line + res.head + res.body).toBe(400);
    }
  });
});
