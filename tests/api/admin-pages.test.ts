// The page tree's admin calls (ADR 014): creation with its slug, writes that move a subtree and
// leave redirects, moves and their refusals, the trash and its restore, staff's redirects, the
// public side (the page, the old path's redirect, the menu) and the audit log of each write.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '#shared/contracts/admin.ts';
import {
  type AdminPage,
  adminPageSchema,
  redirectSchema,
  trashEntrySchema,
} from '#shared/contracts/admin-pages.ts';
import { menuSchema } from '#shared/contracts/page.ts';
import { pageLayouts, trash } from '../../server/db/schema.ts';
import { purgeTrash } from '../../server/modules/trash/trash.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { operatorToken } from '../support/operators.ts';
import { siteId, tokenFor, visitorToken } from '../support/sessions.ts';

let t: TestApp;
let admin: string;
let wineAdmin: string;
let operator: string;
let visitor: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await tokenFor(t.database, 'vallon-sur-lys', 'admin@vallon-sur-lys.test');
  wineAdmin = await tokenFor(t.database, 'domaine-du-vallon', 'admin@domaine-du-vallon.test');
  operator = await operatorToken(t.database, 'vallon-sur-lys');
  visitor = await visitorToken(t.database, 'vallon-sur-lys', 'paul@example.org');
});
afterAll(() => t?.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token: string | null = admin, host = TOWN_HOST) => {
  const req = t.http[method](`/api${path}`).set('Host', host).set('Sec-Fetch-Site', 'same-origin');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const pages = z.array(adminPageSchema);
const list = async (token = admin, host = TOWN_HOST) =>
  expectSuccess(await call('get', '/admin/pages', token, host), pages);
const create = async (body: object, token = admin) =>
  expectSuccess(
    await call('post', '/admin/pages', token).send({ locale: 'fr_FR', parentId: null, ...body }),
    adminPageSchema,
  );
const publicPage = (path: string) => t.http.get(`/api/page/${path}`).set('Host', TOWN_HOST);
const lookup = async (path: string) =>
  expectSuccess(
    await t.http.get(`/api/redirect?path=${encodeURIComponent(path)}`).set('Host', TOWN_HOST),
    z.object({ to: z.string() }).nullable(),
  );
const write = (page: AdminPage, patch: object = {}) => ({
  title: page.title,
  url: page.url,
  menuTitle: page.menuTitle,
  metaDescription: page.metaDescription,
  menuIcon: page.menuIcon,
  isValid: page.isValid,
  showInMenu: page.showInMenu,
  isFixedOnRight: page.isFixedOnRight,
  useAbsoluteMenu: page.useAbsoluteMenu,
  reload: page.reload,
  isCustomHeader: page.isCustomHeader,
  isCustomFooter: page.isCustomFooter,
  isEcommercePage: page.isEcommercePage,
  noindex: page.noindex,
  type: page.type,
  link: { type: page.link.type, url: page.link.url },
  ...patch,
});

describe('creating pages', () => {
  it('makes the slug from the title, places the page last among its siblings, unpublished by default', async () => {
    const before = await list();
    const roots = before.filter((p) => p.parentId === null).length;
    const page = await create({ title: 'Élections municipales 2026' });
    expect(page).toMatchObject({
      url: 'elections-municipales-2026',
      path: '/elections-municipales-2026',
      order: roots,
      isValid: false,
      isHome: false,
    });
    // unpublished: not on the public site
    expect((await publicPage('elections-municipales-2026')).status).toBe(404);
    const child = await create({
      title: 'Bureaux de vote',
      parentId: page.id,
      url: ' Les Bureaux ! ',
      isValid: true,
    });
    expect(child.path).toBe('/elections-municipales-2026/les-bureaux');
    // the same address twice: a French 409, nothing written
    expectFailure(
      await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: page.id, title: 'Les bureaux' }),
      409,
    );
    const after = await list();
    expect(after.filter((p) => p.url === 'les-bureaux')).toHaveLength(1);
    // tree order: the child right after its parent; the home page flagged
    const at = after.findIndex((p) => p.id === page.id);
    expect(after[at + 1]?.id).toBe(child.id);
    expect(after.filter((p) => p.isHome).map((p) => p.url)).toEqual(['accueil']);
  });

  it('keeps the code of a link to operators, and refuses what is not a page', async () => {
    expectFailure(
      await call('post', '/admin/pages').send({
        locale: 'fr_FR',
        parentId: null,
        title: 'Script',
        link: { type: 'SELF', url: '/x', jsCode: 'alert(1)' },
      }),
      403,
    );
    const page = await create(
      { title: 'Avec code', link: { type: 'SELF', url: '/x', jsCode: 'console.log(1)' } },
      operator,
    );
    expect(page.link.jsCode).toBe('console.log(1)');
    // an ADMIN's write without jsCode keeps it
    const kept = expectSuccess(
      await call('put', `/admin/pages/${page.id}`).send(write(page, { title: 'Avec code (2)' })),
      adminPageSchema,
    );
    expect(kept.link.jsCode).toBe('console.log(1)');
    expectFailure(
      await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: null, title: '!!!' }),
      400,
    );
    expectFailure(
      await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: 999_999, title: 'Orpheline' }),
      404,
    );
    expectFailure(await call('post', '/admin/pages').send({ locale: 'fr_FR', parentId: null }), 400);
  });
});

