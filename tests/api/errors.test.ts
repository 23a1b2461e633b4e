// The error handler and the request rules, on a route table made for the test.

import cookieParser from 'cookie-parser';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, ok } from '../../server/api/define.ts';
import { conflict, tooManyRequests } from '../../server/api/errors.ts';
import { createApiRouter } from '../../server/api/router.ts';
import type { Database } from '../../server/db/client.ts';
import { createContentEvents } from '../../server/events/content-events.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/modules/auth/rate-limit.ts';
import { createSiteResolver } from '../../server/modules/sites/resolver.ts';
import { openTestDatabase } from '../support/database.ts';
import { expectFailure } from '../support/envelope.ts';
import { TOWN_HOST, testMedia } from '../support/fixtures.ts';
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
    path: '/conflict',
    access: 'public',
    summary: 'conflicts',
    response: z.null(),
    example: null,
    handler: async () => {
      throw conflict('This already exists.');
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
let http: ReturnType<typeof supertest>;
let token: string;
const logs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const events = await createContentEvents(database);
  const logger = pino({ level: 'error' }, { write: (line: string) => void logs.push(line) });
  const app = express();
  app.use(cookieParser());
  const mailer = { send: async () => ({ messageId: 'none' }), close: async () => undefined };
  app.use(
    '/api',
    createApiRouter({
      db: database.db,
      events,
      sites: createSiteResolver(database.db, events),
      logger,
      routes,
      mailer,
      limits: DEFAULT_RATE_LIMITS,
      cookieSecure: () => false,
      storage: { uploadsDir: '.tmp/uploads', media: testMedia() },
    }),
  );

  http = supertest(app);
  token = await visitorToken(database, 'vallon-sur-lys', 'bob@example.org');
});
afterAll(() => database.close());

describe('API error handler', () => {
  it('answers 500 with a plain message, never the error itself, and logs it', async () => {
    const message = expectFailure(await http.get('/api/boom').set('Host', TOWN_HOST), 500);
    expect(message).toBe('Internal error.');
    expect(logs.join('\n')).toContain('secret internal detail');
  });

  it('maps domain errors to 409 and 429', async () => {
    expect(expectFailure(await http.get('/api/conflict').set('Host', TOWN_HOST), 409)).toBe(
      'This already exists.',
    );
    expectFailure(await http.get('/api/limited').set('Host', TOWN_HOST), 429);
  });

  it('answers 400 to malformed JSON and to a body that breaks the schema, with the field in data', async () => {
    const post = () => http.post('/api/echo').set('Host', TOWN_HOST).set('Authorization', `Bearer ${token}`);
    expectFailure(await post().set('Content-Type', 'application/json').send('{"text":'), 400);
    const res = await post().send({ text: 'far too long for ten' });
    expectFailure(res, 400);
    expect(res.body.data).toEqual([expect.objectContaining({ path: 'text' })]);
    expectFailure(await post().send({ text: 'ok', role: 'ADMIN' }), 400);
    expect((await post().send({ text: 'ok' })).body).toEqual({
      success: true,
      data: { text: 'ok' },
      message: '',
    });
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
