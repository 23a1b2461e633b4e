// The error handler and the request rules, on a route table made for the test.

import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, ok } from '../../server/api/define.ts';
import { conflict, tooManyRequests } from '../../server/api/errors.ts';
import type { Database } from '../../server/db/client.ts';
import { languages } from '../../server/db/schema.ts';
import { msg } from '../../shared/lib/messages.ts';
import { apiRouterApp } from '../support/api-router.ts';
import { openTestDatabase } from '../support/database.ts';
import { expectFailure } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { visitorToken } from '../support/sessions.ts';

const routes = [
  defineRoute({
    method: 'GET',
    path: '/boom',
    access: 'public',
    summary: 'fails',
    response: z.null(),
    example: null,
    handler: async () => {
      throw new Error('secret internal detail at /srv/app.ts:12:3');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/outage',
    access: 'public',
    summary: 'meets a database that cannot be reached',
    response: z.null(),
    example: null,
    handler: async () => {
      // as Drizzle wraps the driver's error
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new Error('Failed query: select 1', { cause: refused });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/unstorable',
    access: 'public',
    summary: 'a value the database refuses',
    response: z.null(),
    example: null,
    handler: async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/conflict',
    access: 'public',
    summary: 'conflicts',
    response: z.null(),
    example: null,
    handler: async () => {
      throw conflict(msg({ id: 'test.conflict', message: 'Cela existe déjà.' }));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/limited',
    access: 'public',
    summary: 'limited',
    response: z.null(),
    example: null,
    handler: async () => {
      throw tooManyRequests();
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/echo',
    access: 'user',
    summary: 'echoes',
    body: z.object({ text: z.string().max(10) }).strict(),
    response: z.object({ text: z.string() }),
    example: { text: 'hello' },
    handler: async (_ctx, { body }) => ok(body),
  }),
];

let database: Database;
let http: Awaited<ReturnType<typeof apiRouterApp>>;
let token: string;
const logs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // English is shipped inactive; a site that offers it answers its visitors in it
  await database.db.update(languages).set({ isValid: true }).where(eq(languages.code, 'en_GB'));
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(line) });
  http = await apiRouterApp(database, routes, logger);
  token = await visitorToken(database, 'vallon-sur-lys', 'bob@example.org');
});
afterAll(() => database.close());

describe('API error handler', () => {
  it('answers 500 with a plain message, never the error itself, and logs it', async () => {
    const message = expectFailure(await http.get('/api/boom').set('Host', TOWN_HOST), 500);
    expect(message).toBe('Une erreur s’est produite de notre côté. Réessayez dans quelques instants.');
    expect(logs.join('\n')).toContain('secret internal detail');
  });

  it('answers 503 with Retry-After and a French message when the database cannot be reached', async () => {
    const res = await http.get('/api/outage').set('Host', TOWN_HOST);
    expect(expectFailure(res, 503)).toBe(
      'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers 400 to a value the database refuses as data, and logs its code only', async () => {
    const message = expectFailure(await http.get('/api/unstorable').set('Host', TOWN_HOST), 400);
    expect(message).toBe('Une valeur de cette requête ne peut pas être enregistrée.');
    expect(logs.join('\n')).toContain('"sqlState":"22021"');
  });

  it('maps domain errors to 409 and 429', async () => {
    expect(expectFailure(await http.get('/api/conflict').set('Host', TOWN_HOST), 409)).toBe(
      'Cela existe déjà.',
    );
    expectFailure(await http.get('/api/limited').set('Host', TOWN_HOST), 429);
  });

  it('answers 400 to malformed JSON and to a body that breaks the schema, with the field in data', async () => {
    const post = () => http.post('/api/echo').set('Host', TOWN_HOST).set('Authorization', `Bearer ${token}`);
    expectFailure(await post().set('Content-Type', 'application/json').send('{"text":'), 400);
    const res = await post().send({ text: 'far too long for ten' });
    expectFailure(res, 400);
    expect(res.body.data).toEqual([{ path: 'text', message: 'too_long' }]);
    const extra = await post().send({ text: 'ok', role: 'ADMIN' });
    expectFailure(extra, 400);
    expect(extra.body.data).toEqual([{ path: 'role', message: 'unknown_field' }]);
    const missing = await post().send({});
    expect(expectFailure(missing, 400)).toBe('Certains champs ne sont pas valides.');
    expect(missing.body.data).toEqual([{ path: 'text', message: 'required' }]);
    expect((await post().send({ text: 'ok' })).body).toEqual({
      success: true,
      data: { text: 'ok' },
      message: '',
    });
  });

  it('speaks the language the request asks for, French by default (SPEC §1)', async () => {
    const limited = () => http.get('/api/limited').set('Host', TOWN_HOST);
    expect(expectFailure(await limited(), 429)).toBe('Trop de demandes. Réessayez plus tard.');
    expect((await limited().set('userLang', 'en_GB')).body.message).toBe(
      'Too many requests. Try again later.',
    );
    expect(expectFailure(await limited().set('userLang', 'xx_XX'), 429)).toBe(
      'Trop de demandes. Réessayez plus tard.',
    );
    expect(expectFailure(await http.get('/api/nowhere').set('Host', 'unknown.example'), 404)).toBe(
      'Aucun site n’existe à cette adresse.',
    );
  });

  it('refuses a NUL character in any part of the input, whatever the schema', async () => {
    const post = () => http.post('/api/echo').set('Host', TOWN_HOST).set('Authorization', `Bearer ${token}`);
    const body = await post().send({ text: 'a\u0000b' });
    expect(expectFailure(body, 400)).toBe('Un champ contient un caractère qui n’est pas accepté.');
    expect(body.body.data).toEqual([{ path: 'text', message: 'forbidden_character' }]);
    const query = await post().query({ q: 'x\u0000' }).send({ text: 'ok' });
    expect(query.body.data).toEqual([{ path: 'q', message: 'forbidden_character' }]);
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await http
      .post('/api/echo')
      .set('Host', TOWN_HOST)
      .set('Authorization', `Bearer ${token}`)
      .send({ text: 'x'.repeat(200_000) });
    expectFailure(res, 413);
  });

  it('refuses cookie-authenticated writes from another origin, or with no origin at all', async () => {
    const post = () =>
      http.post('/api/echo').set('Host', TOWN_HOST).set('Cookie', `token=${token}`).send({ text: 'hi' });
    expectFailure(await post().set('Sec-Fetch-Site', 'cross-site'), 403);
    expectFailure(await post().set('Origin', 'https://evil.example'), 403);
    expectFailure(await post(), 403);
    expect((await post().set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await post().set('Origin', `http://${TOWN_HOST}`)).status).toBe(200);
  });

  it('lets a Bearer request through whatever its origin: it is not cookie-authenticated', async () => {
    const res = await http
      .post('/api/echo')
      .set('Host', TOWN_HOST)
      .set('Authorization', `Bearer ${token}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ text: 'hi' });
    expect(res.status).toBe(200);
  });
});
