import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressTypeSchema } from '#shared/contracts/content.ts';
import { loggedSchema, meSchema } from '#shared/contracts/user.ts';
import { sessions } from '../../server/db/schema.ts';
import { revokeSession } from '../../server/modules/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { operatorToken } from '../support/operators.ts';
import { siteId, tokenFor, visitorToken } from '../support/sessions.ts';

let t: TestApp;
let townAdmin: string;
let wineAdmin: string;
let superAdmin: string;
let visitor: string;
beforeAll(async () => {
  t = await startTestApp();
  townAdmin = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
  superAdmin = await operatorToken(t.database, 'vallon-sur-lys');
  wineAdmin = await tokenFor(t.database, 'domaine-du-vallon', 'admin@domaine-du-vallon.test');
  visitor = await visitorToken(t.database, 'vallon-sur-lys', 'alice@example.org');
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST, token?: string) => {
  const req = t.http.get(`/api${path}`).set('Host', host);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

describe('GET /logged', () => {
  it('is false without a session, true with one, by bearer or by cookie', async () => {
    expect(expectSuccess(await get('/logged'), loggedSchema)).toEqual({ logged: false, role: null });
    expect(expectSuccess(await get('/logged', TOWN_HOST, visitor), loggedSchema)).toEqual({
      logged: true,
      role: 'USER',
    });
    const byCookie = await t.http
      .get('/api/logged')
      .set('Host', TOWN_HOST)
      .set('Cookie', `token=${townAdmin}`);
    expect(expectSuccess(byCookie, loggedSchema)).toEqual({ logged: true, role: 'ADMIN' });
  });

  it('does not accept a token of another site, a malformed token, or a revoked one', async () => {
    expect(expectSuccess(await get('/logged', WINE_HOST, townAdmin), loggedSchema).logged).toBe(false);
    expect(expectSuccess(await get('/logged', TOWN_HOST, 'not-a-token'), loggedSchema).logged).toBe(false);
    const token = await tokenFor(t.database, 'vallon-sur-lys', 'alice@example.org');
    const all = await t.database.db.select().from(sessions).orderBy(sessions.id);
    const mine = all.at(-1)!;
    await revokeSession(t.database.db, await siteId(t.database, 'vallon-sur-lys'), {
      id: mine.id,
      kind: 'user',
    });
    expect(expectSuccess(await get('/logged', TOWN_HOST, token), loggedSchema).logged).toBe(false);
  });
});

describe('GET /user', () => {
  it('answers 401 without a session and the own profile with one, never the password hash', async () => {
    expectFailure(await get('/user'), 401);
    const res = await get('/user', TOWN_HOST, visitor);
    const me = expectSuccess(res, meSchema);
    expect(me).toMatchObject({
      email: 'alice@example.org',
      role: 'USER',
      firstname: 'Alice',
      lastname: 'Martin',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it('answers 401 on another site for a token of this site', async () => {
    expectFailure(await get('/user', WINE_HOST, visitor), 401);
  });
});

describe('GET /admin/address/type', () => {
  it('is for the admins of the site: 401 anonymous, 403 visitor, 200 ADMIN and SUPER_ADMIN', async () => {
    expectFailure(await get('/admin/address/type'), 401);
    expectFailure(await get('/admin/address/type', TOWN_HOST, visitor), 403);
    const types = expectSuccess(
      await get('/admin/address/type', TOWN_HOST, townAdmin),
      z.array(addressTypeSchema),
    );
    expect(types.map((t) => t.value)).toEqual(['SIEGE', 'ANNEXE']);
    expectSuccess(await get('/admin/address/type', TOWN_HOST, superAdmin), z.array(addressTypeSchema));
  });

  it("never shows one site's admin data to another site's admin", async () => {
    expectFailure(await get('/admin/address/type', TOWN_HOST, wineAdmin), 401);
    const wine = expectSuccess(
      await get('/admin/address/type', WINE_HOST, wineAdmin),
      z.array(addressTypeSchema),
    );
    expect(wine.map((t) => t.value)).toEqual(['SIEGE', 'CLICK_AND_COLLECT']);
  });
});
