// Server-rendered HTML of what a visitor meets first: the header's logo and its text
// alternative, the page flags of SPEC §3 (right-fixed pages, a page's own header or footer) and
// the 404 page's ways on (the site search and the main sections).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos, pages } from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { TOWN_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let townId: number;
beforeAll(async () => {
  t = await startTestApp();
  townId = await siteId(t.database, 'vallon-sur-lys');
});
afterAll(() => t.close());

const page = (path: string) => t.http.get(path).set('Host', TOWN_HOST).set('User-Agent', 'Mozilla/5.0 test');

const withChange = (change: () => Promise<unknown>, undo: () => Promise<unknown>, run: () => Promise<void>) =>
  withContentChange(t, townId, change, undo, run);

describe('the header logo', () => {
  it('gives the logo its configured text alternative, and the home link its name from its content', async () => {
    const logoOf = and(eq(logos.siteId, townId), eq(logos.type, 'LOGO'));
    const [before] = await t.database.db.select().from(logos).where(logoOf);
    const alt = 'Blason de Vallon-sur-Lys : une tour sur fond de gueules';
    await withChange(
      () => t.database.db.update(logos).set({ alt }).where(logoOf),
      () => t.database.db.update(logos).set({ alt: before!.alt }).where(logoOf),
      async () => {
        const html = (await page('/')).text;
        const brand = html.match(/<a [^>]*class="brand"[^>]*>.*?<\/a>/)?.[0] ?? '';
        expect(brand).not.toContain('aria-label');
        expect(brand).toMatch(new RegExp(`<img class="brand-logo" src="[^"]+" alt="${alt}"`));
        expect(brand).toContain('<span class="brand-name">Vallon-sur-Lys</span>');
      },
    );
    // an alternative that only repeats the name beside it would be read twice
    await withChange(
      () => t.database.db.update(logos).set({ alt: 'Vallon-sur-Lys' }).where(logoOf),
      () => t.database.db.update(logos).set({ alt: before!.alt }).where(logoOf),
      async () => {
        expect((await page('/')).text).toMatch(/<img class="brand-logo" src="[^"]+" alt=""/);
      },
    );
  });
});

describe('page flags (SPEC §3)', () => {
  const pageAt = (path: string) => and(eq(pages.siteId, townId), eq(pages.path, path));
  const flag = (path: string, values: Partial<typeof pages.$inferInsert>, run: () => Promise<void>) =>
    withChange(
      () => t.database.db.update(pages).set(values).where(pageAt(path)),
      () =>
        t.database.db
          .update(pages)
          .set({ isFixedOnRight: false, isCustomHeader: false, isCustomFooter: false })
          .where(pageAt(path)),
      run,
    );
  const NUMBERS = 'infos-utiles/numeros-utiles';

  it('takes right-fixed pages, at any depth, out of the menus into the right-fixed area', async () => {
    await withChange(
      () =>
        t.database.db
          .update(pages)
          .set({ isFixedOnRight: true })
          .where(and(eq(pages.siteId, townId), inArray(pages.path, ['nous-contacter', NUMBERS]))),
      () =>
        t.database.db
          .update(pages)
          .set({ isFixedOnRight: false })
          .where(and(eq(pages.siteId, townId), inArray(pages.path, ['nous-contacter', NUMBERS]))),
      async () => {
        const menu = (await t.http.get('/api/page').set('Host', TOWN_HOST)).body.data as {
          pages: { path: string; children: unknown[] }[];
          fixedRight: { path: string }[];
        };
        expect(menu.fixedRight.map((p) => p.path)).toEqual([`/${NUMBERS}`, '/nous-contacter']);
        expect(JSON.stringify(menu.pages)).not.toContain(`"/${NUMBERS}"`);
        expect(JSON.stringify(menu.pages)).not.toContain('"/nous-contacter"');
        const html = (await page('/')).text;
        const area = html.match(/<nav class="fixed-right" aria-label="Accès rapides">.*?<\/nav>/)?.[0] ?? '';
        expect(area).toContain(`href="/${NUMBERS}"`);
        expect(area).toContain('href="/nous-contacter"');
        // nowhere else in the page's navigation
        expect(html.split(`href="/${NUMBERS}"`).length - 1).toBe(1);
      },
    );
    expect((await page('/')).text).not.toContain('class="fixed-right"');
  });

  it('renders no site header on a page with its own header, and only the legal footer with its own footer', async () => {
    const siteHeader = '<header class="site-header';
    await flag(NUMBERS, { isCustomHeader: true }, async () => {
      const html = (await page(`/${NUMBERS}`)).text;
      expect(html).not.toContain(siteHeader);
      expect(html).toContain('footer-grid"');
      expect(html).toContain('<h1 class="page-title">');
      expect((await page('/')).text).toContain(siteHeader);
    });
    await flag(NUMBERS, { isCustomFooter: true }, async () => {
      const html = (await page(`/${NUMBERS}`)).text;
      expect(html).toContain(siteHeader);
      expect(html).not.toContain('footer-grid"');
      // the legal links and the cookie choices stay on every page
      expect(html).toContain('class="footer-legal"');
      expect(html).toContain('href="/cookie-policy#gestion-des-cookies"');
      expect((await page('/')).text).toContain('footer-grid"');
    });
  });
});

describe('the 404 page', () => {
  it('offers the site search and the main sections, in French, for every kind of missing page', async () => {
    const menu = (await t.http.get('/api/page').set('Host', TOWN_HOST)).body.data as {
      pages: { path: string; title: string; menuTitle: string | null; showInMenu: boolean }[];
    };
    const sections = menu.pages.filter((p) => p.showInMenu && p.path !== '/accueil');
    expect(sections.length).toBeGreaterThan(2);
    // a path that is no page, a missing CMS sub-page, a detail page refusing its id
    for (const path of ['/nulle-part', '/vivre-a-vallon-sur-lys/inconnu', '/actualites/rien/999999']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = res.text;
      expect(html).toContain('<h1 id="error-title">Cette page est introuvable</h1>');
      const ways = html.match(/<div class="not-found-ways">.*?<\/nav><\/div>/)?.[0] ?? '';
      expect(ways, path).toMatch(
        /<form [^>]*action="\/recherche"[^>]*role="search"|<form [^>]*role="search"[^>]*action="\/recherche"/,
      );
      expect(ways).toMatch(/<label [^>]*>Rechercher sur le site<\/label>/);
      expect(ways).toContain('name="q"');
      expect(ways).toContain('<h2 id="not-found-sections-title">Les rubriques principales</h2>');
      for (const section of sections)
        expect(ways, section.path).toMatch(
          new RegExp(`href="${section.path}"[^>]*>${section.menuTitle || section.title}</a>`),
        );
    }
    // other errors offer none of it
    expect((await page('/')).text).not.toContain('not-found-ways');
  });
});
