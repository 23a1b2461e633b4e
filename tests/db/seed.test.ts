import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import type { Database } from '../../server/db/client.ts';
import {
  albums,
  blogs,
  elements,
  eventRegistrations,
  forms,
  news,
  pageLayouts,
  pages,
  popups,
  siteParameters,
  sites,
  users,
} from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/modules/auth/passwords.ts';
import { siteContextFor } from '../../server/modules/context.ts';
import { savePageLayout } from '../../server/modules/pages/write.ts';
import { writeDemoCredentials } from '../../server/seed/credentials.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { syncParameterCatalog } from '../../server/seed/writers.ts';
import { openTestDatabase } from '../support/database.ts';
import { TEST_PASSWORD, testMedia } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const countRows = async () => ({
      sites: (await database.db.select({ n: count() }).from(sites))[0]!.n,
      pages: (await database.db.select({ n: count() }).from(pages))[0]!.n,
      users: (await database.db.select({ n: count() }).from(users))[0]!.n,
    });
    const before = await countRows();
    const result = await seedDemo(database.db, { demoPassword: 'another-password-1', media: testMedia() });
    expect(result).toEqual({ createdSites: [], accounts: [] });
    expect(await countRows()).toEqual(before);
  });

  it('gives every page readable French content and every parent its children', async () => {
    const rows = await database.db
      .select({ siteId: pages.siteId, path: pages.path, blocks: pageLayouts.blocks, grape: pageLayouts.html })
      .from(pages)
      .innerJoin(pageLayouts, and(eq(pageLayouts.siteId, pages.siteId), eq(pageLayouts.pageId, pages.id)));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const row of rows) {
      // a page-builder page holds its HTML in the layout itself
      const html = row.grape ?? row.blocks.map((b) => String(b.html ?? '')).join('');
      expect(html, row.path).toMatch(/<p>/);
      expect(html.replace(/<[^>]+>/g, '').length, row.path).toBeGreaterThan(150);
      expect(html, row.path).not.toMatch(/lorem|ipsum|à compléter/i);
    }
  });

  it('holds the legal texts, the privacy figures of SPEC §9 and the theme of each site', async () => {
    const town = await siteId(database, 'vallon-sur-lys');
    const params = Object.fromEntries(
      (await database.db.select().from(siteParameters).where(eq(siteParameters.siteId, town))).map((p) => [
        p.type,
        p.value,
      ]),
    );
    for (const type of ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'USE_TERMS'])
      expect(params[type]).toBeTruthy();
    expect(params.SALE_TERMS).toBeNull();
    expect(params.PRIVACY_POLICY).toMatch(/13 mois/);
    expect(params.PRIVACY_POLICY).toMatch(/3 ans/);
    expect(params.PRIVACY_POLICY).toMatch(/10 jours ouvrés/);
    expect(params.PRIVACY_POLICY).toMatch(/30 jours/);
    expect(params.PRIMARY_COLOR).toBe('#C04C1B');
    expect(params.ACCENT_COLOR).toBe('#CACE0B');
  });

  it('creates the demo accounts with the given password, admins of their own site', async () => {
    const rows = await database.db
      .select({ email: users.email, role: users.role, siteId: users.siteId, hash: users.passwordHash })
      .from(users);
    const town = await siteId(database, 'vallon-sur-lys');
    const wine = await siteId(database, 'domaine-du-vallon');
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['admin@vallon-sur-lys.test']).toMatchObject({ role: 'ADMIN', siteId: town });
    // operators are no site's accounts (ADR 013): the seed makes none
    expect(rows.filter((r) => r.role !== 'USER' && r.role !== 'ADMIN')).toEqual([]);
    expect(byEmail['admin@domaine-du-vallon.test']).toMatchObject({ role: 'ADMIN', siteId: wine });
    expect(byEmail['admin@vallon-sur-lys.test']!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(byEmail['admin@vallon-sur-lys.test']!.hash, TEST_PASSWORD)).toBe(true);
    expect(await verifyPassword(byEmail['admin@vallon-sur-lys.test']!.hash, 'wrong password')).toBe(false);
  });

  it('writes generated demo passwords to a file only its owner can read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parvis-cred-'));
    const file = writeDemoCredentials(dir, [
      { site: 's', email: 'a@b.test', role: 'ADMIN', password: 'Xy12' },
    ]);
    expect(readFileSync(file, 'utf8')).toContain('a@b.test\tXy12');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('the town hall content of issue 3', () => {
  it('holds the content a resident needs: news, events (some full), associations, schools, menus, shops…', async () => {
    const town = await siteId(database, 'vallon-sur-lys');
    const byRoute = await database.db
      .select({ route: elements.route, n: count() })
      .from(elements)
      .where(eq(elements.siteId, town))
      .groupBy(elements.route);
    const n = Object.fromEntries(byRoute.map((r) => [r.route, r.n]));
    expect(n).toMatchObject({
      agenda: 10,
      associations: 15,
      commerces: 10,
      ecoles: 3,
      'restauration-scolaire': 4,
    });
    for (const route of [
      'numeros-utiles',
      'comptes-rendus',
      'bulletins',
      'etat-civil',
      'urbanisme',
      'actions-socials',
      'environement',
    ]) {
      expect(n[route], route).toBeGreaterThan(0);
    }
    expect(
      (await database.db.select({ n: count() }).from(news).where(eq(news.siteId, town)))[0]!.n,
    ).toBeGreaterThanOrEqual(12);
    const events = await database.db
      .select()
      .from(elements)
      .where(and(eq(elements.siteId, town), eq(elements.route, 'agenda')));
    const full = [];
    for (const event of events.filter((e) => e.data.registration === true)) {
      const [taken] = await database.db
        .select({ n: count() })
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.siteId, town), eq(eventRegistrations.elementId, event.id)));
      if (taken!.n >= (event.data.capacity as number)) full.push(event.title);
    }
    expect(full.length).toBeGreaterThanOrEqual(2);
    expect(
      (await database.db.select().from(albums).where(eq(albums.siteId, town))).length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await database.db.select().from(blogs).where(eq(blogs.siteId, town))).length,
    ).toBeGreaterThanOrEqual(3);
    const townForms = await database.db.select().from(forms).where(eq(forms.siteId, town));
    expect(townForms.some((f) => f.fields.some((field) => field.type === 'file'))).toBe(true);
    expect((await database.db.select().from(popups).where(eq(popups.siteId, town))).length).toBe(2);
  });
});

