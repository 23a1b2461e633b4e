// The login limiter (server/modules/accounts/login.ts): wrong passwords lock one network address
// out of one account, never the account: the owner still logs in from elsewhere, slowed down,
// and is told once by e-mail. Every spelling of an address is one account and one counter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResultSchema } from '#shared/contracts/account.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail.ts';

let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-22T10:00:00Z');
const PASSWORD = 'the-owner-s-own-passphrase';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.77';

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ mail, env: { TRUST_PROXY: 'true' }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(() => {
  mail.clear();
  clock = new Date(clock.getTime() + 3600_000); // every test in fresh windows
});

const login = (email: string, password: string, address: string) =>
  t.http.post('/api/login').set('Host', TOWN_HOST).set('X-Forwarded-For', address).send({ email, password });
const register = async (email: string) =>
  expectSuccess(
    await t.http
      .post('/api/register')
      .set('Host', TOWN_HOST)
      .set('X-Forwarded-For', '192.0.2.200')
      .send({ email, password: PASSWORD, firstname: 'Irène', lastname: 'Owner' }),
    z.null(),
  );

describe('the login limiter', () => {
  it('locks the guessing address, lets the owner in from another, and tells the owner once', async () => {
    await register('owner@example.org');
    for (let i = 0; i < 5; i++)
      expectFailure(await login('owner@example.org', `guess-${i}-wrong`, ATTACKER), 401);
    expectFailure(await login('owner@example.org', PASSWORD, ATTACKER), 429);
    for (let i = 0; i < 2; i++)
      expectFailure(await login('owner@example.org', `more-${i}-wrong`, '203.0.113.67'), 401);

    const started = Date.now();
    expectSuccess(await login('owner@example.org', PASSWORD, OWNER), loginResultSchema);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // slowed down: 8 attempts past 5

    const isNotice = (m: { to: string[]; subject: string }) =>
      m.to.includes('owner@example.org') && m.subject === 'Tentatives de connexion à votre compte';
    const notice = await mail.waitFor(isNotice);
    expect(notice.text).toMatch(/Plusieurs tentatives de connexion/);
    expect(notice.text).toMatch(/\/password\/reset\/ask/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.messages.filter(isNotice)).toHaveLength(1);
  });

  it('counts every spelling of an address as one account and one counter', async () => {
    await register('irene@example.org');
    for (const spelling of [
      'irene@example.org',
      'IRENE@example.org',
      'İrene@example.org',
      'İRENE@EXAMPLE.ORG',
    ])
      expectFailure(await login(spelling, 'not-the-passphrase', ATTACKER), 401);
    expectFailure(await login('ｉｒｅｎｅ@example.org', 'not-the-passphrase', ATTACKER), 401);
    // the sixth attempt from that address is refused, whatever the spelling
    expectFailure(await login('İrene@example.org', PASSWORD, ATTACKER), 429);
    // and the dotted capital I reaches the account from another address
    expectSuccess(await login('İrene@example.org', PASSWORD, OWNER), loginResultSchema);
  });

  it('does not let a spelling register a second account, nor tell the caller', async () => {
    await register('ilse@example.org');
    await register('İLSE@example.org');
    const warning = await mail.waitFor(
      (m) => m.to.includes('ilse@example.org') && /déjà un compte/.test(m.subject),
    );
    expect(warning).toBeDefined();
    expectFailure(await login('ilse@example.org', 'not-the-passphrase', ATTACKER), 401);
    expectSuccess(await login('ILSE@example.org', PASSWORD, OWNER), loginResultSchema);
  });
});
