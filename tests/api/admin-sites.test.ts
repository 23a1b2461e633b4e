// Sites created by operators from a template (ADR 019): one transaction whose rows, texts and
// first administrator all land, every bad field refused with its code, a taken host refused with
// nothing written; the new host answered at once, « en construction » for its visitors (noindex,
// never kept by the page cache) and the real site for its administrator, who publishes it.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createdSiteSchema, publicationSchema } from '#shared/contracts/admin-sites.ts';
import {
  auditLog,
  languages,
  pages,
  siteDomains,
  siteInfo,
  siteParameters,
  sites,
  users,
} from '../../server/db/schema.ts';
import { adminCaller, adminTokens, fieldsOf } from '../support/admin-api.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';

let t: TestApp;
let mail: MailCatcher;
let admin: string;
let wineAdmin: string;
let operator: string;
let visitor: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  // the page cache on, as in production: a building site must never leave a page in it
  t = await startTestApp({ mail, env: { PAGE_CACHE_TTL_S: '60' } });
  ({ admin, wineAdmin, operator, visitor } = await adminTokens(t.database));
});
afterAll(async () => {
  await t?.close();
  await mail.close();
});
beforeEach(() => mail.clear());

const call = adminCaller(
  () => t,
  () => operator,
);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const visit = (host: string, path = '/', token?: string) => {
  const req = t.http.get(path).set('Host', host).set('User-Agent', BROWSER);
  return token ? req.set('Cookie', `token=${token}`) : req;
};

const TOWN_HALL = {
  template: 'town-hall',
  name: 'Mairie de Bois-le-Roi',
  town: '77037',
  domains: ['www.bois-le-roi.test', 'bois-le-roi.test'],
  adminEmail: 'Secretariat@Bois-le-Roi.test',
};
const create = (body: object, token: string | null = operator, host = TOWN_HOST) =>
  call('post', '/admin/sites', token, host).send(body);
const siteCount = async () => (await t.database.db.select({ n: count() }).from(sites))[0]!.n;
const parameter = async (siteId: number, type: string) =>
  (
    await t.database.db
      .select({ value: siteParameters.value })
      .from(siteParameters)
      .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)))
  )[0]?.value ?? null;

function created(res: { status: number; body: unknown }) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createdSiteSchema.parse((res.body as { data: unknown }).data);
}

