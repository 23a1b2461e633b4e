// What a visitor meets, in Chromium at 390 px and 1280 px: the right-fixed pages of SPEC §3,
// going back to the home page by client-side navigation, the cards of the school and business
// lists, and the 404 page's ways on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswered } from './support/accounts.ts';
import { expectNoAxeViolations, launch, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Label = keyof typeof VIEWPORTS;

const SCHOOLS = '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles';
const BUSINESSES = '/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/entreprises';

describe.each(Object.entries(VIEWPORTS) as [Label, (typeof VIEWPORTS)[Label]][])(
  'at %s width',
  (label, viewport) => {
    it('shows the right-fixed pages apart from the menu, by keyboard, never over the content', async () => {
      const { page, context, problems } = await openAnswered(browser, viewport, '/', {
        host: 'vins.localhost',
      });
      const area = page.getByRole('navigation', { name: 'Accès rapides' });
      const link = area.getByRole('link', { name: 'Nous contacter' });
      await link.waitFor();
      // it left the main menu
      expect(await page.locator('.site-header').getByRole('link', { name: 'Nous contacter' }).count()).toBe(
        0,
      );
      const fixed = await area.evaluate((el) => getComputedStyle(el).position === 'fixed');
      expect(fixed).toBe(viewport.width >= 1280);
      // never over the content: the tabs sit beside the text column, the list below the main area
      const [areaBox, contentBox] = await Promise.all([
        area.boundingBox(),
        page.locator('main').evaluate((main) => {
          const r = main.getBoundingClientRect();
          const style = getComputedStyle(main);
          return {
            left: r.left + Number.parseFloat(style.paddingLeft),
            right: r.right - Number.parseFloat(style.paddingRight),
            bottom: r.bottom + window.scrollY,
          };
        }),
      ]);
      if (fixed) expect(areaBox!.x).toBeGreaterThanOrEqual(contentBox.right);
      else {
        const top = await area.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        expect(top).toBeGreaterThanOrEqual(contentBox.bottom);
      }
      await page.screenshot({ path: `/tmp/ui-fixed-right-${label}.png` });
      await expectNoAxeViolations(page);
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/nous-contacter$/);
      await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('goes back to the home page by a link without ever showing a generic « Accueil » page', async () => {
      const { page, context, problems } = await openAnswered(
        browser,
        viewport,
        '/infos-utiles/numeros-utiles',
      );
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
        const record = () => {
          for (const h of document.querySelectorAll('main h1')) seen.push(h.textContent ?? '');
        };
        new MutationObserver(record).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      // the home page's data is slow to come: the page on screen stays meanwhile
      await page.route('**/api/page/accueil', async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      await page.locator('a.brand').click();
      await page.waitForURL(siteUrl('localhost', '/'));
      await page.locator('main h1.hero-title').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
      expect(seen).not.toContain('Accueil');
      expect(seen.at(-1)).toBe('Vallon-sur-Lys');
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await context.close();
    });

    it.each([
      ['schools', SCHOOLS],
      ['businesses', BUSINESSES],
    ])('lays out the %s cards without splitting a word across lines', async (name, path) => {
      const { page, context, problems } = await openAnswered(browser, viewport, path);
      const cards = page.locator('.element-card');
      expect(await cards.count()).toBeGreaterThan(0);
      await cards.first().screenshot({ path: `/tmp/ui-cards-${name}-${label}.png` });
      // every word (letters, a hyphen may end a line) sits on one line (a word split over two lines has two boxes);
      // addresses and links may break where they must
      const split = await page.evaluate(() => {
        const found: string[] = [];
        for (const card of document.querySelectorAll('.element-card')) {
          const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/[\p{L}’']+/gu)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) found.push(match[0]);
            }
          }
        }
        return found;
      });
      expect(split).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('offers the site search and the main sections on a 404, axe clean, and searches by keyboard', async () => {
      const { page, context, problems } = await openAnswered(browser, viewport, '/nulle-part', {
        status: 404,
      });
      const sections = page.getByRole('navigation', { name: 'Les rubriques principales' });
      expect(await sections.getByRole('link', { name: 'Vivre à Vallon-sur-Lys' }).count()).toBe(1);
      await page.screenshot({ path: `/tmp/ui-404-${label}.png`, fullPage: true });
      await expectNoAxeViolations(page);
      const search = page.locator('main').getByRole('searchbox', { name: 'Rechercher sur le site' });
      await search.focus();
      await page.keyboard.type('mairie');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/recherche\?q=mairie$/);
      await page.getByRole('heading', { level: 1, name: 'Rechercher sur le site' }).waitFor();
      // the document itself answers 404, which Chromium logs as a failed resource
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      await context.close();
    });
  },
);