describe('changing a slug and moving pages', () => {
  it('moves the subtree, leaves 301s from every old path, never chains them, and drops the site’s caches', async () => {
    const parent = await create({ title: 'Vie municipale', isValid: true });
    const child = await create({ title: 'Conseil', parentId: parent.id, isValid: true });
    expect((await publicPage('vie-municipale/conseil')).status).toBe(200);
    const renamed = expectSuccess(
      await call('put', `/admin/pages/${parent.id}`).send(
        write(parent, { url: 'mairie-et-conseil', title: 'Mairie et conseil' }),
      ),
      adminPageSchema,
    );
    expect(renamed.path).toBe('/mairie-et-conseil');
    expect((await publicPage('mairie-et-conseil/conseil')).status).toBe(200);
    expect((await publicPage('vie-municipale/conseil')).status).toBe(404);
    expect(await lookup('/vie-municipale/conseil/')).toEqual({ to: '/mairie-et-conseil/conseil' });
    // a second move points the first redirects at the newest place
    const [agenda] = (await list()).filter((p) => p.url === 'agenda' && p.parentId === null);
    const tree = expectSuccess(
      await call('post', `/admin/pages/${parent.id}/move`).send({
        parentId: agenda?.id ?? null,
        position: 0,
      }),
      pages,
    );
    const moved = tree.find((p) => p.id === child.id)!;
    expect(moved.path).toBe(agenda ? '/agenda/mairie-et-conseil/conseil' : '/mairie-et-conseil/conseil');
    expect(await lookup('vie-municipale/conseil')).toEqual({ to: moved.path });
    const redirects = expectSuccess(await call('get', '/admin/redirects'), z.array(redirectSchema));
    expect(redirects.some((r) => r.from === '/vie-municipale/conseil' && r.to === moved.path)).toBe(true);
    // the public menu follows at once
    const menu = expectSuccess(await t.http.get('/api/page').set('Host', TOWN_HOST), menuSchema);
    expect(JSON.stringify(menu)).toContain('Mairie et conseil');
  });

  it('refuses a page under itself, the home page’s slug or place, and another site’s page', async () => {
    const top = await create({ title: 'Haut' });
    const below = await create({ title: 'Bas', parentId: top.id });
    expectFailure(
      await call('post', `/admin/pages/${top.id}/move`).send({ parentId: below.id, position: 0 }),
      400,
    );
    expectFailure(
      await call('post', `/admin/pages/${top.id}/move`).send({ parentId: top.id, position: 0 }),
      400,
    );
    const home = (await list()).find((p) => p.isHome)!;
    expectFailure(
      await call('post', `/admin/pages/${home.id}/move`).send({ parentId: top.id, position: 0 }),
      409,
    );
    expectFailure(await call('put', `/admin/pages/${home.id}`).send(write(home, { url: 'bienvenue' })), 409);
    // the home page's other fields can change
    expectSuccess(
      await call('put', `/admin/pages/${home.id}`).send(write(home, { menuTitle: 'Accueil' })),
      adminPageSchema,
    );
    // ids come from one sequence per table: a wine estate's page is no page of the town hall
    const winePage = (await list(wineAdmin, WINE_HOST))[0]!;
    expectFailure(
      await call('post', `/admin/pages/${top.id}/move`).send({ parentId: winePage.id, position: 0 }),
      404,
    );
    expectFailure(await call('put', `/admin/pages/${top.id}`, wineAdmin, WINE_HOST).send(write(top)), 404);
  });
});

