// The shop's pages as the server renders them (ADR 011): the wine list, its filters and pages
// without JavaScript, a product with its declination in the URL, its JSON-LD, the health message;
// 404 for wrong or foreign ids and on the town hall, which has no shop at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Product } from '#shared/contracts/shop.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { withContentChange } from '../support/content-change.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  catalogue = ((await t.http.get('/api/product').set('Host', WINE_HOST)).body.data as ListResult<Product>)
    .items;
});
afterAll(() => t.close());

const page = (path: string, host = WINE_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test').redirects(0);
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const cards = (html: string) =>
  [...html.matchAll(/class="product-card-title"><a href="([^"]+)"/g)].map((m) => m[1]!);
const HEALTH = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';

describe('the wine list page (/nos-vins)', () => {
  it('lists every wine by price, with prices, vintages, capacities and the health message', async () => {
    const res = await page('/nos-vins');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    expect(cards(main)).toHaveLength(catalogue.length);
    expect(cards(main)[0]).toBe(`/vin/${catalogue[0]!.slug}/${catalogue[0]!.id}`);
    expect(text(main)).toContain(`${catalogue.length} vins`);
    expect(text(main)).toContain(HEALTH);
    expect(text(main)).toContain('La vente de boissons alcoolisées aux mineurs');
    expect(text(main)).toContain('75 cl');
    expect(text(main)).toMatch(/\d+,\d{2} €/);
    // the meta description of the page (SPEC §3 wine list)
    expect(res.text).toMatch(/<meta name="description" content="[^"]*cuvées/);
  });

  it('filters and orders with a plain GET form: kind, theme, words, order', async () => {
    const main = mainOf((await page('/nos-vins')).text);
    expect(main).toMatch(
      /<form[^>]*action="\/nos-vins"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/nos-vins"/,
    );
    for (const name of ['kind', 'tag', 'q', 'order']) expect(main).toContain(`name="${name}"`);

    const reds = mainOf((await page('/nos-vins?kind=RED')).text);
    const redIds = catalogue.filter((p) => p.colour === 'RED').map((p) => `/${p.id}`);
    expect(cards(reds)).toHaveLength(redIds.length);
    for (const href of cards(reds)) expect(redIds.some((id) => href.endsWith(id))).toBe(true);
    expect(reds).toMatch(/<option value="RED" selected=""/);

    const found = mainOf((await page('/nos-vins?q=perrieres')).text);
    expect(text(found)).toContain('Meursault-le-Vallon « Les Perrières »');
    expect(cards(found).length).toBeLessThan(catalogue.length);

    const byName = cards(mainOf((await page('/nos-vins?order=name')).text));
    const names = [...catalogue]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((p) => `/vin/${p.slug}/${p.id}`);
    expect(byName).toEqual(names);

    const none = mainOf((await page('/nos-vins?q=zzzz-aucun')).text);
    expect(text(none)).toContain('Aucun vin ne correspond à ces filtres.');
    // an unknown value is no filter, never an error
    expect((await page('/nos-vins?kind=BLEU&order=x')).status).toBe(200);
  });
});

