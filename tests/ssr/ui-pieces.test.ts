// Server-rendered HTML of the UI pieces of issue 3: the site search page, the accessibility
// statement, the layout options (search bar, bottom bar or burger, full-screen and fixed menu,
// top info bar, banner, footer logo) and the overlays' empty live regions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let townId: number;
beforeAll(async () => {
  t = await startTestApp();
  townId = await siteId(t.database, 'vallon-sur-lys');
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test');

/** Changes the town hall's parameters for one test, then puts them back. */
async function withTownParameters(values: Record<string, string | null>, run: () => Promise<void>) {
  const before = (await t.http.get('/api/parameter').set('Host', TOWN_HOST)).body.data as {
    type: string;
    value: string | null;
  }[];
  const previous = Object.fromEntries(
    Object.keys(values).map((k) => [k, before.find((p) => p.type === k)!.value]),
  );
  await setParameters(t.database.db, townId, values);
  await bumpContentVersion(t.database.db, t.events, townId);
  try {
    await run();
  } finally {
    await setParameters(t.database.db, townId, previous);
    await bumpContentVersion(t.database.db, t.events, townId);
  }
}

const count = (html: string, needle: string | RegExp) =>
  typeof needle === 'string' ? html.split(needle).length - 1 : (html.match(needle) ?? []).length;

describe('the site search page', () => {
  it('lists the results of the current site with their kind, title link and excerpt, never indexed', async () => {
    const api = (await t.http.get('/api/search?q=mairie').set('Host', TOWN_HOST)).body.data as {
      total: number;
      items: { kind: string; title: string; path: string }[];
    };
    expect(api.total).toBeGreaterThan(10);
    const res = await page('/recherche?q=mairie');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<title>Résultats de recherche pour « mairie » | Vallon-sur-Lys</title>');
    expect(html).toContain('<h1 class="page-title">Rechercher sur le site</h1>');
    expect(html).toMatch(
      /<form[^>]*action="\/recherche"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/recherche"/,
    );
    expect(html).toMatch(/<label for="[^"]+" class="field-label">Rechercher sur le site<\/label>/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="mairie"/);
    expect(html).toContain(`${api.total} résultats pour « <span class="search-query">mairie</span> »`);
    for (const item of api.items) expect(html).toContain(`href="${item.path}"`);
    expect(count(html, 'class="search-result"')).toBe(10);
    expect(html).toMatch(/<p class="search-kind">(Page|Actualité|Fiche)<\/p>/);
    expect(html).toMatch(/<span aria-current="page" class="pagination-current">.*?1<\/span>/);
    expect(html).toContain('href="/recherche?q=mairie&amp;page=2"');
    expect(html).not.toContain('rel="prev"');
    // another site's content never comes up
    expect(html).not.toContain('Domaine du Vallon');
  });

  it('pages through the results with plain links', async () => {
    const res = await page('/recherche?q=mairie&page=2');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<span aria-current="page" class="pagination-current">.*?2<\/span>/);
    expect(res.text).toMatch(
      /<a[^>]*href="\/recherche\?q=mairie"[^>]*rel="prev"|rel="prev"[^>]*href="\/recherche\?q=mairie"/,
    );
    expect(res.text).toMatch(/<ol class="search-results" start="11">/);
  });

  it('says clearly when nothing matches, when the query is too short, and shows the form alone without one', async () => {
    const none = await page('/recherche?q=zqxwvy');
    expect(none.status).toBe(200);
    expect(none.text).toContain('Aucun résultat pour « <span class="search-query">zqxwvy</span> ».');
    expect(none.text).not.toContain('class="search-result"');

    const short = await page('/recherche?q=%20a%20');
    expect(short.status).toBe(200);
    expect(short.text).toContain('Saisissez au moins 2 caractères pour lancer la recherche.');

    const empty = await page('/recherche');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('<title>Rechercher sur le site | Vallon-sur-Lys</title>');
    expect(empty.text).not.toContain('search-message');

    const beyond = await page('/recherche?q=mairie&page=90');
    expect(beyond.text).toContain(
      'Il n’y a pas d’autres résultats pour « <span class="search-query">mairie</span> ».',
    );
  });

  it('escapes the query wherever it is shown', async () => {
    const res = await page('/recherche?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain(
      'Aucun résultat pour « <span class="search-query">&lt;script&gt;alert(1)&lt;/script&gt;</span> ».',
    );
    expect(res.text).toContain(
      '<title>Résultats de recherche pour « &lt;script&gt;alert(1)&lt;/script&gt; »',
    );
  });
});

describe('the accessibility statement', () => {
  it('is a page of the town hall, linked from every page with the mandatory mention', async () => {
    const res = await page('/accessibilite');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>Déclaration d’accessibilité | Vallon-sur-Lys</title>');
    expect(html).toContain('<h1 class="page-title">Déclaration d’accessibilité</h1>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/accessibilite">');
    for (const text of [
      '<h2>État de conformité</h2>',
      'RGAA</abbr>), version 4.1.2',
      '<strong>partiellement conforme</strong>',
      '<h2>Résultats des tests</h2>',
      '<h2>Contenus non accessibles</h2>',
      '<h2>Établissement de cette déclaration</h2>',
      'Technologies utilisées',
      'Environnement de test',
      '<h2>Retour d’information et contact</h2>',
      'mailto:mairie@vallon-sur-lys.fr',
      '1 place de la Mairie',
      '<h2>Voies de recours</h2>',
      'https://formulaire.defenseurdesdroits.fr/',
      'Libre réponse 71120',
      '75342 Paris CEDEX 07',
    ]) {
      expect(html, text).toContain(text);
    }
    const home = await page('/');
    expect(home.text).toMatch(/<a href="\/accessibilite"[^>]*>Accessibilité : partiellement conforme<\/a>/);
  });

  it('does not exist on the wine estate, which has no statement: 404 and no footer link', async () => {
    const res = await page('/accessibilite', WINE_HOST);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cette page est introuvable');
    const home = await page('/', WINE_HOST);
    expect(home.text).not.toContain('/accessibilite');
    expect(home.text).not.toContain('Accessibilité :');
  });

  it('is in the town hall’s sitemap only', async () => {
    const town = await t.http.get('/sitemap.xml').set('Host', TOWN_HOST);
    expect(town.text).toContain('<loc>http://localhost:3000/accessibilite</loc>');
    const wine = await t.http.get('/sitemap.xml').set('Host', WINE_HOST);
    expect(wine.text).not.toContain('/accessibilite');
  });

  it('reads the compliance level from ACCESSIBILITY_COMPLIANCE, "non conforme" without one', async () => {
    await withTownParameters({ ACCESSIBILITY_COMPLIANCE: null }, async () => {
      expect((await page('/')).text).toContain('Accessibilité : non conforme');
    });
    await withTownParameters({ ACCESSIBILITY_COMPLIANCE: 'FULL' }, async () => {
      expect((await page('/')).text).toContain('Accessibilité : totalement conforme');
    });
  });
});

describe('layout options', () => {
  it('puts a search form in the header only when the search bar is enabled', async () => {
    const town = (await page('/')).text;
    expect(town).toMatch(/<form[^>]*role="search"[^>]*aria-label="Recherche sur le site"/);
    expect(town).toContain('class="search-form search-form-header"');
    const wine = (await page('/', WINE_HOST)).text;
    expect(wine).not.toContain('role="search"');
    await withTownParameters({ SEARCH_BAR_ENABLED: 'false' }, async () => {
      expect((await page('/')).text).not.toContain('role="search"');
    });
  });

  it('shows the bottom bar with MOBILE_MENU_BOTTOM, the app bar burger otherwise', async () => {
    const town = (await page('/')).text;
    expect(town).toContain('class="bottom-bar mobile-only"');
    expect(town).not.toContain('class="menu-toggle mobile-only"');
    const wine = (await page('/', WINE_HOST)).text;
    expect(wine).not.toContain('class="bottom-bar');
    expect(wine).toContain('class="menu-toggle mobile-only"');
    // without the bottom bar, the account link stays reachable on small screens
    expect(wine).toContain('class="account-link account-link-compact"');
    expect(town).toContain('class="account-link desktop-only"');
  });

  it('fixes the header and opens the menu full screen when the site asks for it', async () => {
    const wine = (await page('/', WINE_HOST)).text;
    expect(wine).toContain('class="site-header logo-top site-header-fixed"');
    expect(wine).toContain('fullscreen-menu-toggle');
    expect(wine).not.toContain('class="mega-panel"');
    const town = (await page('/')).text;
    expect(town).toContain('class="site-header logo-top"');
    expect(town).toContain('class="mega-panel"');
    expect(town).not.toContain('fullscreen-menu-toggle');
  });

  it('places the logo by LOGO_POSITION: its own row at the top by default, or beside the menu', async () => {
    expect((await page('/')).text).toContain('class="site-header logo-top"');
    await withTownParameters({ LOGO_POSITION: 'left' }, async () => {
      expect((await page('/')).text).toContain('class="site-header logo-left"');
    });
  });

  it('shows the top info bar text when set', async () => {
    await withTownParameters({ TOP_INFO_BAR: 'Mairie fermée le lundi 11 novembre' }, async () => {
      expect((await page('/')).text).toContain(
        '<p class="top-bar-info">Mairie fermée le lundi 11 novembre</p>',
      );
    });
  });

  it('shows the footer logo only with FOOTER_LOGO_ENABLED', async () => {
    expect((await page('/')).text).toContain('class="footer-logo"');
    await withTownParameters({ FOOTER_LOGO_ENABLED: 'false' }, async () => {
      expect((await page('/')).text).not.toContain('class="footer-logo"');
    });
  });

  it('shows the banner under the header with its position, size, repeat and height, only with an image', async () => {
    const variants = (url: string) =>
      `image-set(url(&quot;/_ipx/w_1280,f_webp${url}&quot;) 1x, url(&quot;/_ipx/w_1920,f_webp${url}&quot;) 2x)`;
    // the seeded banner (an illustration of 1920 × 640 px covering 320 px) is an image element
    const image =
      /<div class="site-banner" style="--banner-height:320px" aria-hidden="true"><img [^>]*><\/div>/.exec(
        (await page('/')).text,
      )?.[0];
    expect(image).toContain(
      'class="site-banner-image" src="/_ipx/w_1280,f_webp/media/illustrations/banniere.webp"',
    );
    expect(image).toContain('/_ipx/w_320,f_webp/media/illustrations/banniere.webp 320w');
    expect(image).toContain('/_ipx/w_1920,f_webp/media/illustrations/banniere.webp 1920w');
    // 3:1 at 320 px high: 960 px wide, wider than a phone's screen
    expect(image).toContain('sizes="max(100vw, 960px)" alt="" fetchPriority="high"');
    expect(image).toContain('style="object-fit:cover;object-position:center center"');
    const [seeded] = await t.database.db.select().from(banners).where(eq(banners.siteId, townId));
    const change = async (values: Partial<typeof banners.$inferInsert>) => {
      await t.database.db.update(banners).set(values).where(eq(banners.siteId, townId));
      await bumpContentVersion(t.database.db, t.events, townId);
    };
    // a tiled background: an image element cannot draw it, the box's style does
    await change({
      onlineImage: { url: '/media/album/saint-jean-1.svg' },
      positionX: 'left',
      positionY: 'bottom',
      size: 'contain',
      repeat: 'repeat-x',
      height: 240,
    });
    try {
      const html = (await page('/')).text;
      expect(html).toContain(
        `<div class="site-banner" style="background-image:${variants('/media/album/saint-jean-1.svg')};background-position:left bottom;background-size:contain;background-repeat:repeat-x;--banner-height:240px" aria-hidden="true"></div>`,
      );
      expect(html.indexOf('class="site-banner"')).toBeGreaterThan(html.indexOf('</header>'));
      expect(html.indexOf('class="site-banner"')).toBeLessThan(html.indexOf('<main'));
      await change({ onlineImage: null });
      expect((await page('/')).text).not.toContain('site-banner');
    } finally {
      await change(seeded!);
    }
  });

  it('gives the partner logos both dimensions, so the footer does not shift when they load', async () => {
    const html = (await page('/')).text;
    // the seeded logos are 240 × 96: 160 px wide at the footer's 64 px
    expect(html).toMatch(
      /<img src="\/media\/partner-departement\.svg" alt="Département du Nord" height="64" width="160"/,
    );
  });

  it('sets the detail page top margin in the theme from DETAIL_PAGE_MARGIN_TOP, 28 px by default', async () => {
    expect((await page('/')).text).toContain('--detail-margin-top:28px');
    await withTownParameters({ DETAIL_PAGE_MARGIN_TOP: '44' }, async () => {
      expect((await page('/')).text).toContain('--detail-margin-top:44px');
    });
  });
});

describe('overlays in the server HTML', () => {
  it('renders the live regions empty and the go-to-top button and loading bar hidden', async () => {
    const html = (await page('/')).text;
    expect(html).toContain('<div class="toast-region" aria-live="polite"></div>');
    expect(html).toContain('<div class="toast-region" aria-live="assertive"></div>');
    expect(html).toContain('<div class="offline-region" aria-live="polite"></div>');
    expect(html).toMatch(
      /<button type="button" class="go-to-top" hidden=""[^>]*aria-label="Retour en haut de la page"/,
    );
    expect(html).toMatch(/<div class="loading-bar" data-state="hidden" hidden="" aria-hidden="true">/);
    expect(html).not.toContain('role="dialog"');
  });
});