describe('a page kept out of search engines', () => {
  it('stays public but leaves the sitemap, and says noindex in its data', async () => {
    const page = await create({ title: 'Archives internes', isValid: true, noindex: true });
    const shown = await publicPage('archives-internes');
    expect(shown.status).toBe(200);
    expect(shown.body.data.page?.noindex ?? shown.body.data.noindex).toBe(true);
    const sitemap = expectSuccess(
      await t.http.get('/api/sitemap').set('Host', TOWN_HOST),
      z.array(z.object({ path: z.string() })),
    );
    expect(sitemap.map((e) => e.path)).not.toContain('/archives-internes');
    expectSuccess(
      await call('put', `/admin/pages/${page.id}`).send(write(page, { noindex: false })),
      adminPageSchema,
    );
    const again = expectSuccess(
      await t.http.get('/api/sitemap').set('Host', TOWN_HOST),
      z.array(z.object({ path: z.string() })),
    );
    expect(again.map((e) => e.path)).toContain('/archives-internes');
  });
});

describe('the trash', () => {
  it('takes a page with its children only when asked, gives them back with their layouts, and forgets after 30 days', async () => {
    const page = await create({ title: 'Fête du village', isValid: true });
    const child = await create({ title: 'Programme', parentId: page.id, isValid: true });
    const town = await siteId(t.database, 'vallon-sur-lys');
    await t.database.db.insert(pageLayouts).values({
      siteId: town,
      pageId: child.id,
      blocks: [{ id: 'b', type: 'richText', html: '<p>Feu d’artifice</p>' }],
    });
    const asked = await call('delete', `/admin/pages/${page.id}`);
    expect(expectFailure(asked, 409)).toMatch(/sous-pages \(1\)/);
    expect(asked.body.data).toEqual({ children: 1 });
    expectSuccess(
      await call('delete', `/admin/pages/${page.id}?withChildren=true`),
      z.object({ trashed: z.literal(2) }),
    );
    expect((await publicPage('fete-du-village/programme')).status).toBe(404);
    const entries = expectSuccess(await call('get', '/admin/trash'), z.array(trashEntrySchema));
    const entry = entries.find((e) => e.label === 'Fête du village')!;
    expect(entry).toMatchObject({ kind: 'PAGE', count: 2, deletedBy: 'admin@vallon-sur-lys.test' });
    // another site sees none of it
    expect(
      JSON.stringify(
        expectSuccess(await call('get', '/admin/trash', wineAdmin, WINE_HOST), z.array(trashEntrySchema)),
      ),
    ).not.toContain('Fête du village');
    expectFailure(await call('post', `/admin/trash/${entry.id}/restore`, wineAdmin, WINE_HOST).send({}), 404);

    expectSuccess(await call('post', `/admin/trash/${entry.id}/restore`).send({}), pages);
    const back = await publicPage('fete-du-village/programme');
    expect(back.status).toBe(200);
    expect(back.text).toContain('Feu d’artifice');
    expectFailure(await call('post', `/admin/trash/${entry.id}/restore`).send({}), 404);

    // a path taken meanwhile refuses the restore, whole
    expectSuccess(await call('delete', `/admin/pages/${child.id}`), z.object({ trashed: z.literal(1) }));
    const again = expectSuccess(await call('get', '/admin/trash'), z.array(trashEntrySchema)).find(
      (e) => e.label === 'Programme',
    )!;
    await create({ title: 'Programme', parentId: page.id });
    expectFailure(await call('post', `/admin/trash/${again.id}/restore`).send({}), 409);
    expect(
      expectSuccess(await call('get', '/admin/trash'), z.array(trashEntrySchema)).some(
        (e) => e.id === again.id,
      ),
    ).toBe(true);

    // 30 days later it is gone for good
    await purgeTrash(t.database.db, new Date(Date.now() + 31 * 86_400_000));
    expect(
      await t.database.db
        .select()
        .from(trash)
        .where(and(eq(trash.siteId, town), eq(trash.id, again.id))),
    ).toEqual([]);
  });

  it('never deletes the home page', async () => {
    const home = (await list()).find((p) => p.isHome)!;
    expectFailure(await call('delete', `/admin/pages/${home.id}?withChildren=true`), 409);
  });
});

