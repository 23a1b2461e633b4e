import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const SITES = [
  { host: 'localhost', name: 'Vallon-sur-Lys', section: 'Vivre à Vallon-sur-Lys' },
  { host: 'mairie.localhost', name: 'Vallon-sur-Lys', section: 'Vivre à Vallon-sur-Lys' },
  { host: 'vins.localhost', name: 'Domaine du Vallon', section: 'Le domaine' },
] as const;

describe.each(Object.entries(VIEWPORTS))('at %s width', (label, viewport) => {
  for (const site of SITES) {
    it(`${site.host}: renders, hydrates without warnings and has no axe violation`, async () => {
      const { page, context, problems } = await openPage(browser, viewport);
      const res = await page.goto(siteUrl(site.host));
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect(page.title()).resolves.toBe(site.name);
      expect(await page.locator('.brand-name').textContent()).toBe(site.name);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await page.screenshot({ path: `.tmp/e2e-${site.host}-${label}.png`, fullPage: false });
      await context.close();
    });
  }

  it('a CMS page renders its title and content, without axe violations', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(siteUrl('localhost', '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles'));
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    expect(await page.locator('.rich-text').first().textContent()).not.toBe('');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the 404 page is in French and links home', async () => {
    const { page, context } = await openPage(browser, viewport);
    const res = await page.goto(siteUrl('localhost', '/nulle-part'));
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Cette page est introuvable');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await context.close();
  });
});

describe('the built pages', () => {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;

  it('link the chunk of their route module and the stylesheets, as the build manifest names them', async () => {
    // the build writes one stylesheet for every page (vite.config.ts, cssCodeSplit) under
    // `style.css`; a split build would attach them to the chunks instead
    const whole = manifest['style.css']?.file;
    for (const [path, view] of [
      ['/', 'client/pages/cms-page/route.ts'],
      ['/auth', 'client/pages/auth/route.ts'],
      ['/recherche?q=marche', 'client/pages/search/route.ts'],
    ] as const) {
      const chunk = manifest[view];
      const styles = [...(whole ? [whole] : []), ...(chunk?.css ?? [])];
      expect(styles.length, view).toBeGreaterThan(0);
      const html = await (await fetch(siteUrl('localhost', path))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // the scripts the page starts with, which the head lists for its bootstrap (server/ssr/assets.ts)
      const scripts = /<script type="application\/json" id="__PARVIS_SCRIPTS__">([^<]*)<\/script>/.exec(
        head,
      )?.[1];
      expect(JSON.parse(scripts ?? '[]'), view).toContain(`/${chunk!.file}`);
      for (const css of styles) expect(head).toContain(`<link rel="stylesheet" href="/${css}">`);
    }
  });
});

describe('client-side navigation', () => {
  it('follows the desktop big menu without a full reload', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Vivre à Vallon-sur-Lys' }).click();
    await menu
      .getByRole('link', { name: /^Enfance/ })
      .first()
      .click();
    await page.waitForURL(/\/vivre-a-vallon-sur-lys\/enfance-jeunesse$/);
    await page.locator('h1', { hasText: /enfance/i }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await page.title()).toMatch(/\| Vallon-sur-Lys$/);
    // the menu marks the page now on screen, as it does on the server
    await menu.getByRole('button', { name: 'Vivre à Vallon-sur-Lys' }).click();
    expect(
      await menu
        .getByRole('link', { name: /^Enfance/ })
        .first()
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works the big menu by keyboard: Enter opens a section, Escape closes it and gives focus back', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Vivre à Vallon-sur-Lys' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mega-panel') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Vivre à Vallon-sur-Lys',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the mobile drawer, expands a level, keeps focus inside, closes on Escape and navigates without reload', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    // the town hall has the bottom bar on small screens (MOBILE_MENU_BOTTOM): its Menu button opens the drawer
    const opener = page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('button', { name: 'Menu' });
    await opener.click();
    // the drawer's code loads the first time it opens (from the moment the pointer is over the button)
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await expect(drawer.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest('.bottom-bar') !== null)).toBe(true);

    await opener.click();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await drawer.getByRole('button', { name: /Déplier Vivre à Vallon-sur-Lys/ }).click();
    await drawer.getByRole('link', { name: /Vie citoyenne/ }).click();
    await page.waitForURL(/\/vivre-a-vallon-sur-lys\/vie-citoyenne$/);
    await page.locator('h1', { hasText: /citoyenne/i }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('cookie consent', () => {
  it("'Tout refuser' hides the banner, stores the choice, and 'Gérer les cookies' asks again", async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner.waitFor({ state: 'detached' })).resolves.toBeUndefined();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'parvis_consent')?.value).toMatch(/^none\.\d+$/);
    await page.reload();
    await hydrated(page);
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Gérer les cookies' }).click();
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.getByRole('button', { name: 'Tout accepter' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tout refuser');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the form posts and the page comes back without the banner', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile, { javaScript: false });
    await page.goto(siteUrl('vins.localhost', '/le-domaine'));
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.waitForURL(siteUrl('vins.localhost', '/le-domaine'));
    await expect(page.getByRole('button', { name: 'Tout refuser' }).count()).resolves.toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'parvis_consent')?.value).toMatch(/^none\./);
    await context.close();
  });
});

