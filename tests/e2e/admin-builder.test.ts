// The page builder (GrapesJS, issue 14, ADR 006 amended) in Chromium: the town hall's ADMIN opens
// a page-builder page's content, changes a text in the canvas, adds the site's news list beside
// it and names it in its form, saves (the draft's preview image is drawn and sent), publishes;
// the public page shows the text and the news list drawn by the site, in their order, with no
// editor code, attribute or placeholder. Below 1024 px the canvas is not loaded and a notice names
// the block editor. The panel around the canvas is axe clean (the canvas is excepted, as the
// accessibility statement says). The page made here ends in the trash.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures.ts';
import { consentGiven, loginByApi, unexpectedProblems } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ADMIN = 'admin@vallon-sur-lys.test';
const TITLE = 'Fête du printemps';
const SLUG = 'fete-du-printemps';
const FIRST_TEXT = 'Le programme arrive bientôt.';
const TYPED = 'Rendez-vous place de l’Église le samedi 11 avril';
const NEWS_TITLE = 'Les dernières nouvelles';
const origin = () => siteUrl('localhost', '').replace(/\/$/, '');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const draftState = (page: Page) => page.locator('#block-editor-status');
/** Code of the editor or the panel: a visitor's page never requests it. */
const EDITOR_CODE = /builder|grapes|block-editor|panel-routes|tiptap|prosemirror|html-to-image/i;

