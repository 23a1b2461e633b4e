// The wine estate's shop in Chromium (ADR 011), at 390 and 1280 px: the wine list, its filters by
// keyboard without a page load, a product page and its declinations; axe clean, no hydration
// warning.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswered, unexpectedProblems } from './support/accounts.ts';
import { expectNoAxeViolations, launch, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }, path: string) =>
  openAnswered(browser, viewport, path, { host: 'vins.localhost' });

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same);
const cardCount = (page: Page) => page.locator('.wine-list .product-card').count();

describe.each(Object.entries(VIEWPORTS))('the shop at %s width', (label, viewport) => {
  it('the wine list: axe clean, filtered by keyboard in place, then ordered by name', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    await expectNoAxeViolations(page);
    const all = await cardCount(page);
    expect(all).toBeGreaterThanOrEqual(25);
    await expect.poll(() => page.locator('.health-message').first().isVisible()).toBe(true);
    await markDocument(page);

    await page.getByLabel('Couleur ou coffret').focus();
    await page.getByLabel('Couleur ou coffret').selectOption('RED');
    await page.getByLabel('Mots').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/kind=RED/);
    await expect.poll(() => cardCount(page)).toBeLessThan(all);
    const reds = await cardCount(page);
    expect(await page.locator('.wine-count').textContent()).toBe(`${reds} vins`);

    await page.getByLabel('Couleur ou coffret').selectOption('');
    await page.getByLabel('Trier par').selectOption('name');
    await page.getByRole('button', { name: 'Afficher' }).press('Enter');
    await page.waitForURL(/order=name/);
    await expect.poll(() => cardCount(page)).toBe(all);
    const names = await page.locator('.wine-list .product-card-title').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(await sameDocument(page)).toBe(true);
    await page.screenshot({ path: `.tmp/e2e-wine-list-${label}.png`, fullPage: false });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('a product: axe clean, its declinations change the price and the URL without a page load', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins?q=perrieres');
    await markDocument(page);
    await page.getByRole('link', { name: 'Meursault-le-Vallon « Les Perrières »', exact: true }).click();
    await page.waitForURL(/\/vin\/meursault-le-vallon-les-perrieres\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Meursault-le-Vallon « Les Perrières »');
    await expectNoAxeViolations(page);
    const choice = page.getByRole('navigation', { name: 'Millésime et format' });
    const magnum = choice.getByRole('link', { name: /1,5 L/ });
    await magnum.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/vin\/meursault-le-vallon-les-perrieres\/\d+\/\d+$/);
    await expect.poll(() => magnum.getAttribute('aria-current')).toBe('true');
    await expect
      .poll(async () => (await page.locator('.product-buy .price-final').textContent())?.replace(/\s/g, ' '))
      .toBe('102,00 €');
    expect(await page.locator('.product-facts-list').textContent()).toContain('1,5 L');
    const sheet = await page
      .getByRole('link', { name: 'Télécharger la fiche technique (PDF)' })
      .getAttribute('href');
    expect(sheet).toMatch(/^\/api\/product\/generate\/file\/\d+\/\d+$/);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('.health-message').textContent()).toContain('consommer avec modération');
    await page.screenshot({ path: `.tmp/e2e-product-${label}.png`, fullPage: true });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
