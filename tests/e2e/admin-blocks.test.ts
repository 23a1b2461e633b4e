// The block editor in the admin panel (issue 14, ADR 015) in Chromium: the town hall's ADMIN opens
// a new page's content from the page tree, adds a rich text by the keyboard (a word in bold) and a
// call to action, moves it up by the keyboard, sees both in the preview drawn by the public page's
// components, saves the draft (the public page does not change), publishes it (the public page
// shows it, and loads no editor code), publishes a change (one earlier version, compared with the
// live page); the editor is axe clean at 1280 px and at 390 px, where nothing is wider than the
// screen. The page made here ends in the trash: the other tests read the town hall as seeded.
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
const TITLE = 'Conseil des sages';
const SLUG = 'conseil-des-sages';
const TEXT = 'Le conseil des sages se réunit chaque mois en';
const CTA = 'Rejoindre le conseil';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const preview = (page: Page) => page.getByRole('region', { name: 'Aperçu' });
const draftState = (page: Page) => page.locator('#block-editor-status');
const origin = () => siteUrl('localhost', '').replace(/\/$/, '');
const openEditorFromTree = async (page: Page, id: number) => {
  await page.getByRole('link', { name: `Modifier le contenu de « ${TITLE} »` }).click();
  await page.waitForURL(siteUrl('localhost', `/admin/pages/${id}/contenu`));
  await heading(page, `Contenu de « ${TITLE} »`).waitFor();
};

