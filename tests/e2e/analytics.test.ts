// SPEC §1 / issue 3: no analytics script, cookie or request before consent; refusing is as easy
// as accepting; once accepted, each configured service loads and page views carry the user.
// The wine estate has every service configured in these tests (support/server.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures.ts';
import { hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const THIRD_PARTIES =
  /stats\.domaine-du-vallon\.test|googletagmanager\.com|google-analytics\.com|doubleclick\.net|plausible\.io|facebook\.(net|com)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Every request of the context, third-party ones answered here (their hosts do not exist). */
async function recordRequests(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  context.on('request', (request) => void urls.push(request.url()));
  await context.route(THIRD_PARTIES, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  return urls;
}

type Tracked = { _paq?: unknown[][]; dataLayer?: unknown[] };
const tracked = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Tracked;
    return { paq: JSON.stringify(w._paq ?? []), dataLayer: JSON.stringify(w.dataLayer ?? []) };
  });

describe.each(Object.entries(VIEWPORTS))('analytics at %s width', (_label, viewport) => {
  it('nothing before a choice nor after a refusal: no script, no request, no cookie', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    const urls = await recordRequests(context);
    const res = await page.goto(siteUrl('vins.localhost'));
    const html = (await res?.text()) ?? '';
    expect(html).not.toMatch(THIRD_PARTIES);
    expect(html).not.toContain('GTM-E2ETEST');
    await hydrated(page);
    // the choice is saved by a request: the next page waits for its answer, as a visitor's would
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/consent');
    await page
      .getByRole('region', { name: 'Gestion des cookies' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    await saved;
    await page.goto(siteUrl('vins.localhost', '/le-domaine'));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((u) => THIRD_PARTIES.test(u))).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['locale', 'parvis_consent']);
    expect(await tracked(page)).toEqual({ paq: '[]', dataLayer: '[]' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('analytics after consent', () => {
  it('loads every configured service once accepted, and counts each page view', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    const urls = await recordRequests(context);
    await page.goto(siteUrl('vins.localhost'));
    await hydrated(page);
    expect(urls.filter((u) => THIRD_PARTIES.test(u))).toEqual([]);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page.waitForFunction(() => ((window as unknown as Tracked)._paq ?? []).length > 0);
    const loaded = () => urls.filter((u) => THIRD_PARTIES.test(u)).map((u) => new URL(u).pathname);
    await expect
      .poll(loaded)
      .toEqual(
        expect.arrayContaining([
          '/matomo.js',
          '/gtm.js',
          '/gtag/js',
          '/js/script.manual.js',
          '/en_US/fbevents.js',
        ]),
      );
    const first = await tracked(page);
    expect(first.paq).toContain('"setSiteId","4"');
    expect(first.paq).toContain('"trackPageView"');
    expect(first.dataLayer).toContain('"page_view"');
    // a client-side navigation is one more page view, not one more script
    const scripts = loaded().length;
    await page.getByRole('link', { name: 'Le domaine' }).first().click();
    await page.waitForURL(/le-domaine/);
    await page.waitForFunction(
      () => ((window as unknown as Tracked)._paq ?? []).filter((c) => c[0] === 'trackPageView').length === 2,
    );
    expect(loaded().length).toBe(scripts);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the logged-in visitor id and e-mail with page views, on the next visit too', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await recordRequests(context);
    await context.addCookies([
      {
        name: 'parvis_consent',
        value: `all.${Math.floor(Date.now() / 1000)}`,
        url: siteUrl('vins.localhost'),
      },
    ]);
    await page.goto(siteUrl('vins.localhost'));
    // the tags load once the page is hydrated: let them come before the reload below
    await hydrated(page);
    await page.waitForFunction(() => ((window as unknown as Tracked)._paq ?? []).length > 0);
    // from the page itself: Node does not resolve *.localhost, Chromium does
    const status = await page.evaluate(async (password) => {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@domaine-du-vallon.test', password }),
      });
      await res.text(); // read whole, so that the reload below cuts nothing short
      return res.status;
    }, TEST_PASSWORD);
    expect(status).toBe(200);
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => ((window as unknown as Tracked)._paq ?? []).length > 0);
    const { paq, dataLayer } = await tracked(page);
    expect(paq).toMatch(/"setUserId","\d+"/);
    expect(paq).toContain('admin@domaine-du-vallon.test');
    expect(dataLayer).toContain('"user_email":"admin@domaine-du-vallon.test"');
    expect(problems).toEqual([]);
    await context.close();
  });
});
