// SPEC §9 logo heights, as the browser lays them out: 200 px in the header on desktop (its own
// row at LOGO_POSITION top, the default), 90 px on mobile, 140 px in the footer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function logoBox(page: Page, selector: string) {
  const logo = page.locator(selector);
  await logo.scrollIntoViewIfNeeded(); // the footer's logo loads lazily
  await logo.evaluate((img: HTMLImageElement) => img.decode());
  return logo.evaluate((img) => {
    const style = getComputedStyle(img);
    const box = img.getBoundingClientRect();
    return { maxHeight: style.maxHeight, height: Math.round(box.height), top: Math.round(box.top) };
  });
}

describe('the logo heights', () => {
  it('are 200 px in the header and 140 px in the footer on desktop, the logo on its own row', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    const header = await logoBox(page, '.brand-logo');
    expect(header).toMatchObject({ maxHeight: '200px', height: 200 });
    // its row is above the menu's
    const menuTop = await page
      .locator('.site-header nav')
      .first()
      .evaluate((nav) => nav.getBoundingClientRect().top);
    expect(menuTop).toBeGreaterThanOrEqual(header.top + header.height);
    expect(await logoBox(page, '.footer-logo')).toMatchObject({ maxHeight: '140px', height: 140 });
    await context.close();
  });

  it('is 90 px on mobile', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(siteUrl('localhost'));
    await hydrated(page);
    expect(await logoBox(page, '.brand-logo')).toMatchObject({ maxHeight: '90px', height: 90 });
    await context.close();
  });

  it('scrolls away with a fixed menu (MENU_FIXED), which stays at the top', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(siteUrl('vins.localhost', '/nos-vins'));
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 1000);
    const header = await page
      .locator('.site-header')
      .evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom }));
    // the header sticks with only its menu row in view
    expect(header.bottom).toBeGreaterThan(40);
    expect(header.bottom).toBeLessThan(160);
    await context.close();
  });
});
