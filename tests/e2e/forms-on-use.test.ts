// Forms hydrate on use (client/widgets/page-blocks/on-use.ts): on a first page, a form block's
// code (its view, the form kit) is not loaded until the form nears the viewport or the visitor
// turns to it, and a form sent before its code arrived is held, then sent by that code once it
// has hydrated — not lost, and not posted a second time by the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentGiven, uniqueEmail } from './support/accounts.ts';
import { hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';
import { waitForMail } from './support/outbox.ts';

const manifest = JSON.parse(readFileSync(path.resolve('dist/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const NEWSLETTER_VIEW = `/${manifest['client/widgets/page-blocks/types/newsletter.view.tsx']!.file}`;
const FORM_KIT = `/${Object.values(manifest).find((c) => path.basename(c.file).startsWith('form-kit-'))!.file}`;
/** The news list: ten news, then the newsletter's block, far below the fold at any width. */
const NEWS = '/infos-utiles/en-ce-moment/actualites';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The form code the page asked for so far. */
function formCodeRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === NEWSLETTER_VIEW || pathname === FORM_KIT) asked.push(pathname);
  });
  return asked;
}

/** The page has not been loaded again since `mark()` (a form posted by the browser would). */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The news list opened hydrated, by a visitor who answered the consent banner; `before` runs
 * on the page before it loads (request listeners, routes). */
async function newsList(viewport: { width: number; height: number }, before?: (page: Page) => unknown) {
  const watched = await openPage(browser, viewport);
  await consentGiven(watched.context, 'localhost');
  await before?.(watched.page);
  await watched.page.goto(siteUrl('localhost', NEWS));
  await hydrated(watched.page);
  return watched;
}

/** The form's own code checks it: the missing consent is said on the page, which stays. */
async function checkedByItsCode(page: Page, label: string) {
  await mark(page);
  const signup = page.locator('.newsletter-signup form');
  await signup.getByLabel('Adresse e-mail').fill(uniqueEmail(label));
  await signup.getByRole('button', { name: 'S’inscrire' }).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toContain('Cochez la case');
  expect(await sameDocument(page)).toBe(true);
}

describe.each(Object.entries(VIEWPORTS))('a form far down a first page, at %s width', (_label, viewport) => {
  it('loads its code only when it nears the viewport, then works with it', async () => {
    let asked: string[] = [];
    const { page, context, problems } = await newsList(viewport, (p) => {
      asked = formCodeRequests(p);
    });
    // the page hydrated and its idle time passed: the form's view has not come (the form kit may
    // have, in idle time, with a page a link in view leads to: SPEC §9's prefetching)
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2000 })));
    expect(asked).not.toContain(NEWSLETTER_VIEW);
    if (viewport === VIEWPORTS.mobile) {
      // the layout renders again around the waiting form (the menu's drawer opens and closes):
      // the form stays as the server drew it, and keeps waiting
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(asked).not.toContain(NEWSLETTER_VIEW);
    }
    const signup = page.locator('.newsletter-signup form');
    await signup.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.includes(NEWSLETTER_VIEW)).toBe(true);
    expect(asked).toContain(FORM_KIT);
    await checkedByItsCode(page, 'on-use');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a form not used yet when its page is left', () => {
  it('is drawn with its code when the page is opened again in the browser', async () => {
    const { page, context, problems } = await newsList(VIEWPORTS.desktop);
    // to a news, then back, by the router: the form, never approached, is drawn anew
    await page.locator('.news-list a[href^="/actualites/"]').first().click();
    await page.waitForURL(/\/actualites\//);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === NEWS);
    await checkedByItsCode(page, 'back');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a form not used yet when its page shows other data', () => {
  it('is still there and works after the list moved to its next page', async () => {
    const { page, context, problems } = await newsList(VIEWPORTS.desktop);
    // the router opens the next page of the list: the page re-renders around the waiting form
    await page.getByRole('link', { name: 'Page suivante' }).first().click();
    await page.waitForURL(/[?&]page=2/);
    await checkedByItsCode(page, 'next-page');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a form sent before its code has arrived', () => {
  it('is held, then sent once by its code when that code has hydrated it', async () => {
    // the view's code is kept back until the test lets it through
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let held = false;
    const documentPosts: string[] = [];
    const apiPosts: string[] = [];
    const { page, context, problems } = await newsList(VIEWPORTS.mobile, async (p) => {
      await p.route(`**${NEWSLETTER_VIEW}`, async (route) => {
        held = true;
        await gate;
        await route.continue();
      });
      p.on('request', (request) => {
        if (request.method() !== 'POST') return;
        (request.isNavigationRequest() ? documentPosts : apiPosts).push(new URL(request.url()).pathname);
      });
    });
    await mark(page);
    const signup = page.locator('.newsletter-signup form');
    // filled and sent in one go, before the view's code could come: the form is still the
    // server's HTML (the scroll asks for the code, which the gate holds)
    const email = uniqueEmail('held');
    await signup.getByLabel('Adresse e-mail').fill(email);
    await signup.getByLabel(/J’accepte de recevoir la lettre/).check();
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    await expect.poll(() => held).toBe(true);
    await page.waitForTimeout(300);
    expect(documentPosts).toEqual([]);
    expect(await page.getByRole('status').filter({ hasText: 'C’est presque fini' }).count()).toBe(0);
    release();
    await page.getByRole('status').filter({ hasText: 'C’est presque fini' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(documentPosts).toEqual([]);
    expect(apiPosts, "one sign-up, sent by the form's code").toHaveLength(1);
    // what was typed before the code came is what was sent: the e-mail reaches that address
    await waitForMail(email, /./);
    expect(problems).toEqual([]);
    await context.close();
  });
});
