import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_ALT_HOST, TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('/sitemap.xml', () => {
  it('lists the site’s own pages, legal texts, news and elements on the requested host', async () => {
    const res = await t.http.get('/sitemap.xml').set('Host', `${TOWN_ALT_HOST}:3000`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const urls = locs(res.text);
    expect(urls).toContain('http://mairie.localhost:3000/');
    expect(urls).toContain('http://mairie.localhost:3000/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles');
    expect(urls).toContain('http://mairie.localhost:3000/legal-notice');
    expect(urls).not.toContain('http://mairie.localhost:3000/sale-terms');
    expect(urls.some((u) => /\/actualites\/[\w-]+\/\d+$/.test(u))).toBe(true);
    expect(urls.some((u) => /\/associations\/[\w-]+\/\d+$/.test(u))).toBe(true);
    expect(urls.some((u) => u.includes('link-footer') || u.includes('logo-footer'))).toBe(false);
    expect(urls.every((u) => u.startsWith('http://mairie.localhost:3000/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('never lists another site’s URLs', async () => {
    const town = locs((await t.http.get('/sitemap.xml').set('Host', TOWN_HOST)).text).map(
      (u) => new URL(u).pathname,
    );
    const wine = locs((await t.http.get('/sitemap.xml').set('Host', WINE_HOST)).text).map(
      (u) => new URL(u).pathname,
    );
    expect(wine).toContain('/le-domaine');
    expect(wine).toContain('/sale-terms');
    expect(wine.some((p) => p.startsWith('/vivre-a-vallon-sur-lys'))).toBe(false);
    expect(town.some((p) => p.startsWith('/le-domaine'))).toBe(false);
  });

  it('answers 404 to an unknown host', async () => {
    expect((await t.http.get('/sitemap.xml').set('Host', 'unknown.example')).status).toBe(404);
    expect((await t.http.get('/robots.txt').set('Host', 'unknown.example')).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('points at the site’s own sitemap and keeps robots out of accounts and the API', async () => {
    const res = await t.http.get('/robots.txt').set('Host', WINE_HOST);
    expect(res.text).toContain('Sitemap: http://vins.localhost:3000/sitemap.xml');
    expect(res.text).toMatch(/Disallow: \/api\//);
    expect(res.text).toMatch(/Disallow: \/mon-compte/);
    expect(res.text).toMatch(/Disallow: \/admin\n/);
  });
});

describe('the host a caller sends', () => {
  // the demo sites are configured on http://…:3000 (server/seed/site.ts)
  const VARIANTS = [
    'MAIRIE.localhost',
    'mairie.LOCALHOST.',
    'Mairie.Localhost:80',
    'mairie.localhost.:8443',
    'MAIRIE.localhost:80.',
  ];

  it('is never echoed: robots.txt and the sitemap name the registered domain it matched', async () => {
    for (const host of VARIANTS) {
      const robots = await t.http.get('/robots.txt').set('Host', host);
      expect(robots.status, host).toBe(200);
      expect(robots.text).toContain('Sitemap: http://mairie.localhost:3000/sitemap.xml');
      const sitemap = await t.http.get('/sitemap.xml').set('Host', host);
      const urls = locs(sitemap.text);
      expect(urls.length).toBeGreaterThan(5);
      expect(
        urls.every((u) => u.startsWith('http://mairie.localhost:3000/')),
        host,
      ).toBe(true);
      for (const text of [robots.text, sitemap.text]) {
        expect(text).not.toContain(host);
        expect(text).not.toMatch(/:80\b|:8443|localhost\.[:/]|MAIRIE|LOCALHOST|Mairie/);
      }
    }
  });

  it('answers 404 to a host that only looks like a registered one', async () => {
    for (const host of ['mairie.localhost..', 'xmairie.localhost', 'mairie.localhost.evil.example']) {
      expect((await t.http.get('/robots.txt').set('Host', host)).status, host).toBe(404);
    }
  });

  it('is never the host of canonical links: they are on the site’s primary domain', async () => {
    for (const host of [...VARIANTS, 'mairie.localhost']) {
      const page = await t.http
        .get('/nous-contacter')
        .set('Host', host)
        .set('User-Agent', 'Mozilla/5.0 test');
      expect(page.status, host).toBe(200);
      expect(page.text).toContain('<link rel="canonical" href="http://localhost:3000/nous-contacter">');
      expect(page.text).toContain('<meta property="og:url" content="http://localhost:3000/nous-contacter">');
      expect(page.text).not.toContain(host);
    }
  });
});