describe('a product page (/vin/:slug?/:id/:declinationId?)', () => {
  const perrieres = () => catalogue.find((p) => p.name === 'Meursault-le-Vallon « Les Perrières »')!;

  it('shows the product, its declinations as links, price, facts, pairings, awards and the health message', async () => {
    const product = perrieres();
    const res = await page(`/vin/${product.slug}/${product.id}`);
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    expect(main).toContain('<h1 class="page-title">Meursault-le-Vallon « Les Perrières »</h1>');
    for (const d of product.declination)
      expect(main).toContain(`href="/vin/${product.slug}/${product.id}/${d.id}"`);
    expect(text(main)).toContain(HEALTH);
    expect(text(main)).toContain('Accords mets et vins');
    expect(text(main)).toContain('Distinctions');
    expect(text(main)).toContain('Cépages');
    expect(main).toContain(`href="/api/product/generate/file/${product.id}/${product.declination[0]!.id}"`);
    expect(canonical(res.text)).toMatch(new RegExp(`/vin/${product.slug}/${product.id}$`));
  });

  it('follows the declination in the URL: its price, its canonical URL, its sheet', async () => {
    const product = perrieres();
    const d = product.declination.at(-1)!;
    const res = await page(`/vin/${product.slug}/${product.id}/${d.id}`);
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    expect(main).toContain(`<a aria-current="true" href="/vin/${product.slug}/${product.id}/${d.id}"`);
    expect(canonical(res.text)).toMatch(new RegExp(`/vin/${product.slug}/${product.id}/${d.id}$`));
    expect(main).toContain(`/api/product/generate/file/${product.id}/${d.id}`);
  });

  it('carries Product JSON-LD with an offer per declination (price, availability)', async () => {
    const product = perrieres();
    const [ld] = jsonLd((await page(`/vin/${product.slug}/${product.id}`)).text).filter(
      (x) => x['@type'] === 'Product',
    );
    expect(ld).toMatchObject({ name: product.name, offers: expect.any(Array) });
    expect(ld.offers).toHaveLength(product.declination.length);
    expect(ld.offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: product.declination[0]!.finalPrice.toFixed(2),
      availability: 'https://schema.org/InStock',
    });
    const out = catalogue.find((p) => !p.inStock)!;
    const [outLd] = jsonLd((await page(`/vin/${out.slug}/${out.id}`)).text).filter(
      (x) => x['@type'] === 'Product',
    );
    expect(outLd.offers.every((o: { availability: string }) => o.availability.endsWith('OutOfStock'))).toBe(
      true,
    );
  });

  it('sends other spellings to the canonical URL, and the bare id too', async () => {
    const product = perrieres();
    const d = product.declination[1]!;
    for (const path of [`/vin/${product.id}`, `/vin/autre-nom/${product.id}`, `/vin/${product.id}/${d.id}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(
        path.endsWith(`/${d.id}`)
          ? `/vin/${product.slug}/${product.id}/${d.id}`
          : `/vin/${product.slug}/${product.id}`,
      );
    }
  });

  it('answers 404 for a wrong id, a declination of another product, and on the town hall', async () => {
    const [a, b] = catalogue.filter((p) => p.declination.length > 0);
    for (const path of ['/vin/x/abc', '/vin/x/999999', `/vin/${a!.slug}/${a!.id}/${b!.declination[0]!.id}`])
      expect((await page(path)).status, path).toBe(404);
    expect((await page(`/vin/${a!.slug}/${a!.id}`, TOWN_HOST)).status).toBe(404);
  });

  it('honours the product display options: awards, pairings, recommended wines, stock, layout', async () => {
    const product = perrieres();
    const wineSite = await siteId(t.database, 'domaine-du-vallon');
    const options = {
      PRODUCT_DISPLAY_AWARDS: 'false',
      PRODUCT_DISPLAY_PAIRINGS: 'false',
      PRODUCT_DISPLAY_RECOMMENDED: 'false',
      PRODUCT_DISPLAY_STOCK: 'false',
      PRODUCT_DISPLAY_LAYOUT: 'LIST',
    };
    const on = Object.fromEntries(
      Object.keys(options).map((k) => [k, k === 'PRODUCT_DISPLAY_LAYOUT' ? 'GRID' : 'true']),
    );
    const path = `/vin/${product.slug}/${product.id}`;
    const before = text(mainOf((await page(path)).text));
    expect(before).toContain('Distinctions');
    expect(before).toContain('Vous aimerez aussi');
    expect(before).toContain('En stock');
    await withContentChange(
      t,
      wineSite,
      () => setParameters(t.database.db, wineSite, options),
      () => setParameters(t.database.db, wineSite, on),
      async () => {
        const main = text(mainOf((await page(path)).text));
        for (const hidden of ['Distinctions', 'Accords mets et vins', 'Vous aimerez aussi', 'En stock'])
          expect(main).not.toContain(hidden);
        expect(mainOf((await page('/nos-vins')).text)).toContain('wine-list-list');
      },
    );
  });

  it('lists a box’s contents with links to its wines', async () => {
    const box = catalogue.find((p) => p.type.type === 'BOX')!;
    const main = mainOf((await page(`/vin/${box.slug}/${box.id}`)).text);
    expect(text(main)).toContain('Dans le coffret');
    for (const c of box.products) expect(main).toContain(`/vin/${c.slug}/${c.id}`);
  });
});

describe('the cart (/panier)', () => {
  it('is the same page for everyone: a place for the lines, filled by the browser; never indexed', async () => {
    const res = await page('/panier');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    expect(text(main)).toContain('Votre panier');
    expect(text(main)).toContain('Chargement de votre panier…');
    expect(main).toContain('<noscript>');
    expect(text(main)).toContain(HEALTH);
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('has its link in the header of every page of the wine estate, none on the town hall', async () => {
    expect((await page('/')).text).toMatch(
      /class="cart-link[^"]*" href="\/panier"|href="\/panier"[^>]*class="cart-link/,
    );
    const town = (await page('/', TOWN_HOST)).text;
    expect(town).not.toContain('/panier');
    expect((await page('/panier', TOWN_HOST)).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every product of the wine estate, and none on the town hall', async () => {
    const wine = (await page('/sitemap.xml')).text;
    for (const p of catalogue) expect(wine).toContain(`/vin/${p.slug}/${p.id}</loc>`);
    expect((await page('/sitemap.xml', TOWN_HOST)).text).not.toContain('/vin/');
  });
});

describe('the town hall', () => {
  it('carries no shop code, request or text on its pages', async () => {
    const home = (await page('/', TOWN_HOST)).text;
    expect(home).not.toMatch(/wine-list|product-page|\/product|locales\/fr-FR\/shop/);
    expect(home).not.toContain('"/variation"');
  });
});

describe('the checkout’s pages (ADR 012)', () => {
  it('are the same for every visitor, never indexed, and carry no order', async () => {
    const checkout = await page('/commande');
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain('<meta name="robots" content="noindex');
    const order = await page('/commande/CMD-2026-000001?cle=not-the-key');
    expect(order.status).toBe(200);
    // the order is read in the browser: the server's page holds neither it nor its key's answer
    expect(order.text).not.toContain('CMD-2026-000001</strong>');
  });

  it('admit the payment service in the card step’s CSP only', async () => {
    const csp = (res: { headers: Record<string, string> }) => res.headers['content-security-policy'] ?? '';
    const card = csp(await page('/commande/CMD-2026-000001/paiement?cle=x'));
    expect(card).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
    expect(card).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
    for (const path of ['/commande', '/commande/CMD-2026-000001', '/panier', '/nos-vins'])
      expect(csp(await page(path)), path).not.toContain('stripe.com');
    // a town hall has no such page
    expect((await page('/commande/CMD-2026-000001/paiement', TOWN_HOST)).status).toBe(404);
  });

  it('admit configured map tiles as images only, and nothing for a malformed address', async () => {
    const csp = (res: { headers: Record<string, string> }) => res.headers['content-security-policy'] ?? '';
    const wineSite = await siteId(t.database, 'domaine-du-vallon');
    const imgSrc = (policy: string) => /img-src([^;]*)/.exec(policy)?.[1] ?? '';
    expect(imgSrc(csp(await page('/commande')))).not.toContain('tiles.example.fr');
    await withContentChange(
      t,
      wineSite,
      () =>
        setParameters(t.database.db, wineSite, {
          MAP_TILES_URL: 'https://tiles.example.fr/osm/{z}/{x}/{y}.png',
        }),
      () => setParameters(t.database.db, wineSite, { MAP_TILES_URL: null }),
      async () => {
        // every page: the checkout is mostly reached by a navigation inside the first page loaded
        for (const path of ['/commande', '/panier', '/nos-vins', '/']) {
          const policy = csp(await page(path));
          expect(imgSrc(policy), path).toContain('https://tiles.example.fr');
          // images only: the tiles' server runs no script and receives no call
          expect(policy, path).not.toMatch(/(?:script|connect|frame)-src[^;]*tiles\.example\.fr/);
        }
        expect(csp(await page('/', TOWN_HOST))).not.toContain('tiles.example.fr');
      },
    );
  });
});
