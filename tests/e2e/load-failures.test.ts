// What a visitor sees when the page's code does not arrive (SPEC §2): a page chunk that fails
// reloads the page once a minute, then a French message with a reload button takes its place;
// a message catalog that fails leaves the server's page as it is, with a warning in the console.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const chunkOf = (key: string) => `/${manifest[key]!.file}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('code that does not load', () => {
  it('a page chunk that fails again after the reload shows a message with a reload button', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    const blocked = chunkOf('client/pages/cms-page/route.ts');
    let asked = 0;
    await context.route(`**${blocked}`, (route) => {
      asked++;
      return route.abort();
    });
    await page.goto(siteUrl('mairie.localhost', '/'));
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Une partie de cette page n’a pas pu être chargée' });
    await alert.waitFor({ timeout: 15_000 });
    // the first failure reloaded the page (SPEC §2): the chunk was asked for on both loads
    expect(asked).toBeGreaterThanOrEqual(2);
    const reload = alert.getByRole('button', { name: 'Recharger la page' });
    await expect.poll(() => reload.evaluate((button) => button === document.activeElement)).toBe(true);

    // once the chunk is back, the button brings the page back
    await context.unroute(`**${blocked}`);
    await Promise.all([page.waitForNavigation(), reload.click()]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 15_000,
    });
    expect(await page.getByRole('alert').filter({ hasText: 'Une partie' }).count()).toBe(0);
    // requests the reloads cut short (images, the blocked chunk) are expected; errors are not
    expect(
      problems.filter((p) => !p.startsWith('requestfailed:') && !p.includes('Failed to load resource')),
    ).toEqual([]);
    await context.close();
  });

  it('a message catalog that fails leaves the server page readable, with a warning only', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    const catalog = chunkOf('locales/fr-FR/messages.po');
    await context.route(`**${catalog}`, (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(siteUrl('mairie.localhost', '/infos-utiles/en-ce-moment/actualites'));
    await expect.poll(() => warnings.some((w) => w.includes('message catalog did not load'))).toBe(true);
    // the server's page stays: its heading, its links, nothing replaced or emptied
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="/actualites/"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.getByRole('alert').filter({ hasText: 'Une partie' }).count()).toBe(0);
    // logged as a warning, never as an error
    expect(problems.filter((p) => p.startsWith('error:') && !p.includes('Failed to load resource'))).toEqual(
      [],
    );
    await context.close();
  });
});
