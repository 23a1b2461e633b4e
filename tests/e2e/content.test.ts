// The content blocks and pages of issue 3 in Chromium at 390 and 1280 px: the home page made of
// blocks, the news list by keyboard, an album, a blog article and a YouTube video that asks
// nothing of YouTube before the visitor presses play.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentGiven, openAnswered } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const NEWS = '/infos-utiles/en-ce-moment/actualites';
const MEDIATHEQUE = '/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque';
const YOUTUBE = /youtube|youtu\.be|ytimg|googlevideo|doubleclick/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }, path: string) =>
  openAnswered(browser, viewport, path);

/** Tabs until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (el: { text: string; href: string | null }) => boolean) {
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      href: document.activeElement?.getAttribute('href') ?? null,
    }));
    if (matches(el)) return;
  }
  throw new Error('never reached by Tab');
}

const todayInParis = () =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long' })
    .format(new Date())
    .replace(/^./, (c) => c.toUpperCase());

describe.each(Object.entries(VIEWPORTS))('content at %s width', (label, viewport) => {
  it('the home page: blocks, today’s hours marked once hydrated, axe clean, no warning', async () => {
    const { page, context, problems } = await open(viewport, '/');
    await page.locator('.news-promoted-flat').waitFor();
    expect(await page.locator('.news-card').count()).toBe(4);
    expect(await page.getByRole('navigation', { name: 'Accès rapides' }).getByRole('link').count()).toBe(8);
    const today = page.locator('.opening-hours .hours-row[aria-current="date"]');
    // every day has a value at the town hall (Sunday: "Fermé"), so one row is always today's
    expect(await today.locator('dt').textContent()).toBe(`${todayInParis()} (aujourd’hui)`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-content-home-${label}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the news list: page 2 by keyboard without reloading the document', async () => {
    const { page, context, problems } = await open(viewport, NEWS);
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    const first = await page.locator('.news-card h3').first().textContent();
    await tabTo(page, (el) => el.href?.endsWith('?page=2') === true && el.text === '2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => page.locator('.news-card h3').first().textContent()).not.toBe(first);
    expect(await page.locator('.pagination [aria-current="page"]').textContent()).toContain('2');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an album page from the album list: its images are buttons, axe clean', async () => {
    const { page, context, problems } = await open(viewport, '/albums');
    const link = page.locator('.album-card h2 a').first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(/\/albums\/[a-z0-9-]+\/\d+$/);
    // the URL changes as the router starts its transition: wait for the new page itself
    await page.locator('h1', { hasText: title }).waitFor();
    const images = page.locator('.album-gallery .gallery-item');
    expect(await images.count()).toBeGreaterThan(1);
    expect(await images.first().getAttribute('aria-label')).toMatch(/^Agrandir : /);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-content-album-${label}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a blog article reached from the médiathèque’s journal: breadcrumbs down its folder, axe clean', async () => {
    const { page, context, problems } = await open(viewport, MEDIATHEQUE);
    const journal = page.locator('.blog-folder');
    const title = await journal.locator('.blog-card-title a').first().textContent();
    await journal.locator('.blog-card-title a').first().click();
    await page.waitForURL(/\/blog\/\d+\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title! }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(await crumbs.getByRole('link', { name: 'Blog' }).count()).toBe(1);
    expect(await crumbs.getByRole('link', { name: 'Le journal de la médiathèque' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-content-blog-${label}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a YouTube video: nothing from YouTube before the click, then the no-cookie player, focused', async () => {
    const watched = await openPage(browser, viewport);
    const { page, context, problems } = watched;
    await consentGiven(context, 'localhost');
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (YOUTUBE.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="fr"><title>Lecteur</title><p>Lecteur vidéo</p></html>',
      }),
    );
    await page.goto(siteUrl('localhost', MEDIATHEQUE));
    await hydrated(page);
    const play = page.getByRole('button', { name: /^Lire la vidéo : Ciné-goûter/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page);
    expect(thirdParty).toEqual([]);
    await page.screenshot({ path: `.tmp/e2e-content-video-${label}.png` });
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('.video-frame iframe');
    await frame.waitFor();
    await expect
      .poll(() => thirdParty)
      .toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0']);
    expect(await frame.getAttribute('title')).toMatch(/^Ciné-goûter/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(950);
    expect(problems).toEqual([]);
    await context.close();
  });
});
