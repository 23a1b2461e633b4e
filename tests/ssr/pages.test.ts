import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuPage } from '#shared/contracts/page.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { languages, pages } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_ALT_HOST, TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId, visitorToken } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test');

const flatten = (list: MenuPage[]): MenuPage[] => list.flatMap((p) => [p, ...flatten(p.children)]);

function stateOf(html: string): { locale: string; effector: Record<string, unknown> } {
  const match = /<script type="application\/json" id="__PARVIS_STATE__">(.*?)<\/script>/s.exec(html);
  expect(match, 'serialized state').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('the town hall home page', () => {
  it('is streamed with the site name, its menu, its footer and the consent banner, in French', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toMatch(/^<!doctype html><html lang="fr-FR">/);
    expect(html).toContain('<title>Vallon-sur-Lys</title>');
    expect(html).toContain('Vivre à Vallon-sur-Lys');
    expect(html).toContain('Infos utiles');
    expect(html).toContain('Mairie de Vallon-sur-Lys');
    expect(html).toContain('03 28 41 52 60');
    expect(html).toContain('Tout accepter');
    expect(html).toContain('Tout refuser');
    expect(html).toContain('Gérer les cookies');
    expect(html).toContain('Aller au contenu');
    expect(html).toContain('--color-primary:#c04c1b');
    expect(html).not.toContain('Domaine du Vallon');
    expect(html).not.toContain('abus d&#x27;alcool');
  });

  it('describes the town hall for search engines: GovernmentOrganization, OpenGraph image', async () => {
    const res = await page('/');
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text);
    const data = JSON.parse(match![1]!);
    expect(data).toMatchObject({
      '@type': 'GovernmentOrganization',
      name: 'Mairie de Vallon-sur-Lys',
      telephone: '03 28 41 52 60',
      address: { postalCode: '59270', addressLocality: 'Vallon-sur-Lys' },
    });
    expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/logo.svg">/);
    expect((await page('/nulle-part')).text).not.toContain('application/ld+json');
  });

  it('is the same site on mairie.localhost', async () => {
    const res = await page('/', TOWN_ALT_HOST);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Vivre à Vallon-sur-Lys');
  });

  it('carries a CSP whose nonce is on every script, and the state as inert JSON', async () => {
    const res = await page('/');
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of scripts) {
      if (/type="application\/(ld\+)?json"/.test(attrs)) continue; // data, never run
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
    const state = stateOf(res.text);
    expect(state.locale).toBe('fr_FR');
    // long legal texts load with the legal pages only, not in every page's state
    expect(JSON.stringify(state)).not.toMatch(/PRIVACY_POLICY|jours ouvrés/);
    expect(Object.keys(state.effector).length).toBeGreaterThan(5);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it("writes into the page's state only what the browser reads: not the startup data no view shows", async () => {
    const state = JSON.stringify(stateOf((await page('/')).text).effector);
    // the menu and the footer's links are read by the views
    expect(state).toContain('Vivre à Vallon-sur-Lys');
    expect(state).toContain('Service-Public.fr');
    // the company addresses (the shop's) and the promoted news (its whole body) are not
    expect(state).not.toContain('"latitude"');
    expect(state).not.toContain('"body":"<p>La commune de Vallon-sur-Lys');
  });

  it('sets the locale cookie for a year on the path /, SameSite=Lax', async () => {
    const res = await page('/');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('locale='))!;
    expect(cookie).toMatch(/locale=fr_FR/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('the wine estate', () => {
  it('renders its own identity and the legal health message, never the town hall', async () => {
    const res = await page('/', WINE_HOST);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Domaine du Vallon</title>');
    expect(res.text).toContain(
      'L&#x27;abus d&#x27;alcool est dangereux pour la santé, à consommer avec modération.',
    );
    expect(res.text).toContain('Le domaine');
    expect(res.text).not.toContain('Vivre à Vallon-sur-Lys');
    expect(res.text).not.toContain('Mairie de Vallon-sur-Lys');
    expect(res.text).toContain('--color-primary:#6b1e3a');
  });
});

describe('CMS pages', () => {
  it('renders every page of the menu at its URL with its title and content', async () => {
    const res = await page('/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1 class="page-title">[^<]+<\/h1>/);
    expect(res.text).toContain('Fil d’Ariane');
    expect(res.text).toMatch(
      /<link rel="canonical" href="http:\/\/localhost:3000\/vivre-a-vallon-sur-lys\/enfance-jeunesse\/les-ecoles">/,
    );
  });

  it('renders every page of both menus, 200 with its own title, and never the other site', async () => {
    for (const host of [TOWN_HOST, WINE_HOST]) {
      const menu = (await t.http.get('/api/page').set('Host', host)).body.data as { pages: MenuPage[] };
      const all = flatten(menu.pages).filter((p) => p.url !== 'accueil');
      expect(all.length).toBeGreaterThan(host === TOWN_HOST ? 50 : 5);
      for (const p of all) {
        const res = await page(p.path, host);
        expect(res.status, p.path).toBe(200);
        expect(res.text, p.path).toContain(`<h1 class="page-title">${escapeHtml(p.title)}</h1>`);
        expect(res.text).not.toContain(host === TOWN_HOST ? 'Domaine du Vallon' : 'Mairie de Vallon-sur-Lys');
      }
    }
  });

  it('lists the children of a parent page', async () => {
    const res = await page('/vivre-a-vallon-sur-lys/vie-citoyenne');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Dans cette rubrique');
    expect(res.text).toContain('href="/vivre-a-vallon-sur-lys/vie-citoyenne/urbanisme"');
  });

  it('redirects /accueil and trailing slashes to the canonical URL with 301', async () => {
    const home = await page('/accueil');
    expect(home.status).toBe(301);
    expect(home.headers.location).toBe('/');
    const slash = await page('/nous-contacter/?x=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/nous-contacter?x=1');
  });

  it('answers 404 with the error page in French for a path that is no page', async () => {
    for (const path of [
      '/nulle-part',
      '/vivre-a-vallon-sur-lys/inconnu',
      '/le-domaine',
      '/%3Cscript%3E',
      '/en',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Cette page est introuvable');
      expect(res.text).toContain('Retour à l&#x27;accueil');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('serves legal pages from the legal-text parameters; a town hall has no terms of sale', async () => {
    const notice = await page('/legal-notice');
    expect(notice.status).toBe(200);
    expect(notice.text).toContain('<title>Mentions légales | Vallon-sur-Lys</title>');
    expect((await page('/privacy-policy')).text).toMatch(/13 mois/);
    expect((await page('/sale-terms')).status).toBe(404);
    const cookies = await page('/cookie-policy');
    expect(cookies.text).toContain('id="gestion-des-cookies"');
    expect(cookies.text).toContain('Vous n’avez pas encore fait de choix.');
    expect((await page('/sale-terms', WINE_HOST)).status).toBe(200);
  });
});

describe('page chunks', () => {
  // the test app's assets write one modulepreload link per page module the render names
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((m) => m[1]);

  it('preloads the route module of the page it renders, named by the route, whatever the URL', async () => {
    // a page of blocks: the views of its block types that are chunks of their own, too
    expect(preloads((await page('/')).text)).toEqual([
      'client/pages/cms-page/route.ts',
      'client/widgets/page-blocks/types/news-list.view.tsx',
      'client/widgets/page-blocks/types/agenda.view.tsx',
    ]);
    expect(preloads((await page('/vivre-a-vallon-sur-lys')).text)).toEqual([
      'client/pages/cms-page/route.ts',
    ]);
    expect(preloads((await page('/nous-contacter')).text)).toEqual([
      'client/pages/cms-page/route.ts',
      'client/widgets/page-blocks/types/address.view.tsx',
      // the texts of the blocks that load on demand, a catalog of their own (client/shared/lib/i18n.ts)
      'locales/fr-FR/blocks.po',
      // a form hydrates when the visitor turns to it: its view and texts are not preloaded, only
      // what makes it wait
      'client/widgets/page-blocks/on-use.ts',
    ]);
    expect(preloads((await page('/agenda/marche-de-noel/13')).text)).toEqual([
      'client/pages/element-detail/route.ts',
      'locales/fr-FR/forms.po',
    ]);
    expect(preloads((await page('/auth')).text)).toEqual([
      'client/pages/auth/route.ts',
      'locales/fr-FR/account.po',
      'locales/fr-FR/forms.po',
    ]);
    expect(preloads((await page('/legal-notice')).text)).toEqual(['client/pages/legal/route.ts']);
  });

  it('preloads the page’s route module on an error page too, where the route matched', async () => {
    const res = await page('/agenda/nothing/999999');
    expect(res.status).toBe(404);
    expect(preloads(res.text)).toEqual(['client/pages/element-detail/route.ts', 'locales/fr-FR/forms.po']);
  });
});

describe('hosts', () => {
  it('answers 404 to an unknown host and shows no site', async () => {
    const res = await page('/', 'unknown.example');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Aucun site n’est publié à cette adresse.');
    expect(res.text).not.toContain('Vallon');
  });
});

describe('startup data', () => {
  it('is cached per site and refreshed when the site content changes', async () => {
    await page('/');
    const before = t.app.cacheStats();
    await page('/');
    expect(t.app.cacheStats().hits).toBeGreaterThan(before.hits);

    const id = await siteId(t.database, 'vallon-sur-lys');
    await setParameters(t.database.db, id, { COMPANY_PHONE: '03 28 00 00 00' });
    await bumpContentVersion(t.database.db, t.events, id);
    const res = await page('/');
    expect(res.text).toContain('03 28 00 00 00');
    await setParameters(t.database.db, id, { COMPANY_PHONE: '03 28 41 52 60' });
    await bumpContentVersion(t.database.db, t.events, id);
  });

  it("starts an anonymous visitor's render from the site's kept start, until the site changes", async () => {
    const calls = () => t.app.cacheStats().hits + t.app.cacheStats().misses;
    await page('/');
    let before = calls();
    const kept = await page('/');
    const keptCalls = calls() - before;
    const id = await siteId(t.database, 'vallon-sur-lys');
    await bumpContentVersion(t.database.db, t.events, id); // drops the kept start
    before = calls();
    const fresh = await page('/');
    const freshCalls = calls() - before;
    // SPEC §7's startup calls (parameters, site, languages, menu, footer…) are made again only
    // after the change; the page is the same either way
    expect(freshCalls - keptCalls).toBeGreaterThanOrEqual(8);
    const body = (html: string) =>
      html
        .slice(html.indexOf('<div id="root">'))
        .replace(/ nonce="[^"]+"/g, '')
        .replace(/(id="__PARVIS_STATE__">)[^<]*/, '$1');
    expect(body(kept.text)).toBe(body(fresh.text));
    expect(stateOf(kept.text)).toEqual(stateOf(fresh.text));
  });

  it("starts a logged-in visitor's render from the same kept start, and never keeps their session in it", async () => {
    const id = await siteId(t.database, 'vallon-sur-lys');
    const token = await visitorToken(t.database, 'vallon-sur-lys', 'demarrage@example.org');
    await bumpContentVersion(t.database.db, t.events, id);
    // the first render after the change is a logged-in one: it builds the site's start
    const account = await t.http.get('/mon-compte').set('Host', TOWN_HOST).set('Cookie', `token=${token}`);
    expect(account.status).toBe(200);
    expect(account.text).toContain('demarrage@example.org');
    const calls = () => t.app.cacheStats().hits + t.app.cacheStats().misses;
    let before = calls();
    const anonymous = await page('/');
    const first = calls() - before;
    before = calls();
    await page('/');
    expect(first).toBe(calls() - before); // both started from the start the logged-in render kept
    expect(anonymous.text).not.toContain('demarrage@example.org');
    const again = await t.http.get('/').set('Host', TOWN_HOST).set('Cookie', `token=${token}`);
    expect(JSON.stringify(stateOf(again.text).effector)).toContain('demarrage@example.org');
  });

  it('escapes what comes from the database so that it cannot leave its script or markup', async () => {
    const id = await siteId(t.database, 'vallon-sur-lys');
    const evil = 'Écoles </script><script>alert(1)</script> \u2028 <img src=x onerror=alert(2)>';
    const where = and(
      eq(pages.siteId, id),
      eq(pages.path, 'vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles'),
    );
    const [original] = await t.database.db.select({ title: pages.title }).from(pages).where(where);
    await t.database.db.update(pages).set({ title: evil }).where(where);
    await bumpContentVersion(t.database.db, t.events, id);
    try {
      const res = await page('/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles');
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)</script>');
      expect(res.text).not.toContain('<img src=x onerror');
      const state = JSON.stringify(stateOf(res.text));
      expect(state).toContain('</script><script>alert(1)</script>');
    } finally {
      await t.database.db.update(pages).set({ title: original!.title }).where(where);
      await bumpContentVersion(t.database.db, t.events, id);
    }
  });
});

describe('locales', () => {
  it('selects English under /en once the language is switched on, and keeps French elsewhere', async () => {
    const id = await siteId(t.database, 'vallon-sur-lys');
    await t.database.db
      .update(languages)
      .set({ isValid: true })
      .where(and(eq(languages.siteId, id), eq(languages.code, 'en_GB')));
    await bumpContentVersion(t.database.db, t.events, id);
    try {
      const en = await page('/en/legal-notice');
      expect(en.status).toBe(200);
      expect(en.text).toMatch(/^<!doctype html><html lang="en-GB">/);
      expect(en.text).toContain('Skip to content');
      // the consent banner stays French whatever the locale (SPEC §1)
      expect(en.text).toContain('Tout refuser');
      expect(stateOf(en.text).locale).toBe('en_GB');
      expect(en.headers['set-cookie']?.toString()).toMatch(/locale=en_GB/);
      const fr = await page('/entreprises');
      expect(fr.text).toMatch(/lang="fr-FR"/);
    } finally {
      await t.database.db
        .update(languages)
        .set({ isValid: false })
        .where(and(eq(languages.siteId, id), eq(languages.code, 'en_GB')));
      await bumpContentVersion(t.database.db, t.events, id);
    }
  });
});
