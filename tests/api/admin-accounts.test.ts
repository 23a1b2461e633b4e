// The site's accounts in the admin panel (ADR 018): the list and its search, roles, blocking (no
// sign-in, sessions ended), invitations followed on the password page, the guards (not oneself,
// not the last administrator), the audit log, and another site's accounts out of reach.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '#shared/contracts/admin.ts';
import { accountsQuerySchema, adminAccountSchema } from '#shared/contracts/admin-accounts.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { createUser } from '../../server/modules/users/accounts.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
let admin: string;
let wineAdmin: string;
let operator: string;
let visitor: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ mail });
  ({ admin, wineAdmin, operator, visitor } = await adminTokens(t.database));
});
afterAll(async () => {
  await t?.close();
  await mail.close();
});
beforeEach(() => mail.clear());

const call = adminCaller(
  () => t,
  () => admin,
);
const accounts = listSchema(adminAccountSchema);
const PASSWORD = 'a-long-and-unusual-passphrase';
const login = (email: string, password = PASSWORD) =>
  t.http
    .post('/api/login')
    .set('Host', TOWN_HOST)
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ email, password });
async function account(email: string, role: 'USER' | 'ADMIN' = 'USER'): Promise<number> {
  return createUser(t.database.db, await siteId(t.database, 'vallon-sur-lys'), {
    email,
    password: PASSWORD,
    role,
    firstname: 'Jeanne',
    lastname: 'Lefèvre',
    verified: true,
  });
}
const find = async (q: string, token = admin, host = TOWN_HOST) =>
  expectSuccess(await call('get', `/admin/users?q=${encodeURIComponent(q)}`, token, host), accounts);

describe('the list', () => {
  it('lists the site’s accounts, administrators first, searched by address or name', async () => {
    await account('jeanne.lefevre@example.org');
    const all = expectSuccess(await call('get', '/admin/users?nbItem=100'), accounts);
    expect(all.items[0]?.role).toBe('ADMIN');
    expect((await find('lefèvre')).items.map((a) => a.email)).toContain('jeanne.lefevre@example.org');
    expect((await find('jeanne lef')).items.map((a) => a.email)).toContain('jeanne.lefevre@example.org');
    expect((await find('lefèvre', wineAdmin, WINE_HOST)).items).toEqual([]);
    const admins = expectSuccess(await call('get', '/admin/users?role=ADMIN'), accounts);
    expect(admins.items.every((a) => a.role === 'ADMIN')).toBe(true);
    expect(accountsQuerySchema.safeParse({ role: 'SUPER_ADMIN' }).success).toBe(false);
  });
});

describe('roles and blocking', () => {
  it('makes a visitor an administrator and back; the demoted one leaves the panel at once', async () => {
    const id = await account('adjoint@example.org');
    const promoted = expectSuccess(
      await call('put', `/admin/users/${id}/role`).send({ role: 'ADMIN' }),
      adminAccountSchema,
    );
    expect(promoted.role).toBe('ADMIN');
    const session = (await login('adjoint@example.org')).body.data.token as string;
    expectSuccess(await call('get', '/admin/users', session), accounts);
    expectSuccess(await call('put', `/admin/users/${id}/role`).send({ role: 'USER' }), adminAccountSchema);
    expectFailure(await call('get', '/admin/users', session), 401);
    expectFailure(await call('put', `/admin/users/${id}/role`).send({ role: 'SUPER_ADMIN' }), 400);
  });

  it('blocks an account: no sign-in, its sessions ended; unblocks it', async () => {
    const id = await account('bloque@example.org');
    const session = (await login('bloque@example.org')).body.data.token as string;
    const blocked = expectSuccess(
      await call('put', `/admin/users/${id}/block`).send({ blocked: true }),
      adminAccountSchema,
    );
    expect(blocked.blocked).toBe(true);
    expectFailure(await call('get', '/user', session), 401);
    expect(expectFailure(await login('bloque@example.org'), 403)).toMatch(/bloqué/);
    // a wrong password says nothing of the block
    expectFailure(await login('bloque@example.org', 'not-the-password-at-all'), 401);
    expectSuccess(await call('put', `/admin/users/${id}/block`).send({ blocked: false }), adminAccountSchema);
    expectSuccess(await login('bloque@example.org'), z.object({ token: z.string() }).loose());
  });

  it('lets nobody change or block their own account, and keeps one administrator who can sign in', async () => {
    const me = (await find('admin@vallon-sur-lys.test')).items[0]!;
    expect(
      expectFailure(await call('put', `/admin/users/${me.id}/role`).send({ role: 'USER' }), 409),
    ).toMatch(/propre/);
    expectFailure(await call('put', `/admin/users/${me.id}/block`).send({ blocked: true }), 409);
    // the operator may act on the account, but not leave the site without an administrator
    const others = expectSuccess(
      await call('get', '/admin/users?role=ADMIN&nbItem=100'),
      accounts,
    ).items.filter((a) => a.id !== me.id && !a.blocked);
    for (const other of others)
      expectSuccess(
        await call('put', `/admin/users/${other.id}/role`, operator).send({ role: 'USER' }),
        adminAccountSchema,
      );
    expect(
      expectFailure(await call('put', `/admin/users/${me.id}/role`, operator).send({ role: 'USER' }), 409),
    ).toMatch(/dernier administrateur/);
    expectFailure(await call('put', `/admin/users/${me.id}/block`, operator).send({ blocked: true }), 409);
    for (const other of others)
      expectSuccess(
        await call('put', `/admin/users/${other.id}/role`, operator).send({ role: 'ADMIN' }),
        adminAccountSchema,
      );
  });
});