describe('an operator creates a site', () => {
  it('writes a town hall whole: its rows, texts, pages and first administrator, invited on its own host', async () => {
    const site = created(await create(TOWN_HALL));
    // served as the operator's site is (http, port 3000 in the tests' seed), on its first domain
    expect(site).toMatchObject({ name: 'Mairie de Bois-le-Roi', url: 'http://www.bois-le-roi.test:3000' });
    const { db } = t.database;
    const [info] = await db.select().from(siteInfo).where(eq(siteInfo.siteId, site.id));
    expect(info).toMatchObject({
      isBuilding: true,
      isWinemaker: false,
      isEcommerce: false,
      townSlug: 'bois-le-roi',
    });
    const domains = await db.select().from(siteDomains).where(eq(siteDomains.siteId, site.id));
    expect(domains.map((d) => [d.host, d.isPrimary]).sort()).toEqual([
      ['bois-le-roi.test', false],
      ['www.bois-le-roi.test', true],
    ]);
    const [french] = await db
      .select()
      .from(languages)
      .where(and(eq(languages.siteId, site.id), eq(languages.isDefault, true)));
    expect(french).toMatchObject({ code: 'fr_FR', isValid: true });
    expect(await parameter(site.id, 'COMPANY_NAME')).toBe('Mairie de Bois-le-Roi');
    expect(await parameter(site.id, 'COMPANY_ADDRESS')).toBe('77590 Bois-le-Roi');
    expect(await parameter(site.id, 'ACCESSIBILITY_COMPLIANCE')).toBe('NONE');
    for (const type of ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'ACCESSIBILITY_STATEMENT'])
      expect(await parameter(site.id, type), type).toContain('<h2>');
    expect(await parameter(site.id, 'LEGAL_NOTICE')).toContain('77590 Bois-le-Roi');
    expect(await parameter(site.id, 'ACCESSIBILITY_STATEMENT')).toContain('www.bois-le-roi.test');
    expect(await parameter(site.id, 'SALE_TERMS')).toBeNull();
    expect(await parameter(site.id, 'ALCOHOL_BANNER')).toBeNull();
    const menu = await db.select({ path: pages.path }).from(pages).where(eq(pages.siteId, site.id));
    expect(menu.map((p) => p.path).sort()).toEqual(['accueil', 'nous-contacter']);
    const [account] = await db.select().from(users).where(eq(users.siteId, site.id));
    expect(account).toMatchObject({
      email: 'secretariat@bois-le-roi.test',
      role: 'ADMIN',
      emailVerifiedAt: null,
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.siteId, site.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'site', actorKind: 'OPERATOR' });
    expect(entry!.changes).toMatchObject({
      adminEmail: { to: '[masqué]' },
      name: { to: 'Mairie de Bois-le-Roi' },
    });

    const message = await mail.waitFor((m) => m.to.includes('secretariat@bois-le-roi.test'));
    expect(message.subject).toContain('Mairie de Bois-le-Roi');
    expect(linkIn(message, '/password/reset/')).toMatch(
      /^http:\/\/www\.bois-le-roi\.test:3000\/password\/reset\//,
    );
  });

  it('writes a wine estate with its shop on, its sale terms and its wine list', async () => {
    const site = created(
      await create({
        template: 'wine-estate',
        name: 'Domaine des Aulnes',
        town: '2A004',
        domains: ['aulnes.test'],
        adminEmail: 'cave@aulnes.test',
      }),
    );
    const [info] = await t.database.db.select().from(siteInfo).where(eq(siteInfo.siteId, site.id));
    expect(info).toMatchObject({ isBuilding: true, isWinemaker: true, isEcommerce: true });
    expect(await parameter(site.id, 'SALE_TERMS')).toContain('Domaine des Aulnes');
    expect(await parameter(site.id, 'LEGAL_NOTICE')).toContain('20000 Ajaccio');
    expect(await parameter(site.id, 'ALCOHOL_BANNER')).toBe('true');
    expect(await parameter(site.id, 'BLOCK_MINORS')).toBe('true');
    const menu = await t.database.db
      .select({ path: pages.path, shop: pages.isEcommercePage })
      .from(pages)
      .where(eq(pages.siteId, site.id));
    expect(menu).toContainEqual({ path: 'nos-vins', shop: true });
  });
});

describe('who may create one', () => {
  it('is an operator alone: an ADMIN account, a visitor and the anonymous are refused, nothing written', async () => {
    const before = await siteCount();
    const body = { ...TOWN_HALL, domains: ['refuse.test'] };
    expectFailure(await create(body, admin), 403);
    expectFailure(await create(body, visitor), 403);
    expectFailure(await create(body, null), 401);
    expect(await siteCount()).toBe(before);
    expect(mail.messages).toEqual([]);
  });
});

