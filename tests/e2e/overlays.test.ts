// The fullscreen slider and the modal popups of SPEC §2 in Chromium, opened the way
// visitors open them: an album's image, a popup block (on load on the home page, by a button).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswered } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

const ALBUM_PAGE = '/vivre-a-vallon-sur-lys/vie-citoyenne/la-mediatheque';
const CCAS = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/ccas';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }, path: string, popups = false) =>
  openAnswered(browser, viewport, path, { popups });

const counter = (page: Page) => page.locator('.slider-counter').textContent();
const locked = (page: Page) => page.evaluate(() => document.body.classList.contains('scroll-locked'));

describe('the fullscreen slider', () => {
  it('at 1280 px: opens from an image by keyboard, moves with the keys and arrows, wraps, traps focus, closes on Escape', async () => {
    const { page, context, problems } = await open(VIEWPORTS.desktop, ALBUM_PAGE);
    const first = page.locator('.gallery-item').first();
    const total = await page.locator('.gallery-item').count();
    expect(total).toBeGreaterThan(1);
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Visionneuse' });
    await dialog.waitFor();
    expect(await counter(page)).toBe(`Image 1 / ${total}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Fermer la visionneuse',
    );
    expect(await locked(page)).toBe(true);
    await expectNoAxeViolations(page);
    const alt = await page.locator('.slider-image').getAttribute('alt');
    expect(await page.locator('.slider-caption').textContent()).toBe(alt);
    // the image takes 90 % of the window at most
    const box = (await page.locator('.slider-image').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1280 * 0.9 + 1);
    expect(box.height).toBeLessThanOrEqual(900 * 0.9 + 1);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe(`Image ${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`Image 1 / ${total}`);
    await page.getByRole('button', { name: 'Média suivant' }).click();
    expect(await counter(page)).toBe(`Image 2 / ${total}`);
    await page.getByRole('button', { name: 'Média précédent' }).click();
    expect(await counter(page)).toBe(`Image 1 / ${total}`);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.slider'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await locked(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('gallery-item'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 390 px: no arrows; a tap or a swipe moves on, a swipe the other way moves back', async () => {
    const { page, context, problems } = await open(VIEWPORTS.mobile, ALBUM_PAGE);
    const total = await page.locator('.gallery-item').count();
    await page.locator('.gallery-item').first().click();
    await page.getByRole('dialog', { name: 'Visionneuse' }).waitFor();
    expect(await page.getByRole('button', { name: 'Média suivant' }).isVisible()).toBe(false);
    await page.locator('.slider-image').click();
    expect(await counter(page)).toBe(`Image 2 / ${total}`);
    const swipe = (dx: number) =>
      page.locator('.slider-stage').evaluate((stage, dx) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 300 });
        stage.dispatchEvent(
          new TouchEvent('touchstart', {
            bubbles: true,
            touches: [touch(250)],
            changedTouches: [touch(250)],
          }),
        );
        stage.dispatchEvent(
          new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(250 + dx)] }),
        );
      }, dx);
    await swipe(-200);
    expect(await counter(page)).toBe(`Image 3 / ${total}`);
    await swipe(200);
    expect(await counter(page)).toBe(`Image 2 / ${total}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('popups', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`on a first visit at ${viewport.width} px: the consent banner is answered first, then the home popup opens`, async () => {
      const { page, context, problems } = await openPage(browser, viewport, { popups: true });
      await page.goto(siteUrl('localhost', '/'));
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Gestion des cookies' });
      await banner.waitFor();
      await page.waitForTimeout(800);
      // nothing covers the banner: its choices take a real click (a covered button would time out)
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await locked(page)).toBe(false);
      await page.screenshot({ path: `/tmp/ui-first-visit-${name}.png` });
      await expectNoAxeViolations(page);
      await banner.getByRole('button', { name: 'Tout refuser' }).click({ timeout: 3000 });
      await banner.waitFor({ state: 'detached' });
      const popup = page.getByRole('dialog', { name: 'Travaux quai de la Lys : circulation alternée' });
      await popup.waitFor();
      expect(await locked(page)).toBe(true);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('opens on the home page, closes on Escape, stays closed for its hide duration, and opens again after it', async () => {
    const { page, context, problems } = await open(VIEWPORTS.desktop, '/', true);
    const popup = page.getByRole('dialog', { name: 'Travaux quai de la Lys : circulation alternée' });
    await popup.waitFor();
    expect(await locked(page)).toBe(true);
    expect(await popup.getByRole('link', { name: 'Lire l’actualité' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await locked(page)).toBe(false);
    const closedAt = Number(await page.evaluate(() => localStorage.getItem('popup-1')));
    expect(Math.abs(Date.now() - closedAt)).toBeLessThan(60_000);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await popup.count()).toBe(0);
    // 8 days later (the popup hides for 7): it shows again
    await page.evaluate(() => localStorage.setItem('popup-1', String(Date.now() - 8 * 86_400_000)));
    await page.reload();
    await hydrated(page);
    await popup.waitFor();
    // a click inside does not close it; a click on the backdrop does
    await popup.locator('h2').click();
    expect(await popup.count()).toBe(1);
    await page.mouse.click(5, 5);
    await popup.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens by its button at 390 px every time it is clicked, even after a reload, and gives focus back to the button', async () => {
    const { page, context, problems } = await open(VIEWPORTS.mobile, CCAS, true);
    const button = page.getByRole('button', { name: 'Repas des aînés : comment s’inscrire' });
    const popup = page.getByRole('dialog', { name: 'Inscriptions au repas des aînés' });
    for (const round of [1, 2, 3]) {
      if (round === 3) {
        // the close time is stored (it hides the popup's own opening), yet a click still opens it
        expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('popup-')))).toBe(
          true,
        );
        await page.reload();
        await hydrated(page);
      }
      await button.click();
      await popup.waitFor();
      if (round === 1) await expectNoAxeViolations(page);
      await popup.getByRole('button', { name: 'Fermer' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Repas des aînés : comment s’inscrire',
      );
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