describe('staff’s redirects', () => {
  it('are added, changed and deleted; a bad path, a loop, a page’s own path or a twin is refused', async () => {
    const target = await create({ title: 'État civil', isValid: true });
    const made = expectSuccess(
      await call('post', '/admin/redirects').send({
        from: '/ancien-site/etat-civil.html?x=1',
        to: target.path,
      }),
      redirectSchema,
    );
    expect(made).toMatchObject({ from: '/ancien-site/etat-civil.html', to: '/etat-civil' });
    expect(await lookup('ancien-site/etat-civil.html')).toEqual({ to: '/etat-civil' });
    expectFailure(
      await call('post', '/admin/redirects').send({ from: '/ancien-site/etat-civil.html', to: '/x' }),
      409,
    );
    expectFailure(await call('post', '/admin/redirects').send({ from: target.path, to: '/ailleurs' }), 409);
    expectFailure(await call('post', '/admin/redirects').send({ from: '/boucle', to: '/boucle' }), 400);
    expectFailure(
      await call('post', '/admin/redirects').send({ from: '/x', to: 'javascript:alert(1)' }),
      400,
    );
    expectFailure(
      await call('post', '/admin/redirects').send({ from: '/x', to: 'http://insecure.example' }),
      400,
    );
    expectFailure(await call('post', '/admin/redirects').send({ from: '/x', to: '//evil.example' }), 400);
    const changed = expectSuccess(
      await call('put', `/admin/redirects/${made.id}`).send({
        from: made.from,
        to: 'https://www.service-public.fr/',
      }),
      redirectSchema,
    );
    expect(changed.to).toBe('https://www.service-public.fr/');
    expectFailure(
      await call('put', `/admin/redirects/${made.id}`, wineAdmin, WINE_HOST).send({ from: '/y', to: '/z' }),
      404,
    );
    expectSuccess(await call('delete', `/admin/redirects/${made.id}`), z.null());
    expect(await lookup('ancien-site/etat-civil.html')).toBeNull();
    expectFailure(await call('delete', `/admin/redirects/${made.id}`), 404);
  });
});

describe('who may shape the tree', () => {
  it('answers 401 to nobody signed in and to another site’s admin, 403 to a visitor', async () => {
    expectFailure(await call('get', '/admin/pages', null), 401);
    expectFailure(await call('get', '/admin/pages', wineAdmin), 401);
    expectFailure(await call('get', '/admin/pages', visitor), 403);
    expectFailure(await call('post', '/admin/redirects', visitor).send({ from: '/a', to: '/b' }), 403);
  });

  it('records every write in the audit log, with what changed', async () => {
    const page = await create({ title: 'Journal des travaux' });
    expectSuccess(
      await call('put', `/admin/pages/${page.id}`).send(write(page, { title: 'Travaux', isValid: true })),
      adminPageSchema,
    );
    expectSuccess(
      await call('post', `/admin/pages/${page.id}/move`).send({ parentId: null, position: 0 }),
      pages,
    );
    expectSuccess(await call('delete', `/admin/pages/${page.id}`), z.object({ trashed: z.literal(1) }));
    const audit = expectSuccess(await call('get', '/admin/audit?entity=page&nbItem=100'), auditListSchema);
    const mine = audit.items.filter((e) => e.entityId === String(page.id));
    expect(mine.map((e) => e.action)).toEqual(['delete', 'move', 'update', 'create']);
    expect(mine.find((e) => e.action === 'update')?.changes).toMatchObject({
      title: { from: 'Journal des travaux', to: 'Travaux' },
      isValid: { from: false, to: true },
    });
  });
});
