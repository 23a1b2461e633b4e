// Races that only a real PostgreSQL with several connections can show (PGlite has one
// connection and serialises everything): they run in the postgres project.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const PASSWORD = 'a-long-and-unusual-passphrase';

describe.runIf(onPostgres)('concurrent requests on PostgreSQL', () => {
  let t: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({
      mail,
      limits: {
        loginPerAccount: { max: 5, windowS: 600 },
        loginPerAddress: { max: 1000, windowS: 600 },
        registerPerAccount: { max: 1000, windowS: 600 },
        registerPerAddress: { max: 1000, windowS: 600 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });
  const api = (method: 'post' | 'put', path: string) => t.http[method](`/api${path}`).set('Host', TOWN_HOST);

  it('counts parallel login attempts exactly: the limit holds under a burst', async () => {
    await api('post', '/register').send({
      email: 'burst@example.org',
      password: PASSWORD,
      firstname: 'B',
      lastname: 'B',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api('post', '/login').send({ email: 'burst@example.org', password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('creates one account for parallel sign-ups with the same address, answering all the same', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('post', '/register').send({
          email: 'Twin@example.org',
          password: PASSWORD,
          firstname: 'T',
          lastname: 'T',
        }),
      ),
    );
    expect(
      new Set(answers.map((r) => `${r.status}${JSON.stringify(r.body)}`)),
      JSON.stringify(answers.map((r) => [r.status, r.body])),
    ).toHaveProperty('size', 1);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'twin@example.org'`);
    expect(rows).toHaveLength(1);
  });

  it('lets a reset link be used once when it is followed many times at once', async () => {
    await api('post', '/register').send({
      email: 'race@example.org',
      password: PASSWORD,
      firstname: 'R',
      lastname: 'R',
    });
    mail.clear();
    await api('put', '/password/reset/ask').send({ email: 'race@example.org' });
    const token = linkIn(await mail.waitFor((m) => m.to.includes('race@example.org')), '/password/reset/')
      .split('/')
      .pop();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api('put', '/password/reset').send({ token, password: `new-passphrase-number-${i}` }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(7);
  });
});

describe.runIf(!onPostgres)('concurrency on PGlite', () => {
  it('is proven on PostgreSQL only (one connection serialises everything here)', () => {
    expect(process.env.TEST_DB_DRIVER).toBe('pglite');
  });
});