describe('bad input', () => {
  const refused = async (change: object) => {
    const res = await create({ ...TOWN_HALL, domains: ['bad-input.test'], ...change });
    expectFailure(res, 400);
    return fieldsOf(res);
  };

  it('names every field at fault with its code, and writes nothing', async () => {
    const before = await siteCount();
    expect(await refused({ template: 'chateau' })).toEqual([{ path: 'template', message: 'invalid' }]);
    expect(await refused({ name: '  ' })).toEqual([{ path: 'name', message: 'required' }]);
    expect(await refused({ name: 'x'.repeat(121) })).toEqual([{ path: 'name', message: 'too_long' }]);
    expect(await refused({ town: 'Bois-le-Roi' })).toEqual([{ path: 'town', message: 'unknown_commune' }]);
    // the shape of a code, but no commune in force has it
    expect(await refused({ town: '77999' })).toEqual([{ path: 'town', message: 'unknown_commune' }]);
    expect(await refused({ domains: [] })).toEqual([{ path: 'domains', message: 'too_few' }]);
    expect(await refused({ domains: ['a.test', 'b.test', 'c.test', 'd.test', 'e.test', 'f.test'] })).toEqual([
      { path: 'domains', message: 'too_many' },
    ]);
    expect(
      await refused({
        domains: ['https://site.test', 'site.test:3000', 'Site.test', 'site.test/accueil', '', 'x'],
      }),
    ).toEqual([{ path: 'domains', message: 'too_many' }]);
    for (const host of ['https://site.test', 'site.test:3000', 'Site.test', 'site.test/accueil', 'localhost'])
      expect(await refused({ domains: [host] }), host).toEqual([
        { path: 'domains.0', message: 'invalid_host' },
      ]);
    expect(await refused({ domains: ['site.test', 'site.test'] })).toEqual([
      { path: 'domains.1', message: 'duplicate' },
    ]);
    expect(await refused({ adminEmail: 'pas une adresse' })).toEqual([
      { path: 'adminEmail', message: 'invalid_email' },
    ]);
    expect(await refused({ plan: 'premium' })).toEqual([{ path: 'plan', message: 'unknown_field' }]);
    const message = (await create({ ...TOWN_HALL, town: '77999', domains: ['x.test'] })).body.message;
    expect(message).toMatch(/commune/);
    expect(await siteCount()).toBe(before);
    expect(mail.messages).toEqual([]);
  });

  it('refuses a host another site has with 409 naming it, and writes nothing', async () => {
    const before = await siteCount();
    const res = await create({ ...TOWN_HALL, name: 'Doublon', domains: ['doublon.test', WINE_HOST] });
    expect(expectFailure(res, 409)).toContain(WINE_HOST);
    expect(fieldsOf(res)).toEqual([{ path: 'domains.1', message: 'host_taken' }]);
    expect(await siteCount()).toBe(before);
    const [row] = await t.database.db.select().from(siteDomains).where(eq(siteDomains.host, 'doublon.test'));
    expect(row).toBeUndefined();
    expect(mail.messages).toEqual([]);
  });

  it('answers two creations of the same name at once with sites of their own slugs, or a 409, never a 500', async () => {
    const body = (n: number) => ({ ...TOWN_HALL, name: 'Mairie jumelle', domains: [`jumelle-${n}.test`] });
    const answers = await Promise.all([create(body(1)), create(body(2)), create(body(3))]);
    for (const res of answers) expect([201, 409]).toContain(res.status);
    expect(answers.some((res) => res.status === 201)).toBe(true);
    const made = await t.database.db
      .select({ slug: sites.slug })
      .from(sites)
      .where(like(sites.slug, 'mairie-jumelle%'));
    expect(new Set(made.map((r) => r.slug)).size).toBe(made.length);
    expect(made.length).toBe(answers.filter((res) => res.status === 201).length);
  });
});

