// Logs never hold personal data nor credentials (server/logger.ts): a query that fails with an
// e-mail address, a name and a password hash among its parameters is logged with its SQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, ok } from '../../server/api/define.ts';
import type { Database } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import { createLogger, redactText } from '../../server/logger.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { apiRouterApp } from '../support/api-router.ts';
import { openTestDatabase } from '../support/database.ts';
import { expectFailure } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';

const EMAIL = 'Jeanne.Dupont-Private@example.org';
const NAME = 'Dupontprivate';
let HASH = '';

const routes = [
  defineRoute({
    method: 'POST',
    path: '/twice',
    access: 'public',
    summary: 'inserts the same account twice: the second insert breaks the unique index',
    body: z.object({ email: z.string() }),
    response: z.null(),
    example: null,
    handler: async (ctx, { body }) => {
      const row = { siteId: ctx.site.id, email: body.email, passwordHash: HASH, lastname: NAME };
      await ctx.db.insert(users).values(row);
      await ctx.db.insert(users).values(row);
      return ok(null);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/says',
    access: 'public',
    summary: 'logs what a careless caller would',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.null(),
    example: null,
    handler: async (ctx, { body }) => {
      ctx.logger.warn(
        { body, email: body.email, user: { password: body.password } },
        `signing up ${body.email}`,
      );
      return ok(null);
    },
  }),
];

let database: Database;
let http: Awaited<ReturnType<typeof apiRouterApp>>;
const logs: string[] = [];

beforeAll(async () => {
  HASH = await hashPassword('a-private-passphrase');
  database = await openTestDatabase();
  const logger = createLogger({ LOG_LEVEL: 'warn' }, { write: (line: string) => void logs.push(line) });
  http = await apiRouterApp(database, routes, logger);
});
afterAll(() => database.close());

const expectClean = (text: string) => {
  for (const secret of [
    EMAIL,
    EMAIL.toLowerCase(),
    NAME,
    HASH,
    HASH.split('$').at(-1)!,
    'a-private-passphrase',
  ])
    expect(text).not.toContain(secret);
};

describe('log redaction', () => {
  it('logs a failed query with its SQL, without its parameters nor the database’s detail', async () => {
    logs.length = 0;
    expectFailure(await http.post('/api/twice').set('Host', TOWN_HOST).send({ email: EMAIL }), 500);
    const text = logs.join('\n');
    expect(text).toContain('API request failed');
    const failure = logs.map((l) => JSON.parse(l) as { err?: { message: string } }).find((l) => l.err);
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expectClean(text);
  });

  it('censors credentials and personal fields, and e-mail addresses in messages', async () => {
    logs.length = 0;
    await http
      .post('/api/says')
      .set('Host', TOWN_HOST)
      .send({ email: EMAIL, password: 'a-private-passphrase' });
    const text = logs.join('\n');
    expect(text).toContain('signing up');
    expectClean(text);
  });

  it('clears e-mail addresses, hashes and URL secrets from any text', () => {
    expect(redactText(`to ${EMAIL}, hash ${HASH}`)).toBe('to [email], hash [redacted]');
    expect(redactText('/api/newsletter/confirm?token=abc123&list=2')).toBe(
      '/api/newsletter/confirm?token=[redacted]&list=2',
    );
  });
});
