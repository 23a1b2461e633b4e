// The wine estate's shop in Chromium (ADR 011), at 390 and 1280 px: the wine list, its filters by
// keyboard without a page load, a product page and its declinations; axe clean, no hydration
// warning.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswered, unexpectedProblems } from './support/accounts.ts';
import { expectNoAxeViolations, launch, siteUrl, VIEWPORTS } from './support/browser.ts';

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

interface ListedProduct {
  id: number;
  slug: string;
  name: string;
  declination: {
    id: number;
    quantity: number;
    setQuantity: boolean;
    sellByMultipleOf: number;
    capacity: number;
  }[];
}

/** A wine of the estate with a bottle (75 cl, sold by 1) of which little is left. */
async function fewLeft(page: Page): Promise<{ product: ListedProduct; declinationId: number; left: number }> {
  // asked from the page, on its own origin
  const items = await page.evaluate(
    async () => (await (await fetch('/api/product?nbItem=100')).json()).data.items as ListedProduct[],
  );
  for (const product of items)
    for (const d of product.declination)
      if (
        d.setQuantity &&
        d.sellByMultipleOf === 1 &&
        d.capacity === 75 &&
        d.quantity >= 3 &&
        d.quantity <= 40
      )
        return { product, declinationId: d.id, left: d.quantity };
  throw new Error('no wine with few bottles left');
}

describe.each(Object.entries(VIEWPORTS))('the cart at %s width', (label, viewport) => {
  it('adds by keyboard, survives a reload, changes quantities, and shows the server’s refusal', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    const { product, declinationId, left } = await fewLeft(page);
    await page.goto(siteUrl('vins.localhost', `/vin/${product.slug}/${product.id}/${declinationId}`));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const more = page.getByRole('button', { name: 'Plus : Quantité' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Ajouter au panier' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'ajoutés au panier' }).count())
      .toBe(1);
    const count = page.locator('.site-header .cart-count [aria-hidden="true"]');
    await expect.poll(() => count.textContent()).toBe('2');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => count.textContent()).toBe('2');
    await page.locator('.site-header .cart-link').click();
    await page.waitForURL(/\/panier$/);
    await expect.poll(() => page.locator('.cart-line').count()).toBe(1);
    await expectNoAxeViolations(page);

    // more than there is, typed by keyboard: the server refuses it, says why, and the cart comes down
    const field = page.getByLabel(/^Quantité de /);
    await field.fill(String(left + 5));
    await expect.poll(() => count.textContent()).toBe(String(left + 5));
    await page.getByRole('button', { name: 'Vérifier mon panier' }).press('Enter');
    await expect.poll(() => page.locator('.cart-error').textContent()).toContain(String(left));
    await expect.poll(() => field.inputValue()).toBe(String(left));
    await page.getByRole('button', { name: 'Vérifier mon panier' }).click();
    await expect.poll(() => page.locator('.cart-order').isVisible()).toBe(true);
    await page.screenshot({ path: `.tmp/e2e-cart-${label}.png`, fullPage: true });

    await page.getByRole('button', { name: /^Retirer/ }).click();
    await expect.poll(() => page.getByText('Votre panier est vide.').isVisible()).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('wine-cart'));
    expect(stored === null ? [] : JSON.parse(stored).lines).toEqual([]);
    expect(unexpectedProblems(problems, [409])).toEqual([]);
    await context.close();
  });
});

describe('the cart in two tabs', () => {
  it('keeps the lines both tabs add, and each tab’s count follows the other', async () => {
    const { page: first, context, problems } = await open(VIEWPORTS.desktop, '/nos-vins');
    const hrefs = await first
      .locator('.wine-list .product-card-title a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const second = await context.newPage();
    // both tabs open their product before either adds: each has the empty cart in memory
    await first.goto(siteUrl('vins.localhost', hrefs[0]!));
    await second.goto(siteUrl('vins.localhost', hrefs[1]!));
    for (const tab of [first, second])
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const countOf = (tab: Page) => tab.locator('.site-header .cart-count [aria-hidden="true"]');
    await first.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => countOf(first).textContent()).toMatch(/^\d+$/);
    const afterFirst = Number(await countOf(first).textContent());
    await second.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(async () => Number(await countOf(second).textContent())).toBeGreaterThan(afterFirst);
    const both = Number(await countOf(second).textContent());
    // the first tab hears the second's change
    await expect.poll(async () => Number(await countOf(first).textContent())).toBe(both);
    await first.goto(siteUrl('vins.localhost', '/panier'));
    await expect.poll(() => first.locator('.cart-line').count()).toBe(2);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
