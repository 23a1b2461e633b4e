// The admin panel's calls and the operators (ADR 013): the second factor at sign-in (operators
// always, ADMIN accounts that turn it on), the dashboard and its "seen" marks, the audit log
// (masked, per site, anonymised, purged), and the hand-off between sites (single use, 60 s, one
// host). Every call also sits in the isolation matrix and the fuzzing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResultSchema } from '#shared/contracts/account.ts';
import {
  adminMeSchema,
  adminSiteSchema,
  auditListSchema,
  dashboardSchema,
  totpSetupSchema,
} from '#shared/contracts/admin.ts';
import { loggedSchema } from '#shared/contracts/user.ts';
import { auditLog, contactMessages, operatorHandoffs, users } from '../../server/db/schema.ts';
import { purgeAudit } from '../../server/modules/audit/log.ts';
import { totpCode } from '../../server/modules/auth/totp.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TEST_PASSWORD, TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { ensureOperator, OPERATOR_EMAIL, OPERATOR_TOTP_SECRET, operatorToken } from '../support/operators.ts';
import { siteId, tokenFor, visitorToken } from '../support/sessions.ts';

let t: TestApp;
/** The API's clock: each test moves it on, so that every TOTP step is new. */
// an hour ahead of the seed's rows, which carry the real time
let clock = new Date(Date.now() + 3_600_000);
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  return clock;
};
let townAdmin: string;
let wineAdmin: string;
let visitor: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  await ensureOperator(t.database);
  townAdmin = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
  wineAdmin = await tokenFor(t.database, 'domaine-du-vallon', 'admin@domaine-du-vallon.test');
  visitor = await visitorToken(t.database, 'vallon-sur-lys', 'lea@example.org');
  operator = await operatorToken(t.database, 'vallon-sur-lys');
});
afterAll(() => t?.close());

