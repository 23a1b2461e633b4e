// Brute-force limits: counters in the database, per account and per address, a 429
// in French past the limit, and the real user back in once the window has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResultSchema } from '#shared/contracts/account.ts';
import { rateLimits } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';

let t: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
const PASSWORD = 'a-long-and-unusual-passphrase';

beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: 'true' }, // the client address comes from X-Forwarded-For, as behind a proxy
    now: () => clock,
    limits: {
      loginPerAccount: { max: 3, windowS: 600 },
      loginPerAddress: { max: 8, windowS: 600 },
      resetPerAccount: { max: 2, windowS: 3600 },
      registerPerAddress: { max: 4, windowS: 3600 },
    },
  });
});
afterAll(() => t.close());

const api = (method: 'post' | 'put', path: string, address = '203.0.113.1') =>
  t.http[method](`/api${path}`).set('Host', TOWN_HOST).set('X-Forwarded-For', address);
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe('rate limits', () => {
  it('locks an account after repeated failures with a French 429 and Retry-After, then lets the owner back in', async () => {
    expectSuccess(
      await api('post', '/register').send({
        email: 'target@example.org',
        password: PASSWORD,
        firstname: 'T',
        lastname: 'T',
      }),
      z.null(),
    );
    for (let i = 0; i < 3; i++) {
      expectFailure(
        await api('post', '/login').send({ email: 'target@example.org', password: `guess-${i}-password` }),
        401,
      );
    }
    const locked = await api('post', '/login').send({ email: 'target@example.org', password: PASSWORD });
    expect(expectFailure(locked, 429)).toMatch(/Trop de tentatives/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    advance(601);
    expectSuccess(
      await api('post', '/login').send({ email: 'target@example.org', password: PASSWORD }),
      loginResultSchema,
    );
  });

  it('limits one address across many accounts', async () => {
    for (let i = 0; i < 8; i++) {
      expectFailure(
        await api('post', '/login', '198.51.100.7').send({
          email: `spray${i}@example.org`,
          password: 'spray-password',
        }),
        401,
      );
    }
    expectFailure(
      await api('post', '/login', '198.51.100.7').send({
        email: 'spray9@example.org',
        password: 'spray-password',
      }),
      429,
    );
    // another address is not affected
    expectFailure(
      await api('post', '/login', '198.51.100.8').send({
        email: 'spray9@example.org',
        password: 'spray-password',
      }),
      401,
    );
    advance(601);
  });

  it('limits reset requests per account and sign-ups per address', async () => {
    for (let i = 0; i < 2; i++)
      expectSuccess(await api('put', '/password/reset/ask').send({ email: 'target@example.org' }), z.null());
    expectFailure(await api('put', '/password/reset/ask').send({ email: 'target@example.org' }), 429);
    for (let i = 0; i < 4; i++) {
      expectSuccess(
        await api('post', '/register', '192.0.2.50').send({
          email: `bulk${i}@example.org`,
          password: PASSWORD,
          firstname: 'B',
          lastname: 'B',
        }),
        z.null(),
      );
    }
    expectFailure(
      await api('post', '/register', '192.0.2.50').send({
        email: 'bulk9@example.org',
        password: PASSWORD,
        firstname: 'B',
        lastname: 'B',
      }),
      429,
    );
  });

  it('keeps its counters in the database, per site', async () => {
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.some((r) => r.key === 'login:account:target@example.org')).toBe(false); // cleared by the success
    expect(rows.some((r) => r.key.startsWith('login:address:'))).toBe(true);
    expect(new Set(rows.map((r) => r.siteId)).size).toBe(1);
  });
});