describe('invitations', () => {
  it('invites an administrator who chooses a password with the link, then signs in', async () => {
    const invited = expectSuccess(
      await call('post', '/admin/users/invite').send({
        email: 'Nouvelle.Secretaire@Example.org',
        firstname: 'Léa',
      }),
      adminAccountSchema,
    );
    expect(invited).toMatchObject({
      email: 'nouvelle.secretaire@example.org',
      role: 'ADMIN',
      invited: true,
      verified: false,
    });
    const message = await mail.waitFor((m) => m.to.includes('nouvelle.secretaire@example.org'));
    expect(message.subject).toMatch(/Invitation à administrer/);
    expect(message.text).toContain('admin@vallon-sur-lys.test');
    const token = linkIn(message, '/password/reset/').split('/').pop()!;
    // no password works before the link is followed
    expectFailure(await login('nouvelle.secretaire@example.org', ''), 400);
    expectSuccess(
      await t.http
        .put('/api/password/reset')
        .set('Host', TOWN_HOST)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ token, password: 'une-phrase-de-passe-solide' }),
      z.null(),
    );
    const session = (await login('nouvelle.secretaire@example.org', 'une-phrase-de-passe-solide')).body.data
      .token as string;
    expectSuccess(await call('get', '/admin/users', session), accounts);
    const after = (await find('nouvelle.secretaire')).items[0]!;
    expect(after).toMatchObject({ invited: false, verified: true });
    const log = expectSuccess(await call('get', '/admin/audit?entity=account&nbItem=50'), auditListSchema);
    expect(log.items.some((e) => e.action === 'invite' && e.entityId === String(invited.id))).toBe(true);
  });

  it('refuses an address already used on the site, and a malformed one', async () => {
    await account('deja@example.org');
    const taken = await call('post', '/admin/users/invite').send({ email: 'deja@example.org' });
    expect(expectFailure(taken, 409)).toMatch(/déjà/);
    const bad = await call('post', '/admin/users/invite').send({ email: 'pas une adresse' });
    expectFailure(bad, 400);
    expect(fieldsOf(bad)).toEqual([{ path: 'email', message: 'invalid_email' }]);
    expect(mail.messages).toEqual([]);
  });
});

describe('access', () => {
  it('is the site administrators’ only, each on their own site', async () => {
    const id = await account('ailleurs@example.org');
    expectFailure(
      await call('put', `/admin/users/${id}/role`, wineAdmin, WINE_HOST).send({ role: 'ADMIN' }),
      404,
    );
    expectFailure(await call('put', `/admin/users/${id}/block`, visitor).send({ blocked: true }), 403);
    expectFailure(await call('get', '/admin/users', null), 401);
    expect((await find('ailleurs@example.org')).items[0]).toMatchObject({ role: 'USER', blocked: false });
  });
});
