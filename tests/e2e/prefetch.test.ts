// Route prefetching (SPEC §9): a link to another kind of page loads that page's chunk before any
// click, when it comes into view (in idle time) or when the visitor points at it; a visitor on
// data saver gets no prefetch at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const chunkOf = (view: string) => `/${manifest[view]!.file}`;
const NEWS_DETAIL_CHUNK = chunkOf('client/pages/news-detail/route.ts');
/** The legal pages' chunk: the consent banner links to the cookie policy. */
const LEGAL_CHUNK = chunkOf('client/pages/legal/route.ts');
const NEWS = '/infos-utiles/en-ce-moment/actualites';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The news list, hydrated, with the requests for page chunks counted. */
async function newsList(visitor: {
  saveData?: boolean;
  /** A browser without IntersectionObserver: no prefetching of links in view. */
  noViewport?: boolean;
}): Promise<{ page: Page; asked: (chunk: string) => number; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
  if (visitor.saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  if (visitor.noViewport)
    await context.addInitScript(() =>
      Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true }),
    );
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  await page.goto(siteUrl('mairie.localhost', NEWS));
  await hydrated(page);
  return {
    page,
    asked: (chunk) => counts.get(chunk) ?? 0,
    close: async () => {
      expect(problems).toEqual([]);
      await context.close();
    },
  };
}

describe('route prefetching', () => {
  it('loads the chunk of a page once a link to it comes into view, in idle time, without any pointer', async () => {
    const { page, asked, close } = await newsList({});
    const link = page.locator('main a[href^="/actualites/"]').first();
    // at 900 px high, the list starts below the banner: its links are out of view
    expect((await link.boundingBox())!.y).toBeGreaterThan(VIEWPORTS.desktop.height);
    await page.waitForTimeout(1000);
    expect(asked(NEWS_DETAIL_CHUNK), 'no link to a news item in view yet').toBe(0);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => asked(NEWS_DETAIL_CHUNK), { timeout: 5000 }).toBe(1);
    // the click then finds the chunk loaded: the page opens without asking for it again
    await link.click();
    await page.waitForURL(/\/actualites\//);
    await hydrated(page);
    expect(asked(NEWS_DETAIL_CHUNK)).toBe(1);
    await close();
  });

  it('hovering a link to a news item loads the news page chunk before the click, links in view or not', async () => {
    const { page, asked, close } = await newsList({ noViewport: true });
    await page.waitForTimeout(1000);
    expect(asked(NEWS_DETAIL_CHUNK), 'the list page does not load the detail page before it is asked').toBe(
      0,
    );
    await page.locator('main a[href^="/actualites/"]').first().hover();
    await expect.poll(() => asked(NEWS_DETAIL_CHUNK)).toBe(1);
    await page.locator('main a[href^="/actualites/"]').first().click();
    await page.waitForURL(/\/actualites\//);
    expect(asked(NEWS_DETAIL_CHUNK)).toBe(1);
    await close();
  });

  it('does not prefetch for a visitor on data saver, in view or hovered', async () => {
    const { page, asked, close } = await newsList({ saveData: true });
    await page.locator('main a[href^="/actualites/"]').first().hover();
    await page.waitForTimeout(1500);
    expect(asked(NEWS_DETAIL_CHUNK)).toBe(0);
    // the consent banner's link to the cookie policy has been in view all along
    expect(asked(LEGAL_CHUNK)).toBe(0);
    await close();
  });
});
