// The page tree in the admin panel (issue 14, ADR 014) in Chromium: the town hall's ADMIN adds a
// page to the menu, finds it on the public site, moves it with the move buttons and by the drag and
// drop's keyboard (its old address answers a 301 to the new one), deletes it to the trash and
// restores it, and adds a redirect from an old site's address; the list, the form, the redirects
// and the trash are axe clean at 1280 px, the list at 390 px too. The page ends in the trash and
// the redirects made here are deleted: the other tests read the town hall's menu as seeded.
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
const TITLE = 'Élections municipales';
const SLUG = 'elections-municipales';
const OLD_SITE = '/ancien-site/mairie.html';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });
const row = (page: Page, title: string) =>
  page.locator('.tree-row', { has: page.getByRole('heading', { name: title, exact: true }) });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const moveNews = (page: Page) => page.locator('.admin-content p[role="status"][aria-live="polite"]');

/** Where a public address leads, as the server answers it (no redirect followed). */
async function answerOf(page: Page, path: string) {
  const res = await page.request.get(siteUrl('localhost', path), { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location ?? null };
}

/** The root pages of the tree, in order (their titles). */
const rootTitles = (page: Page) =>
  page.locator('.tree-root > .tree-item > .tree-row .tree-title').allTextContents();

async function openPanel(page: Page, path: string, title: string) {
  const res = await page.goto(siteUrl('localhost', path));
  expect(res?.status()).toBe(200);
  await hydrated(page);
  await heading(page, title).waitFor();
}

describe('the page tree at 1280 px', () => {
  it('adds a page to the menu, moves it by keyboard, trashes and restores it, and redirects an old address to it', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);

    // --- the list, rendered by the server then hydrated ---
    await openPanel(page, '/admin/pages', 'Pages');
    expect(await page.title()).toBe('Pages | Vallon-sur-Lys');
    await expect(
      panelNav(page).getByRole('link', { name: 'Pages' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    const home = row(page, 'Accueil');
    await expect(home.locator('.admin-tag').allTextContents()).resolves.toContain('Accueil');
    // the home page stays at the top level: no button takes it out
    await expect(home.getByRole('button', { name: /sous la page précédente/ }).count()).resolves.toBe(0);
    await expect(home.getByRole('button', { name: /niveau supérieur/ }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Redirections', exact: true }).first().waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-pages-desktop.png', fullPage: true });
    await page.screenshot({ path: '.tmp/e2e-admin-pages-top-desktop.png' });

    // --- a new page at the top level, published and in the menu ---
    await page.getByRole('link', { name: 'Ajouter une page' }).click();
    await page.waitForURL(siteUrl('localhost', '/admin/pages/nouvelle'));
    await heading(page, 'Nouvelle page').waitFor();
    await page.getByLabel('Titre', { exact: true }).fill(TITLE);
    await expect(page.locator('.admin-slug-preview').textContent()).resolves.toBe(
      `Adresse complète : /${SLUG}`,
    );
    await expect(
      page.getByText('Laissez vide pour la déduire du titre.', { exact: false }).count(),
    ).resolves.toBe(1);
    await page.getByLabel('Publiée').check();
    await expect(page.getByLabel('Afficher dans le menu').isChecked()).resolves.toBe(true);
    // an ADMIN has no field for the code a link runs
    await expect(page.getByLabel('Code JavaScript du lien').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-page-new-desktop.png', fullPage: true });
    await page.getByRole('button', { name: 'Créer la page' }).click();
    await page.waitForURL(/\/admin\/pages\/\d+$/);
    await page.getByRole('status').filter({ hasText: 'La page est créée.' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await heading(page, `Modifier « ${TITLE} »`).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-page-form-desktop.png', fullPage: true });

    // --- on the public site: in the main menu, at its address ---
    await page.goto(siteUrl('localhost', '/'));
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(siteUrl('localhost', `/${SLUG}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // --- moved by keyboard under the page before it: the old address answers a 301 ---
    await openPanel(page, '/admin/pages', 'Pages');
    const roots = await rootTitles(page);
    expect(roots.at(-1)).toBe(TITLE);
    const previous = roots.at(-2)!;
    const indent = page.getByRole('button', { name: `Mettre « ${TITLE} » sous la page précédente` });
    await indent.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => moveNews(page).textContent())
      .toMatch(new RegExp(`^Page déplacée : « ${TITLE} », position 1 sur 1, sous « ${previous} »\\.`));
    // the focus stays on the same button of the moved page
    expect(await focusedId(page)).toBe(`page-${id}-indent`);
    const parentPath = await row(page, previous).locator('.tree-path code').textContent();
    const moved = `${parentPath}/${SLUG}`;
    await expect(row(page, TITLE).locator('.tree-path code').textContent()).resolves.toBe(moved);
    await expect.poll(() => answerOf(page, `/${SLUG}`)).toEqual({ status: 301, location: moved });

    // --- reordered by the drag and drop's keyboard: up one row, one level out, dropped ---
    const handle = page.getByRole('button', { name: `Glisser-déposer « ${TITLE} »` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.locator('.tree-row-ghost').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.screenshot({ path: '.tmp/e2e-admin-pages-drag-desktop.png' });
    await page.keyboard.press('Space');
    await expect.poll(() => rootTitles(page)).toEqual([...roots.slice(0, -2), TITLE, previous]);
    await expect
      .poll(() => moveNews(page).textContent())
      .toMatch(
        new RegExp(
          `^Page déplacée : « ${TITLE} », position ${roots.length - 1} sur ${roots.length}, au premier niveau`,
        ),
      );
    await expect.poll(() => focusedId(page)).toBe(`page-${id}-drag`);
    await expect(row(page, TITLE).locator('.tree-path code').textContent()).resolves.toBe(`/${SLUG}`);
    // the address it left redirects to where it is now
    await expect.poll(() => answerOf(page, moved)).toEqual({ status: 301, location: `/${SLUG}` });
    await expect(answerOf(page, `/${SLUG}`)).resolves.toMatchObject({ status: 200 });
    expect(page.url()).toBe(siteUrl('localhost', '/admin/pages'));

    // --- by the pointer: dragged down over the next page and to the right, it goes under it ---
    const from = (await row(page, TITLE).locator('.tree-handle').boundingBox())!;
    const below = (await row(page, previous).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2 + 48, below.y + below.height / 2 + 12, { steps: 12 });
    await page.screenshot({ path: '.tmp/e2e-admin-pages-pointer-desktop.png' });
    await page.mouse.up();
    await expect.poll(() => row(page, TITLE).locator('.tree-path code').textContent()).toBe(moved);
    await expect.poll(() => rootTitles(page)).toEqual(roots.slice(0, -1));
    // and back to the top level by its button, after the page it was under
    await page.getByRole('button', { name: `Mettre « ${TITLE} » au niveau supérieur` }).click();
    await expect.poll(() => rootTitles(page)).toEqual(roots);
    expect(await focusedId(page)).toBe(`page-${id}-outdent`);

    // --- deleted to the trash after a confirmation, then restored ---
    await page.getByRole('link', { name: `Modifier « ${TITLE} »` }).click();
    await heading(page, `Modifier « ${TITLE} »`).waitFor();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer « ${TITLE} » ?` });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annuler');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-page-delete-desktop.png' });
    await dialog.getByRole('button', { name: 'Supprimer la page' }).click();
    await page.waitForURL(siteUrl('localhost', '/admin/pages'));
    await page
      .getByRole('status')
      .filter({
        hasText: `La page « ${TITLE} » est dans la corbeille : elle peut y être restaurée pendant 30 jours.`,
      })
      .waitFor();
    await expect(row(page, TITLE).count()).resolves.toBe(0);
    await expect(answerOf(page, `/${SLUG}`)).resolves.toMatchObject({ status: 404 });

    await page.getByRole('link', { name: 'Ouvrir la corbeille' }).click();
    await heading(page, 'Corbeille').waitFor();
    const trash = page.getByRole('table', { name: 'Pages et fichiers supprimés, les plus récents d’abord' });
    const entry = trash
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: TITLE }) })
      .first();
    await expect(entry.textContent()).resolves.toContain(ADMIN);
    await expect(entry.textContent()).resolves.toContain('1 page');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-trash-desktop.png', fullPage: true });
    await entry.getByRole('button', { name: `Restaurer « ${TITLE} »` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `« ${TITLE} » est restaurée` })
      .waitFor();
    await expect.poll(() => answerOf(page, `/${SLUG}`)).toMatchObject({ status: 200 });

    // --- a redirect from an old site's address ---
    await panelNav(page).getByRole('link', { name: 'Redirections' }).click();
    await heading(page, 'Redirections').waitFor();
    await page.getByLabel('Ancienne adresse', { exact: true }).fill(OLD_SITE);
    await page.getByLabel('Nouvelle adresse', { exact: true }).fill(`/${SLUG}`);
    await page.getByRole('button', { name: 'Ajouter la redirection' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `La redirection depuis ${OLD_SITE} est ajoutée.` })
      .waitFor();
    const table = page.getByRole('table', { name: 'Redirections du site, les plus récentes d’abord' });
    await expect(table.locator('th[scope="col"]').allTextContents()).resolves.toEqual([
      'Ancienne adresse',
      'Nouvelle adresse',
      'Ajoutée le',
      'Actions',
    ]);
    await table.getByRole('rowheader', { name: OLD_SITE }).waitFor();
    await expect(answerOf(page, OLD_SITE)).resolves.toEqual({ status: 301, location: `/${SLUG}` });
    // the same address twice: the API's French refusal
    await page.getByLabel('Ancienne adresse', { exact: true }).fill(OLD_SITE);
    await page.getByLabel('Nouvelle adresse', { exact: true }).fill('/mairie');
    await page.getByRole('button', { name: 'Ajouter la redirection' }).click();
    await page.locator('.form-summary[role="alert"]').waitFor();
    await expect(page.locator('.form-summary-title').first().textContent()).resolves.toMatch(/redirection/i);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-redirects-desktop.png', fullPage: true });

    // --- the town hall as it was: the redirects made here deleted, the page in the trash ---
    for (;;) {
      const ours = table.getByRole('row').filter({ hasText: SLUG });
      if ((await ours.count()) === 0) break;
      await ours
        .first()
        .getByRole('button', { name: /^Supprimer la redirection depuis/ })
        .click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Supprimer la redirection' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'est supprimée.' }).waitFor();
    }
    await expect(answerOf(page, OLD_SITE)).resolves.toMatchObject({ status: 404 });
    await page.goto(siteUrl('localhost', `/admin/pages/${id}`));
    await hydrated(page);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la page' }).click();
    await page.waitForURL(siteUrl('localhost', '/admin/pages'));
    await expect(answerOf(page, `/${SLUG}`)).resolves.toMatchObject({ status: 404 });

    // the public pages answered 404 on purpose, the duplicate redirect 409
    expect(unexpectedProblems(problems, [404, 409])).toEqual([]);
    await context.close();
  });
});

describe('the page tree at 390 px', () => {
  it('lays the list out on a phone, axe clean', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    await openPanel(page, '/admin/pages', 'Pages');
    // nothing wider than the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await row(page, 'Vivre à Vallon-sur-Lys').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-pages-mobile.png', fullPage: true });
    await row(page, 'Vivre à Vallon-sur-Lys').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/e2e-admin-pages-mobile-rows.png' });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