describe('a new site on its host', () => {
  const HOST = 'www.chantier.test';
  let siteId: number;
  let token: string;

  it('answers at once, « en construction » for visitors, never kept, out of search engines', async () => {
    // asked before it exists: the resolver keeps « no site here » for this host
    expect((await visit(HOST)).status).toBe(404);
    siteId = created(
      await create({
        ...TOWN_HALL,
        name: 'Mairie de Lille',
        town: '59350',
        domains: [HOST],
        adminEmail: 'maire@chantier.test',
      }),
    ).id;
    for (const path of ['/', '/legal-notice', '/nous-contacter', '/page-inconnue']) {
      const res = await visit(HOST, path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('Site en construction');
      expect(res.text, path).toContain('Mairie de Lille');
      expect(res.text, path).toContain('<meta name="robots" content="noindex">');
      expect(res.headers['x-robots-tag'], path).toBe('noindex');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-page-cache'], path).toBeUndefined();
    }
    // the pages the first administrator needs stay open
    const login = await visit(HOST, '/auth');
    expect(login.status).toBe(200);
    expect(login.text).not.toContain('Site en construction');
    expect((await visit(HOST, '/robots.txt')).text).toBe('User-agent: *\nDisallow: /\n');
    expect((await visit(HOST, '/sitemap.xml')).text).not.toContain('<url>');
    // the public API answers as it always does (ADR 019)
    expect((await t.http.get('/api/page').set('Host', HOST)).status).toBe(200);
  });

  it('shows its administrator the real site once the invitation is followed', async () => {
    // the invitation of the site's creation: its link on this host
    mail.clear();
    const account = created(
      await create({
        ...TOWN_HALL,
        name: 'Mairie de Lille bis',
        town: '59350',
        domains: ['bis.chantier.test'],
        adminEmail: 'bis@chantier.test',
      }),
    );
    expect(account.url).toBe('http://bis.chantier.test:3000');
    const invitation = await mail.waitFor((m) => m.to.includes('bis@chantier.test'));
    const link = linkIn(invitation, '/password/reset/');
    expect(new URL(link).host).toBe('bis.chantier.test:3000');
    const host = 'bis.chantier.test';
    expectSuccess(
      await t.http
        .put('/api/password/reset')
        .set('Host', host)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ token: link.split('/').pop(), password: 'une-phrase-de-passe-solide' }),
      z.null(),
    );
    const login = await t.http
      .post('/api/login')
      .set('Host', host)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'bis@chantier.test', password: 'une-phrase-de-passe-solide' });
    token = expectSuccess(login, z.object({ token: z.string() }).loose()).token;
    const seen = await visit(host, '/', token);
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain('Site en construction');
    expect(seen.text).toContain('Bienvenue sur le site de Mairie de Lille bis');
    // the same page for an anonymous visitor right after: the construction page, never the real one
    const anonymous = await visit(host, '/');
    expect(anonymous.text).toContain('Site en construction');
    expect(anonymous.text).not.toContain('Bienvenue');
    // an operator signed in on the host (by the hand-off) sees it too
    const handoff = expectSuccess(
      await call('post', '/admin/handoff', operator, TOWN_HOST).send({ siteId: account.id }),
      z.object({ url: z.string() }),
    );
    const redeemed = await call('post', '/admin/handoff/redeem', null, host).send({
      token: new URL(handoff.url).hash.slice(1),
    });
    const operatorThere = expectSuccess(redeemed, z.object({ token: z.string() }).loose()).token;
    expect((await visit(host, '/', operatorThere)).text).toContain(
      'Bienvenue sur le site de Mairie de Lille bis',
    );
    siteId = account.id;
  });

  it('is published by its own administrator only; visitors then see it and it may be kept', async () => {
    const host = 'bis.chantier.test';
    // the ADMIN of another site, here or on their own host, publishes nothing of it
    expectFailure(await call('post', '/admin/site/publish', wineAdmin, host), 401);
    expectSuccess(await call('post', '/admin/site/publish', wineAdmin, WINE_HOST), publicationSchema);
    expect((await visit(host, '/')).text).toContain('Site en construction');
    expectFailure(await call('post', '/admin/site/publish', null, host), 401);

    expect(expectSuccess(await call('post', '/admin/site/publish', token, host), publicationSchema)).toEqual({
      isBuilding: false,
    });
    const first = await visit(host, '/');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Bienvenue sur le site de Mairie de Lille bis');
    expect(first.text).not.toContain('Site en construction');
    expect(first.headers['x-robots-tag']).toBeUndefined();
    expect(first.headers['x-page-cache']).toBe('miss');
    expect((await visit(host, '/')).headers['x-page-cache']).toBe('hit');
    expect((await visit(host, '/robots.txt')).text).toContain('Sitemap:');
    expect((await visit(host, '/sitemap.xml')).text).toContain('<url>');
    const entries = await t.database.db
      .select({ action: auditLog.action, actorKind: auditLog.actorKind })
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.entity, 'site')));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'publish']);
    // published once: a second time changes nothing and writes no entry
    expectSuccess(await call('post', '/admin/site/publish', token, host), publicationSchema);
    const again = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, 'publish')));
    expect(again[0]!.n).toBe(1);
  });
});

describe('the commune field', () => {
  it('suggests communes by name or postcode, each once, for operators only', async () => {
    const found = expectSuccess(
      await call('get', '/admin/communes?q=bois-le-r'),
      z.array(z.object({ code: z.string(), name: z.string(), postalCode: z.string() })),
    );
    expect(found[0]).toEqual({ code: '77037', name: 'Bois-le-Roi', postalCode: '77590' });
    const lille = expectSuccess(
      await call('get', '/admin/communes?q=lille'),
      z.array(z.object({ code: z.string() }).loose()),
    );
    expect(lille.filter((c) => c.code === '59350')).toHaveLength(1);
    expectFailure(await call('get', '/admin/communes?q=lille', admin), 403);
  });
});
