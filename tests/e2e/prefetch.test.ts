// Route prefetching (SPEC §9): pointing at a link to another kind of page loads that page's
// chunk before any click; a visitor on data saver gets no prefetch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const NEWS_DETAIL_CHUNK = `/${manifest['client/pages/news-detail/route.ts']!.file}`;
const NEWS = '/infos-utiles/en-ce-moment/actualites';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The news list, hydrated, with the requests for the news detail's chunk counted. */
async function newsList(
  saveData: boolean,
): Promise<{ page: Page; asked: () => number; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === NEWS_DETAIL_CHUNK) asked++;
  });
  await page.goto(siteUrl('mairie.localhost', NEWS));
  await hydrated(page);
  expect(asked, 'the list page does not load the detail page before it is asked').toBe(0);
  return {
    page,
    asked: () => asked,
    close: async () => {
      expect(problems).toEqual([]);
      await context.close();
    },
  };
}

describe('route prefetching', () => {
  it('hovering a link to a news item loads the news page chunk before the click', async () => {
    const { page, asked, close } = await newsList(false);
    await page.locator('main a[href^="/actualites/"]').first().hover();
    await expect.poll(asked).toBe(1);
    // the click then finds the chunk loaded: the page opens without asking for it again
    await page.locator('main a[href^="/actualites/"]').first().click();
    await page.waitForURL(/\/actualites\//);
    expect(asked()).toBe(1);
    await close();
  });

  it('does not prefetch for a visitor on data saver', async () => {
    const { page, asked, close } = await newsList(true);
    await page.locator('main a[href^="/actualites/"]').first().hover();
    await page.waitForTimeout(500);
    expect(asked()).toBe(0);
    await close();
  });
});