/** A page of the town hall, published but without blocks yet, made through the API. */
async function newPage(page: Page): Promise<number> {
  const res = await page.request.post(siteUrl('localhost', '/api/admin/pages'), {
    headers: { Origin: origin() },
    data: { title: TITLE, locale: 'fr_FR', parentId: null, isValid: true, showInMenu: false },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The public page's HTML, as a visitor gets it. */
const publicHtml = async (page: Page) => (await page.request.get(siteUrl('localhost', `/${SLUG}`))).text();

describe('the block editor at 1280 px', () => {
  it('builds a page of blocks by the keyboard, previews, saves, publishes and keeps the earlier version', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    const id = await newPage(page);

    // --- from the page tree to the page's content ---
    await page.goto(siteUrl('localhost', '/admin/pages'));
    await hydrated(page);
    await openEditorFromTree(page, id);
    await expect(draftState(page).textContent()).resolves.toBe('Rien n’est encore publié');
    await expectNoAxeViolations(page);

    // --- a rich text, added and typed by the keyboard, a word in bold ---
    const kind = page.getByLabel('Type de bloc');
    await expect(kind.inputValue()).resolves.toBe('richText');
    await kind.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ajouter le bloc');
    await page.keyboard.press('Enter');
    const text = page.getByRole('textbox', { name: 'Texte' });
    await expect.poll(() => text.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type(`${TEXT} `);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('janvier');
    await expect(
      page.getByRole('button', { name: 'Gras', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await expect(draftState(page).textContent()).resolves.toBe('Modifications non enregistrées');
    // left: the preview draws it with the public page's own view
    await page.keyboard.press('Tab');
    await expect
      .poll(() => preview(page).locator('.rich-text').innerHTML())
      .toBe(`<p>${TEXT} <strong>janvier</strong>.</p>`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-blocks-text-desktop.png', fullPage: true });

    // --- a call to action, after the rich text (the block whose form is open) ---
    await kind.selectOption('callToAction');
    await expect(page.locator('.block-add-description').textContent()).resolves.toBe(
      'Un court texte et un bouton vers une page.',
    );
    await page.getByRole('button', { name: 'Ajouter le bloc' }).click();
    // its form opens, its first field focused; its errors show once a field is left
    await expect.poll(() => focusedId(page)).toMatch(/^block-call-to-action-[a-z0-9]{6}-field-title$/);
    await page.keyboard.type(CTA);
    await page.getByLabel('Adresse du bouton').fill('nous-contacter');
    await page.getByLabel('Adresse du bouton').blur();
    await page.getByText('Saisissez un chemin du site commençant par /', { exact: false }).waitFor();
    await preview(page)
      .getByText(`Le bloc Appel à l’action « ${CTA} » n’est pas affiché`, { exact: false })
      .waitFor();
    await page.getByLabel('Texte du bouton').fill('Écrire à la mairie');
    await page.getByLabel('Adresse du bouton').fill('/nous-contacter');
    await page.getByLabel('Adresse du bouton').blur();
    await preview(page).getByRole('link', { name: 'Écrire à la mairie' }).waitFor();

    // --- moved up by the keyboard: the focus stays on its button, the move is said ---
    const up = page.getByRole('button', { name: `Monter le bloc Appel à l’action « ${CTA} »` });
    await up.focus();
    const upId = await focusedId(page);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.block-editor-form p[role="status"]').textContent())
      .toMatch(new RegExp(`^Bloc déplacé : Appel à l’action « ${CTA} », position 1 sur 2\\.`));
    expect(await focusedId(page)).toBe(upId);
    // the drag and drop's keyboard: picked up, moved, then cancelled with Escape, said in French
    await page.getByRole('button', { name: /^Glisser-déposer le bloc Texte/ }).focus();
    await page.keyboard.press('Space');
    await page.locator('.block-item-ghost').waitFor();
    // the keyboard sensor listens from the effect after the pick-up: an arrow pressed before it is
    // lost, so press until the move is said (at the top, a further press changes nothing)
    const live = page.locator('[id^="DndLiveRegion"]');
    const movedUp = /^Texte « Le conseil des sages .* » irait en position 1 sur 2\.$/;
    for (let i = 0; i < 10 && !movedUp.test((await live.textContent()) ?? ''); i++) {
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(100);
    }
    await expect.poll(() => live.textContent()).toMatch(movedUp);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
      .toMatch(/^Déplacement annulé : Texte « .* » reste à sa place\.$/);
    // the preview in the new order, the call to action first
    await expect
      .poll(() =>
        preview(page)
          .locator('.cta-block, .rich-text')
          .evaluateAll((blocks) => blocks.map((b) => b.className)),
      )
      .toEqual(['block cta-block', 'rich-text block']);
    // a link of the preview leads nowhere: the editor stays
    await preview(page).getByRole('link', { name: 'Écrire à la mairie' }).click();
    expect(page.url()).toBe(siteUrl('localhost', `/admin/pages/${id}/contenu`));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-blocks-desktop.png', fullPage: true });

    // --- the draft saved: the live page does not change ---
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect.poll(() => draftState(page).textContent()).toMatch(/^Brouillon enregistré à \d\d:\d\d par /);
    expect(await publicHtml(page)).not.toContain(TEXT);
    // the page tree says the page has a draft
    await page.getByRole('link', { name: 'Retour aux pages' }).click();
    await heading(page, 'Pages').waitFor();
    const row = page.locator('.tree-row', { has: page.getByRole('heading', { name: TITLE, exact: true }) });
    await expect(row.locator('.admin-tag').allTextContents()).resolves.toContain('Brouillon');
    await openEditorFromTree(page, id);

    // --- published: the public page shows it ---
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect.poll(() => draftState(page).textContent()).toBe('Publié');
    const html = await publicHtml(page);
    expect(html).toContain(`${TEXT} <strong>janvier</strong>.`);
    expect(html.indexOf(CTA)).toBeLessThan(html.indexOf(TEXT));

    // --- a change published: the layout it replaced is one earlier version ---
    await page.getByRole('button', { name: /^Appel à l’action/ }).click();
    await page.getByLabel('Texte du bouton').fill('Nous écrire');
    await page.getByLabel('Texte du bouton').blur();
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect.poll(() => draftState(page).textContent()).toBe('Publié');
    const versions = page.getByRole('table', { name: 'Versions précédentes, les plus récentes d’abord' });
    await expect.poll(() => versions.locator('tbody tr').count()).toBe(1);
    await expect(versions.locator('tbody tr').textContent()).resolves.toContain(ADMIN);
    await expect(versions.locator('tbody tr').textContent()).resolves.toContain('2 blocs');
    await versions.getByRole('button', { name: /^Comparer/ }).click();
    await page.locator('.block-changes').getByText(`Modifié : Appel à l’action « ${CTA} »`).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-blocks-revisions-desktop.png', fullPage: true });
    expect(await publicHtml(page)).toContain('Nous écrire');

    // --- a visitor's page loads no editor code ---
    const visitor = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-FR' });
    await consentGiven(visitor, 'localhost');
    const publicPage = await visitor.newPage();
    const scripts: string[] = [];
    publicPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await publicPage.goto(siteUrl('localhost', `/${SLUG}`));
    await hydrated(publicPage);
    await publicPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await publicPage.getByText('janvier', { exact: true }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /block-editor|panel-routes|tiptap|prosemirror/i.test(url))).toEqual([]);
    await visitor.close();

    // --- the town hall as it was: the page in the trash ---
    const trashed = await page.request.delete(siteUrl('localhost', `/api/admin/pages/${id}`), {
      headers: { Origin: origin() },
    });
    expect(trashed.status()).toBe(200);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the block editor at 390 px', () => {
  it('lays the editor out on a phone, axe clean, the preview under the blocks', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    // the elections' page of the seed: its text, one block
    const pages = await page.request.get(siteUrl('localhost', '/api/admin/pages?locale=fr_FR'));
    const elections = ((await pages.json()) as { data: { id: number; title: string }[] }).data.find(
      (p) => p.title === 'Les élections',
    )!;
    await page.goto(siteUrl('localhost', `/admin/pages/${elections.id}/contenu`));
    await hydrated(page);
    await heading(page, 'Contenu de « Les élections »').waitFor();
    await page
      .getByRole('button', { name: /^Texte/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Texte' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const form = (await page.locator('.block-editor-form').boundingBox())!;
    const shown = (await preview(page).boundingBox())!;
    expect(shown.y).toBeGreaterThan(form.y + form.height - 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-blocks-mobile.png', fullPage: true });
    await page.screenshot({ path: '.tmp/e2e-admin-blocks-mobile-top.png' });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