/** A page-builder page of the town hall, published, with a first section in its live layout. */
async function newBuilderPage(page: Page, title = TITLE): Promise<number> {
  const headers = { Origin: origin() };
  const created = await page.request.post(siteUrl('localhost', '/api/admin/pages'), {
    headers,
    data: { title, locale: 'fr_FR', parentId: null, isValid: true, showInMenu: false, type: 'GRAPE' },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const draft = await page.request.put(siteUrl('localhost', `/api/admin/page/${id}/layout/draft`), {
    headers,
    data: {
      baseUpdatedAt: null,
      blocks: [],
      html: `<section id="programme"><h2>Programme</h2><p>${FIRST_TEXT}</p></section>`,
      css: '#programme { padding: 1rem; border-left: 4px solid #2a6f4e; }',
    },
  });
  expect(draft.status()).toBe(200);
  const draftAt = ((await draft.json()) as { data: { draft: { updatedAt: string } } }).data.draft.updatedAt;
  const published = await page.request.post(siteUrl('localhost', `/api/admin/page/${id}/layout/publish`), {
    headers,
    data: { baseUpdatedAt: draftAt },
  });
  expect(published.status()).toBe(200);
  return id;
}

const publicHtml = async (page: Page) => (await page.request.get(siteUrl('localhost', `/${SLUG}`))).text();

describe('the page builder', () => {
  it('builds a page with a text and the site’s news list, publishes it, and visitors get it without editor code', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    const id = await newBuilderPage(page);

    await page.goto(siteUrl('localhost', `/admin/pages/${id}/contenu`));
    await hydrated(page);
    await heading(page, `Contenu de « ${TITLE} »`).waitFor();
    const canvas = page.frameLocator('.builder-canvas iframe.gjs-frame');
    const paragraph = canvas.getByText(FIRST_TEXT);
    await paragraph.waitFor({ timeout: 20_000 });
    // the page's own CSS reached the canvas
    await expect
      .poll(() => canvas.locator('#programme').evaluate((e) => getComputedStyle(e).borderLeftWidth))
      .toBe('4px');

    // --- a text changed in the canvas ---
    await paragraph.dblclick();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(TYPED);
    await expect.poll(() => canvas.getByText(TYPED).count()).toBe(1);

    // --- the site's news list, added beside the canvas and named in its form ---
    await page.getByLabel('Type de bloc').selectOption('newsList');
    await page.getByRole('button', { name: 'Ajouter le bloc à la page' }).click();
    await canvas.getByText(/^Actualités/).waitFor();
    const title = page.locator('.builder-block-form').getByLabel(/^Titre/);
    await title.fill(NEWS_TITLE);
    await title.blur();
    await canvas.getByText(`Actualités « ${NEWS_TITLE} »`).waitFor();
    // a block added by the keyboard beside the canvas, then taken out again with its place
    await page.getByLabel('Type de bloc').selectOption('callToAction');
    await page.getByRole('button', { name: 'Ajouter le bloc à la page' }).focus();
    await page.keyboard.press('Enter');
    await canvas.getByText(/^Appel à l’action/).waitFor();
    await expect(canvas.locator('[data-parvis-block]').count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Retirer ce bloc de la page' }).click();
    await expect.poll(() => canvas.locator('[data-parvis-block]').count()).toBe(1);
    await expect(page.locator('.builder-block-list li').allTextContents()).resolves.toEqual([
      `Actualités « ${NEWS_TITLE} »`,
    ]);
    await expectNoAxeViolations(page, ['.builder-canvas']);
    await page.screenshot({ path: '.tmp/e2e-admin-builder-desktop.png', fullPage: true });

    // --- saved: the live page does not change, the draft's preview is drawn and sent ---
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect.poll(() => draftState(page).textContent()).toMatch(/^Brouillon enregistré à \d\d:\d\d par /);
    expect(await publicHtml(page)).toContain(FIRST_TEXT);
    const editor = await page.request.get(siteUrl('localhost', `/api/admin/page/${id}/layout`));
    const draft = ((await editor.json()) as { data: { draft: { id: number } } }).data.draft;
    await expect
      .poll(
        async () =>
          (
            await page.request.get(siteUrl('localhost', `/api/admin/page/${id}/layout/${draft.id}/preview`))
          ).headers()['content-type'],
        { timeout: 15_000 },
      )
      .toBe('image/webp');

    // --- published: visitors get the text and the news list, drawn by the site ---
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect.poll(() => draftState(page).textContent()).toBe('Publié');
    const html = await publicHtml(page);
    expect(html).toContain(TYPED);
    expect(html).not.toContain(FIRST_TEXT);
    expect(html).toContain(NEWS_TITLE);
    expect(html.indexOf(TYPED)).toBeLessThan(html.indexOf(NEWS_TITLE));
    // the page's markup holds no place of a block and nothing of the editor
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(TYPED);
    expect(main).not.toMatch(/data-parvis-block|data-gjs|gjs-/);
    expect(unexpectedProblems(problems)).toEqual([]);

    // --- the page list shows the page's picture, and leads back to the builder ---
    await page.goto(siteUrl('localhost', '/admin/pages'));
    await hydrated(page);
    const row = page.locator('.tree-row', { has: page.getByRole('heading', { name: TITLE, exact: true }) });
    // a picture of the list loads when it comes into view
    await row.locator('img.tree-preview').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        row
          .locator('img.tree-preview')
          .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    await row.getByRole('link', { name: `Modifier le contenu de « ${TITLE} »` }).click();
    await canvas.getByText(TYPED).waitFor({ timeout: 20_000 });
    expect(unexpectedProblems(problems)).toEqual([]);

    // --- a visitor's page: the news list's articles, no editor code ---
    const visitor = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-FR' });
    await consentGiven(visitor, 'localhost');
    const publicPage = await visitor.newPage();
    const scripts: string[] = [];
    publicPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await publicPage.goto(siteUrl('localhost', `/${SLUG}`));
    await hydrated(publicPage);
    await publicPage.getByRole('heading', { level: 2, name: NEWS_TITLE }).waitFor();
    await publicPage.getByText(TYPED).waitFor();
    await expect(
      publicPage.locator('.grape-page article a[href^="/actualites/"]').count(),
    ).resolves.toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => EDITOR_CODE.test(url))).toEqual([]);
    await visitor.close();

    // --- the town hall as it was: the page in the trash ---
    const trashed = await page.request.delete(siteUrl('localhost', `/api/admin/pages/${id}`), {
      headers: { Origin: origin() },
    });
    expect(trashed.status()).toBe(200);
    await context.close();
  });

  it('says below 1024 px that the canvas needs a wide screen and names the block editor, without loading it', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    const id = await newBuilderPage(page, 'Fête de l’été');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(siteUrl('localhost', `/admin/pages/${id}/contenu`));
    await hydrated(page);
    await page.getByText(/L’éditeur visuel demande un écran d’au moins 1 024 pixels/).waitFor();
    await page.getByRole('link', { name: 'ses réglages' }).waitFor();
    expect(scripts.filter((url) => /builder-canvas|grapes/i.test(url))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems)).toEqual([]);
    const trashed = await page.request.delete(siteUrl('localhost', `/api/admin/pages/${id}`), {
      headers: { Origin: origin() },
    });
    expect(trashed.status()).toBe(200);
    await context.close();
  });
});
