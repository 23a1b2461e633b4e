import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginResultSchema,
  newsletterListSchema,
  newsletterSubscriptionSchema,
} from '#shared/contracts/account.ts';
import { loggedSchema, meSchema } from '#shared/contracts/user.ts';
import { siteParameters, users } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-22T10:00:00Z');
const generous = { max: 1000, windowS: 60 };

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({
    mail,
    now: () => clock,
    limits: {
      loginPerAddress: generous,
      registerPerAddress: generous,
      registerPerAccount: generous,
      resetPerAddress: generous,
      resetPerAccount: generous,
    },
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(() => mail.clear());

const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, host = TOWN_HOST) =>
  t.http[method](`/api${path}`).set('Host', host).set('Sec-Fetch-Site', 'same-origin');
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'a-long-and-unusual-passphrase',
  firstname: 'Léa',
  lastname: 'Dubois',
  ...extra,
});

async function registerAndLogin(email: string, host = TOWN_HOST): Promise<string> {
  expectSuccess(await api('post', '/register', host).send(person(email)), z.null());
  const res = await api('post', '/login', host).send({ email, password: 'a-long-and-unusual-passphrase' });
  return expectSuccess(res, loginResultSchema).token;
}

describe('POST /register', () => {
  it('answers the same for a new and a taken address; the new one gets a verification link, the owner a warning', async () => {
    const fresh = await api('post', '/register').send(person('new.visitor@example.org'));
    const verify = await mail.waitFor((m) => m.to.includes('new.visitor@example.org'));
    expect(verify.subject).toMatch(/adresse/i);
    expect(linkIn(verify, '/mon-compte/confirmer-email/')).toMatch(
      /^http:\/\/localhost:3000\/mon-compte\/confirmer-email\/[\w-]{43}$/,
    );

    mail.clear();
    const taken = await api('post', '/register').send(
      person('NEW.visitor@example.org', { firstname: 'Autre' }),
    );
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    const warning = await mail.waitFor((m) => m.to.includes('new.visitor@example.org'));
    expect(linkIn(warning, '/password/reset/ask')).toBeTruthy();
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'new.visitor@example.org'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstname).toBe('Léa');
    expect(rows[0]!.emailVerifiedAt).toBeNull();
  });

  it('writes French mail in the site’s name with links on the site’s own URL, whatever Host says', async () => {
    await api('post', '/register', 'mairie.localhost')
      .set('X-Forwarded-Host', 'evil.example')
      .send(person('forged@example.org'));
    const message = await mail.waitFor((m) => m.to.includes('forged@example.org'));
    expect(message.from).toMatch(/^"Vallon-sur-Lys" <no-reply@parvis\.test>$/);
    expect(message.subject).toMatch(/Confirmez/);
    expect(message.text).not.toMatch(/evil|mairie\.localhost/);
    expect(linkIn(message, '/mon-compte/confirmer-email/').startsWith('http://localhost:3000/')).toBe(true);
  });

  it('lets a new account log in at once, and verifies the address when the link is followed', async () => {
    const token = await registerAndLogin('quick@example.org');
    expect(expectSuccess(await api('get', '/logged').set(as(token)), loggedSchema).logged).toBe(true);
    const link = linkIn(
      await mail.waitFor((m) => m.to.includes('quick@example.org')),
      '/mon-compte/confirmer-email/',
    );
    const confirmToken = link.split('/').pop()!;
    expectSuccess(
      await api('post', '/user/email/confirm').send({ token: confirmToken }),
      z.object({ email: z.string() }),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'quick@example.org'));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expectFailure(await api('post', '/user/email/confirm').send({ token: confirmToken }), 400); // single use
  });

  it('refuses weak and common passwords, bad addresses and missing names with per-field errors', async () => {
    const short = await api('post', '/register').send(person('weak@example.org', { password: 'short' }));
    expectFailure(short, 400);
    expect(short.body.data).toContainEqual({ path: 'password', message: 'password_too_short' });
    const common = await api('post', '/register').send(
      person('weak@example.org', { password: 'motdepasse1' }),
    );
    expect(common.body.data).toContainEqual({ path: 'password', message: 'password_too_common' });
    const same = await api('post', '/register').send(
      person('weakling@example.org', { password: 'weakling@example.org' }),
    );
    expect(same.body.data).toContainEqual({ path: 'password', message: 'password_too_common' });
    const email = await api('post', '/register').send(person('not-an-email'));
    expect(email.body.data).toContainEqual({ path: 'email', message: 'invalid_email' });
    expectFailure(await api('post', '/register').send(person('x@example.org', { firstname: '' })), 400);
    const long = 'x'.repeat(64);
    expectSuccess(
      await api('post', '/register').send(person('long@example.org', { password: `${long}Y1` })),
      z.null(),
    );
    expectFailure(
      await api('post', '/register').send(person('toolong@example.org', { password: 'x'.repeat(129) })),
      400,
    );
  });

  it('never stores a role, a site or an id sent with the body', async () => {
    for (const extra of [{ role: 'SUPER_ADMIN' }, { idSite: 2 }, { id: 1 }, { siteId: 2 }]) {
      expectFailure(await api('post', '/register').send(person('sneaky@example.org', extra)), 400);
    }
    const proto = await api('post', '/register')
      .set('Content-Type', 'application/json')
      .send(
        '{"email":"proto@example.org","password":"a-long-and-unusual-passphrase","firstname":"A","lastname":"B","__proto__":{"role":"ADMIN"}}',
      );
    expectFailure(proto, 400);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} in ('sneaky@example.org', 'proto@example.org')`);
    expect(rows).toEqual([]);
  });

  it('follows the wine estate switches: birthdate asked, minors refused on the server', async () => {
    const noBirthdate = await api('post', '/register', WINE_HOST).send(person('minor@example.org'));
    expect(noBirthdate.body.data).toContainEqual({ path: 'birthdate', message: 'required' });
    const minor = await api('post', '/register', WINE_HOST).send(
      person('minor@example.org', { birthdate: '2010-05-01' }),
    );
    expectFailure(minor, 400);
    expect(minor.body.data).toContainEqual({ path: 'birthdate', message: 'minor' });
    expectSuccess(
      await api('post', '/register', WINE_HOST).send(
        person('adult@example.org', { birthdate: '1990-05-01' }),
      ),
      z.null(),
    );
    // the town hall asks neither
    expectSuccess(await api('post', '/register').send(person('child@example.org')), z.null());
  });

  it('accepts only mobile numbers when the site asks for them', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    const where = and(eq(siteParameters.siteId, town), eq(siteParameters.type, 'MOBILE_PHONE_ONLY'));
    await t.database.db.update(siteParameters).set({ value: 'true' }).where(where);
    try {
      const landline = await api('post', '/register').send(
        person('phone@example.org', { phone: '03 28 41 52 60' }),
      );
      expect(landline.body.data).toContainEqual({ path: 'phone', message: 'mobile_only' });
      expectSuccess(
        await api('post', '/register').send(person('phone@example.org', { phone: '06 12 34 56 78' })),
        z.null(),
      );
    } finally {
      await t.database.db.update(siteParameters).set({ value: null }).where(where);
    }
  });
});

describe('POST /login and POST /logout', () => {
  it('answers data.token and data.idSite and sets the token (HttpOnly) and idSite cookies for 86400 s', async () => {
    await registerAndLogin('cookie@example.org');
    const res = await api('post', '/login').send({
      email: 'COOKIE@example.org',
      password: 'a-long-and-unusual-passphrase',
    });
    const data = expectSuccess(res, loginResultSchema);
    expect(data.idSite).toBe(await siteId(t.database, 'vallon-sur-lys'));
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const token = cookies.find((c) => c.startsWith('token='))!;
    expect(token).toContain(`token=${data.token}`);
    expect(token).toMatch(/Max-Age=86400/);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Path=\//);
    expect(cookies.find((c) => c.startsWith('idSite='))).toMatch(/idSite=\d+; Max-Age=86400/);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    await registerAndLogin('wrong@example.org');
    const wrong = await api('post', '/login').send({
      email: 'wrong@example.org',
      password: 'not the password at all',
    });
    const unknown = await api('post', '/login').send({
      email: 'nobody@example.org',
      password: 'not the password at all',
    });
    expect(expectFailure(wrong, 401)).toBe(expectFailure(unknown, 401));
  });

  it('gives a session that only opens its own site', async () => {
    const token = await registerAndLogin('own-site@example.org');
    expect(expectSuccess(await api('get', '/logged', WINE_HOST).set(as(token)), loggedSchema).logged).toBe(
      false,
    );
    expectFailure(
      await api('post', '/login', WINE_HOST).send({
        email: 'own-site@example.org',
        password: 'a-long-and-unusual-passphrase',
      }),
      401,
    );
  });

  it('revokes the session on the server and clears both cookies at logout', async () => {
    const token = await registerAndLogin('logout@example.org');
    const res = await api('post', '/logout').set(as(token));
    expectSuccess(res, z.null());
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    expect(cookies).toMatch(/idSite=;.*Expires=Thu, 01 Jan 1970/);
    expect(expectSuccess(await api('get', '/logged').set(as(token)), loggedSchema).logged).toBe(false);
    expectFailure(await api('get', '/user').set(as(token)), 401);
  });
});

describe('password reset', () => {
  it('answers the same whether the address exists, and mails a single-use link valid one hour', async () => {
    const old = await registerAndLogin('reset@example.org');
    mail.clear();
    const known = await api('put', '/password/reset/ask').send({ email: 'reset@example.org' });
    const unknown = await api('put', '/password/reset/ask').send({ email: 'ghost@example.org' });
    expect(known.body).toEqual(unknown.body);
    const message = await mail.waitFor((m) => m.to.includes('reset@example.org'));
    expect(mail.messages.filter((m) => m.to.includes('ghost@example.org'))).toEqual([]);
    const token = linkIn(message, '/password/reset/').split('/').pop()!;

    const weak = await api('put', '/password/reset').send({ token, password: 'password' });
    expect(weak.body.data).toContainEqual({ path: 'password', message: 'password_too_common' });
    expectSuccess(
      await api('put', '/password/reset').send({ token, password: 'another-strong-passphrase' }),
      z.null(),
    );
    expectFailure(
      await api('put', '/password/reset').send({ token, password: 'yet-another-passphrase' }),
      400,
    );
    expectFailure(await api('get', '/user').set(as(old)), 401); // every session revoked
    expectSuccess(
      await api('post', '/login').send({ email: 'reset@example.org', password: 'another-strong-passphrase' }),
      loginResultSchema,
    );
    await mail.waitFor(
      (m) => m.to.includes('reset@example.org') && /mot de passe/i.test(m.subject) && m !== message,
    );
  });

  it('refuses an expired link', async () => {
    await registerAndLogin('late@example.org');
    mail.clear();
    await api('put', '/password/reset/ask').send({ email: 'late@example.org' });
    const token = linkIn(await mail.waitFor((m) => m.to.includes('late@example.org')), '/password/reset/')
      .split('/')
      .pop()!;
    const start = clock;
    clock = new Date(start.getTime() + 61 * 60_000);
    try {
      expectFailure(
        await api('put', '/password/reset').send({ token, password: 'another-strong-passphrase' }),
        400,
      );
    } finally {
      clock = start;
    }
  });
});

describe('the own account', () => {
  it('reads and updates the profile; the role is never writable', async () => {
    const token = await registerAndLogin('profile@example.org');
    const update = {
      email: 'profile@example.org',
      firstname: 'Lucie',
      lastname: 'Martin',
      phone: '03 28 00 00 01',
      birthdate: '1985-03-04',
    };
    const res = expectSuccess(
      await api('put', '/user').set(as(token)).send(update),
      z.object({ profile: meSchema, emailChangePending: z.boolean() }),
    );
    expect(res.profile).toMatchObject({
      firstname: 'Lucie',
      lastname: 'Martin',
      phone: '03 28 00 00 01',
      birthdate: '1985-03-04',
      role: 'USER',
    });
    expect(res.emailChangePending).toBe(false);
    expectFailure(
      await api('put', '/user')
        .set(as(token))
        .send({ ...update, role: 'ADMIN' }),
      400,
    );
    expect(expectSuccess(await api('get', '/user').set(as(token)), meSchema).role).toBe('USER');
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const token = await registerAndLogin('before@example.org');
    mail.clear();
    const res = await api('put', '/user')
      .set(as(token))
      .send({ email: 'after@example.org', firstname: 'A', lastname: 'B' });
    expect(res.body.data.emailChangePending).toBe(true);
    expect(res.body.data.profile.email).toBe('before@example.org');
    await mail.waitFor((m) => m.to.includes('before@example.org'));
    const link = linkIn(
      await mail.waitFor((m) => m.to.includes('after@example.org')),
      '/mon-compte/confirmer-email/',
    );
    expectSuccess(
      await api('post', '/user/email/confirm').send({ token: link.split('/').pop() }),
      z.object({ email: z.literal('after@example.org') }),
    );
    expect(expectSuccess(await api('get', '/user').set(as(token)), meSchema).email).toBe('after@example.org');
  });

  it('sends nothing when the new address belongs to another account, and answers the same', async () => {
    await registerAndLogin('owner@example.org');
    const token = await registerAndLogin('curious@example.org');
    mail.clear();
    const res = await api('put', '/user')
      .set(as(token))
      .send({ email: 'owner@example.org', firstname: 'A', lastname: 'B' });
    expect(res.body.data.emailChangePending).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.messages).toEqual([]);
  });

  it('changes the password with the current one; other sessions are revoked, this one stays', async () => {
    const token = await registerAndLogin('change@example.org');
    const other = expectSuccess(
      await api('post', '/login').send({
        email: 'change@example.org',
        password: 'a-long-and-unusual-passphrase',
      }),
      loginResultSchema,
    ).token;
    const wrong = await api('put', '/user/password')
      .set(as(token))
      .send({ currentPassword: 'nope', newPassword: 'a-brand-new-passphrase' });
    expect(wrong.body.data).toContainEqual({ path: 'currentPassword', message: 'wrong_password' });
    expectSuccess(
      await api('put', '/user/password')
        .set(as(token))
        .send({ currentPassword: 'a-long-and-unusual-passphrase', newPassword: 'a-brand-new-passphrase' }),
      z.null(),
    );
    expectSuccess(await api('get', '/user').set(as(token)), meSchema);
    expectFailure(await api('get', '/user').set(as(other)), 401);
  });

  it('exports the personal data as JSON', async () => {
    const token = await registerAndLogin('export@example.org');
    const data = expectSuccess(
      await api('get', '/user/export').set(as(token)),
      z.record(z.string(), z.unknown()),
    );
    expect(data).toMatchObject({
      site: 'Vallon-sur-Lys',
      account: { email: 'export@example.org', firstname: 'Léa' },
    });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
  });

  it('deletes the account with the current password: data erased, sessions revoked, login refused', async () => {
    const token = await registerAndLogin('leaving@example.org');
    expectFailure(await api('delete', '/user').set(as(token)).send({ password: 'wrong password' }), 400);
    const res = await api('delete', '/user')
      .set(as(token))
      .send({ password: 'a-long-and-unusual-passphrase' });
    expectSuccess(res, z.null());
    expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/token=;/);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'leaving@example.org'))).toEqual(
      [],
    );
    expectFailure(await api('get', '/user').set(as(token)), 401);
    expectFailure(
      await api('post', '/login').send({
        email: 'leaving@example.org',
        password: 'a-long-and-unusual-passphrase',
      }),
      401,
    );
    await mail.waitFor((m) => m.to.includes('leaving@example.org') && /supprim/i.test(m.subject));
  });

  it('manages newsletter lists; mail waits for a verified address; another site’s list is refused', async () => {
    const token = await registerAndLogin('letters@example.org');
    const lists = expectSuccess(
      await api('get', '/user/newsletter/lists').set(as(token)),
      z.array(newsletterListSchema),
    );
    expect(lists.map((l) => l.name)).toContain('La lettre de Vallon-sur-Lys');
    const wineToken = await registerAndLogin('letters@example.org', WINE_HOST).catch(() => null);
    const wineLists = wineToken
      ? expectSuccess(
          await api('get', '/user/newsletter/lists', WINE_HOST).set(as(wineToken)),
          z.array(newsletterListSchema),
        )
      : [];
    const sub = expectSuccess(
      await api('put', '/user/newsletter/subscription')
        .set(as(token))
        .send({ lists: [lists[0]!.id] }),
      newsletterSubscriptionSchema,
    );
    expect(sub).toEqual({ lists: [lists[0]!.id], emailVerified: false });
    if (wineLists[0]) {
      expectFailure(
        await api('put', '/user/newsletter/subscription')
          .set(as(token))
          .send({ lists: [wineLists[0].id] }),
        400,
      );
    }
    expect(
      expectSuccess(
        await api('get', '/user/newsletter/subscription').set(as(token)),
        newsletterSubscriptionSchema,
      ).lists,
    ).toEqual([lists[0]!.id]);
    expectSuccess(
      await api('put', '/user/newsletter/subscription').set(as(token)).send({ lists: [] }),
      newsletterSubscriptionSchema,
    );
    expect(
      expectSuccess(
        await api('get', '/user/newsletter/subscription').set(as(token)),
        newsletterSubscriptionSchema,
      ).lists,
    ).toEqual([]);
  });

  it('refuses cookie-authenticated changes coming from another site', async () => {
    const token = await registerAndLogin('csrf@example.org');
    const res = await t.http
      .put('/api/user')
      .set('Host', TOWN_HOST)
      .set('Cookie', `token=${token}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'evil@example.org', firstname: 'E', lastname: 'V' });
    expectFailure(res, 403);
  });
});