describe('page layouts', () => {
  it('are sanitised when saved, whoever saves them', async () => {
    const town = await siteId(database, 'vallon-sur-lys');
    const [page] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, town), eq(pages.path, 'nous-contacter')));
    const ctx = await siteContextFor({ db: database.db, events: null }, town);
    const layoutId = await savePageLayout(ctx, page!.id, [
      {
        id: 'x',
        type: 'richText',
        html: '<p onclick="steal()">Bonjour<script>alert(1)</script></p><a href="javascript:x()">lien</a>',
      },
    ]);
    const [layout] = await database.db
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, town), eq(pageLayouts.id, layoutId)));
    expect(layout!.blocks[0]!.html).toBe('<p>Bonjour</p><a>lien</a>');
  });
});

describe('the parameter catalog', () => {
  it('gives existing sites the parameter types a newer version adds, empty, and keeps the values set', async () => {
    const town = await siteId(database, 'vallon-sur-lys');
    const where = (type: string) => and(eq(siteParameters.siteId, town), eq(siteParameters.type, type));
    await database.db.delete(siteParameters).where(where('SCROLL_TO_TOP_BEHAVIOR'));
    await syncParameterCatalog(database.db);
    await syncParameterCatalog(database.db); // twice: nothing more
    const [added] = await database.db.select().from(siteParameters).where(where('SCROLL_TO_TOP_BEHAVIOR'));
    expect(added).toMatchObject({ kind: 'STRING', value: null });
    const [kept] = await database.db.select().from(siteParameters).where(where('COMPANY_PHONE'));
    expect(kept?.value).toBe('03 28 41 52 60');
    const rows = await database.db
      .select({ n: count() })
      .from(siteParameters)
      .where(eq(siteParameters.siteId, town));
    expect(rows[0]!.n).toBe(PARAMETER_CATALOG.length);
  });
});