const as = (method: 'get' | 'post' | 'delete', path: string, token: string | null, host = TOWN_HOST) => {
  const req = t.http[method](`/api${path}`).set('Host', host).set('Sec-Fetch-Site', 'same-origin');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const login = (body: object, host = TOWN_HOST) =>
  t.http.post('/api/login').set('Host', host).set('Sec-Fetch-Site', 'same-origin').send(body);

describe('an operator signs in on any site’s host, always with a second factor', () => {
  it('asks for the code after the right password, refuses a wrong or replayed one', async () => {
    const password = { email: OPERATOR_EMAIL, password: TEST_PASSWORD };
    const asked = await login(password);
    expect(expectFailure(asked, 401)).toMatch(/code/i);
    expect(asked.body.data).toEqual({ secondFactor: true });
    // a wrong password never reveals that a code would be due
    const wrong = await login({ ...password, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toBeNull();
    const now = later(60);
    expectFailure(
      await login({ ...password, code: totpCode(OPERATOR_TOTP_SECRET, new Date(now.getTime() - 120_000)) }),
      401,
    );
    const code = totpCode(OPERATOR_TOTP_SECRET, now);
    const { token } = expectSuccess(await login({ ...password, code }), loginResultSchema);
    // the same code again: refused (one sign-in per code)
    expectFailure(await login({ ...password, code }), 401);
    expect(expectSuccess(await as('get', '/logged', token), loggedSchema)).toEqual({
      logged: true,
      role: 'SUPER_ADMIN',
    });
    // bound to the host where it was opened
    expect(expectSuccess(await as('get', '/logged', token, WINE_HOST), loggedSchema).logged).toBe(false);
    expect(expectSuccess(await as('get', '/admin/me', token), adminMeSchema)).toMatchObject({
      kind: 'OPERATOR',
      role: 'SUPER_ADMIN',
      secondFactor: true,
    });
    // an operator is no account of the site: the visitor's own calls are not theirs
    expectFailure(await as('get', '/user', token), 403);
  });
});

describe('an ADMIN account’s second factor', () => {
  it('is turned on with a code of the new secret, then asked at sign-in, then turned off', async () => {
    const email = 'admin@domaine-du-vallon.test';
    const setup = expectSuccess(
      await as('post', '/admin/me/totp', wineAdmin, WINE_HOST).send({}),
      totpSetupSchema,
    );
    expect(setup.uri).toContain('otpauth://totp/');
    expect(
      expectSuccess(await as('get', '/admin/me', wineAdmin, WINE_HOST), adminMeSchema).secondFactor,
    ).toBe(false);
    expectFailure(
      await as('post', '/admin/me/totp/confirm', wineAdmin, WINE_HOST).send({ code: '000000' }),
      400,
    );
    const on = later(60);
    expectSuccess(
      await as('post', '/admin/me/totp/confirm', wineAdmin, WINE_HOST).send({
        code: totpCode(setup.secret, on),
      }),
      z.null(),
    );
    expect(
      expectSuccess(await as('get', '/admin/me', wineAdmin, WINE_HOST), adminMeSchema).secondFactor,
    ).toBe(true);
    // the secret is stored encrypted, never in clear
    const wine = await siteId(t.database, 'domaine-du-vallon');
    const [row] = await t.database.db
      .select({ secret: users.totpSecret })
      .from(users)
      .where(and(eq(users.siteId, wine), eq(users.email, email)));
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(setup.secret);

    const asked = await login({ email, password: TEST_PASSWORD }, WINE_HOST);
    expect(asked.status).toBe(401);
    expect(asked.body.data).toEqual({ secondFactor: true });
    const signIn = later(60);
    expectSuccess(
      await login({ email, password: TEST_PASSWORD, code: totpCode(setup.secret, signIn) }, WINE_HOST),
      loginResultSchema,
    );
    // the audit log says it, without the secret
    const audit = expectSuccess(await as('get', '/admin/audit', wineAdmin, WINE_HOST), auditListSchema);
    const entry = audit.items.find((e) => e.action === 'secondFactor.on');
    expect(entry).toMatchObject({
      entity: 'account',
      actor: { kind: 'USER', email },
      changes: { secondFactor: { from: false, to: true } },
    });
    expect(JSON.stringify(audit)).not.toContain(setup.secret);

    const off = later(60);
    expectSuccess(
      await as('delete', '/admin/me/totp', wineAdmin, WINE_HOST).send({ code: totpCode(setup.secret, off) }),
      z.null(),
    );
    expectSuccess(await login({ email, password: TEST_PASSWORD }, WINE_HOST), loginResultSchema);
  });

  it('cannot be set by an operator here, nor where the server has no SECRETS_KEY', async () => {
    expectFailure(await as('post', '/admin/me/totp', operator).send({}), 409);
    const bare = await startTestApp({ payments: { vault: null } });
    try {
      const token = await tokenFor(bare.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
      const req = (path: string) =>
        bare.http.post(`/api${path}`).set('Host', TOWN_HOST).set('Authorization', `Bearer ${token}`);
      expect(expectFailure(await req('/admin/me/totp').send({}), 409)).toMatch(/SECRETS_KEY/);
      const me = expectSuccess(
        await bare.http.get('/api/admin/me').set('Host', TOWN_HOST).set('Authorization', `Bearer ${token}`),
        adminMeSchema,
      );
      expect(me.secondFactorAvailable).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /admin/dashboard', () => {
  it('counts what came since the reader marked it seen, for this reader and this site only', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    const count = async (token: string, kind: string, host = TOWN_HOST) =>
      expectSuccess(await as('get', '/admin/dashboard', token, host), dashboardSchema).attention.find(
        (a) => a.kind === kind,
      );
    await t.database.db.insert(contactMessages).values({
      siteId: town,
      name: 'Claire Martin',
      email: 'claire@example.org',
      subject: 'Salle des fêtes',
      message: 'Bonjour',
    });
    const before = await count(townAdmin, 'CONTACT_MESSAGES');
    expect(before?.count).toBeGreaterThan(0);
    expect(before?.latest[0]).toMatchObject({ title: 'Salle des fêtes', detail: 'Claire Martin' });
    expect(JSON.stringify(before)).not.toContain('claire@example.org');
    later(1);
    expectSuccess(
      await as('post', '/admin/dashboard/seen', townAdmin).send({ kind: 'CONTACT_MESSAGES' }),
      z.null(),
    );
    expect((await count(townAdmin, 'CONTACT_MESSAGES'))?.count).toBe(0);
    // another reader has not seen it
    expect((await count(operator, 'CONTACT_MESSAGES'))?.count).toBe(before?.count);
    later(1);
    await t.database.db.insert(contactMessages).values({
      siteId: town,
      name: 'Paul',
      email: 'paul@example.org',
      subject: 'Cantine',
      message: 'Bonjour',
      createdAt: clock,
    });
    expect((await count(townAdmin, 'CONTACT_MESSAGES'))?.count).toBe(1);
    // the town hall has no orders; the wine estate does
    expect(await count(townAdmin, 'ORDERS')).toBeUndefined();
    expect(await count(wineAdmin, 'ORDERS', WINE_HOST)).toMatchObject({ canMarkSeen: false });
    const site = expectSuccess(await as('get', '/admin/dashboard', townAdmin), dashboardSchema).site;
    expect(site).toMatchObject({ name: 'Vallon-sur-Lys', isECommerce: false });
  });

  it('is refused to a visitor (403) and to nobody signed in (401); a wrong kind is a 400', async () => {
    expectFailure(await as('get', '/admin/dashboard', visitor), 403);
    expectFailure(await as('get', '/admin/dashboard', null), 401);
    expectFailure(await as('post', '/admin/dashboard/seen', townAdmin).send({ kind: 'ORDERS' }), 400);
  });
});

describe('the audit log', () => {
  it('shows a site its own entries, keeps a year, and forgets a deleted account’s name', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    const wine = await siteId(t.database, 'domaine-du-vallon');
    const email = 'ancien-admin@vallon-sur-lys.test';
    await visitorToken(t.database, 'vallon-sur-lys', email);
    const [gone] = await t.database.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(and(eq(users.siteId, town), eq(users.email, email)))
      .returning({ id: users.id });
    await t.database.db.insert(auditLog).values([
      {
        siteId: town,
        actorKind: 'USER',
        actorId: gone!.id,
        actorEmail: email,
        action: 'update',
        entity: 'page',
        at: clock,
      },
      {
        siteId: town,
        actorKind: 'USER',
        actorId: gone!.id,
        actorEmail: email,
        action: 'update',
        entity: 'old',
        at: new Date(clock.getTime() - 400 * 86_400_000),
      },
    ]);
    const token = await tokenFor(t.database, 'vallon-sur-lys', email);
    expectSuccess(await as('delete', '/user', token).send({ password: TEST_PASSWORD }), z.unknown());
    const town1 = expectSuccess(await as('get', '/admin/audit?entity=page', townAdmin), auditListSchema);
    expect(town1.items.some((e) => e.actor.email === null && e.actor.kind === 'USER')).toBe(true);
    expect(JSON.stringify(town1)).not.toContain(email);
    const wines = expectSuccess(
      await as('get', '/admin/audit?nbItem=100', wineAdmin, WINE_HOST),
      auditListSchema,
    );
    expect(wines.items.every((e) => e.entity !== 'page' || e.actor.email !== null)).toBe(true);
    expect(await purgeAudit(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.siteId, town));
    expect(left.map((r) => r.entity)).not.toContain('old');
    expect(left.map((r) => r.entity)).toContain('page');
    void wine;
  });
});

describe('an operator moves to another site’s admin', () => {
  it('lists every site, hands a single-use link valid on the target host only', async () => {
    const sites = expectSuccess(await as('get', '/admin/sites', operator), z.array(adminSiteSchema));
    expect(sites.map((s) => s.slug).sort()).toEqual(['domaine-du-vallon', 'vallon-sur-lys']);
    expect(sites.find((s) => s.current)?.slug).toBe('vallon-sur-lys');
    const wine = sites.find((s) => s.slug === 'domaine-du-vallon')!;
    const { url } = expectSuccess(
      await as('post', '/admin/handoff', operator).send({ siteId: wine.id }),
      z.object({ url: z.string() }),
    );
    const link = new URL(url);
    expect(link.hostname).toBe('vins.localhost');
    expect(link.pathname).toBe('/admin/relais');
    const token = link.hash.slice(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only on the target's host
    expectFailure(await as('post', '/admin/handoff/redeem', null).send({ token }), 401);
    const redeemed = await as('post', '/admin/handoff/redeem', null, WINE_HOST).send({ token });
    const session = expectSuccess(redeemed, loginResultSchema);
    expect(String(redeemed.headers['set-cookie'])).toContain('token=');
    expect(expectSuccess(await as('get', '/logged', session.token, WINE_HOST), loggedSchema).role).toBe(
      'SUPER_ADMIN',
    );
    // once
    expectFailure(await as('post', '/admin/handoff/redeem', null, WINE_HOST).send({ token }), 401);
  });

  it('refuses a late token, an ADMIN and a visitor', async () => {
    const wine = await siteId(t.database, 'domaine-du-vallon');
    const { url } = expectSuccess(
      await as('post', '/admin/handoff', operator).send({ siteId: wine }),
      z.object({ url: z.string() }),
    );
    later(61);
    expectFailure(
      await as('post', '/admin/handoff/redeem', null, WINE_HOST).send({ token: new URL(url).hash.slice(1) }),
      401,
    );
    expectFailure(await as('post', '/admin/handoff', townAdmin).send({ siteId: wine }), 403);
    expectFailure(await as('get', '/admin/sites', townAdmin), 403);
    expectFailure(await as('get', '/admin/sites', visitor), 403);
    expectFailure(await as('post', '/admin/handoff', operator).send({ siteId: 999_999 }), 404);
    const rows = await t.database.db.select().from(operatorHandoffs);
    // stored hashed: no row holds a token of the links handed
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });
});