describe('a page from the anonymous page cache', () => {
  it('hydrates like a fresh render: its scripts run under the hash-based CSP, without a nonce', async () => {
    const path = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/associations-locales';
    const csps: string[] = [];
    // a URL with a query string is kept from its second request
    for (const expected of ['miss', 'miss', 'hit']) {
      // a new context each time: a first-time visitor, no cookie
      const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
      const res = await page.goto(siteUrl('mairie.localhost', `${path}?cache-probe=1`));
      expect(res?.headers()['x-page-cache']).toBe(expected);
      csps.push(res?.headers()['content-security-policy'] ?? '');
      await hydrated(page); // the entry script ran: the CSP allowed it
      expect(await page.locator('.element-card').count()).toBeGreaterThan(1);
      expect(await page.locator('[nonce]').count()).toBe(0);
      expect(problems).toEqual([]); // a CSP violation is a console error
      await context.close();
    }
    expect(csps[0]).not.toContain("'nonce-");
    expect(csps[2]).toBe(csps[0]);
  });

  for (const [choice, button, value] of [
    ['accepting', 'Tout accepter', 'all'],
    ['refusing', 'Tout refuser', 'none'],
  ] as const)
    it(`keeps serving pages from the cache after ${choice} consent, scripts running`, async () => {
      const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
      await page.goto(siteUrl('mairie.localhost', `/?consent-probe=${value}`));
      await hydrated(page);
      await page.getByRole('button', { name: button }).click();
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'parvis_consent')?.value)
        .toMatch(new RegExp(`^${value}\\.`));
      const path = `/vivre-a-vallon-sur-lys?consent-probe=${value}`;
      const statuses: string[] = [];
      for (let i = 0; i < 3; i++) {
        // the page's idle-time prefetches come first: a navigation would cut them short
        await page.waitForLoadState('networkidle');
        const res = await page.goto(siteUrl('mairie.localhost', path));
        statuses.push(res?.headers()['x-page-cache'] ?? 'none');
        await hydrated(page);
        await expect(page.getByRole('button', { name: button }).count()).resolves.toBe(0);
      }
      await page.waitForLoadState('networkidle');
      // the third visit of the page is the one every visitor of this choice shares (a URL with a
      // query string is kept from its second request)
      expect(statuses[2]).toBe('hit');
      expect(problems).toEqual([]); // a CSP violation is a console error
      await context.close();
    });
});

describe('the default request headers', () => {
  it('carry the site id on every API call of the browser (SPEC §1, §7), the one the host serves', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('mairie.localhost', '/'));
    await hydrated(page);
    const siteId = await page.evaluate(async () =>
      String(((await (await fetch('/api/site/info')).json()) as { data: { id: number } }).data.id),
    );
    const [call] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/')),
      page.getByRole('link', { name: 'Nous contacter' }).first().click(),
    ]);
    expect(call.headers().idsite).toBe(siteId);
    await page.waitForURL(siteUrl('mairie.localhost', '/nous-contacter'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
