// The site's look, parameters and addresses in the admin panel (issue 14, ADR 016) in Chromium: the
// town hall's ADMIN makes the primary colour too light on Apparence — the preview takes it at once
// and a contrast warning names the colour the site will show instead — saves it and finds it in
// the public home page's :root variables; sends a new logo to the media library with its text and
// finds it in the public header; changes an opening hour on Réglages, where a wrong e-mail gets its
// French error as the field is left; adds an address. The three screens are axe clean at 1280 px,
// Apparence at 390 px too, where nothing is wider than the screen. Everything changed here is put
// back: the other tests read the town hall as seeded.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
const LIGHT = '#f5d0c0';
const LOGO_TEXT = 'Blason de Vallon-sur-Lys (essai)';
const MONDAY = '9h00–12h30 et 14h00–18h00';
const PLACE = 'Médiathèque des Tilleuls';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const origin = () => siteUrl('localhost', '').replace(/\/$/, '');
const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const saved = (page: Page, name: string) =>
  section(page, name).getByRole('status').filter({ hasText: 'Enregistré' });

async function openPanel(page: Page, path: string, title: string) {
  const res = await page.goto(siteUrl('localhost', path));
  expect(res?.status()).toBe(200);
  await hydrated(page);
  await heading(page, title).waitFor();
}

/** A call of the admin API with the session's cookie (writes need the site's Origin). */
async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(siteUrl('localhost', `/api${path}`), {
    method,
    headers: { Origin: origin() },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

type Groups = { parameters: { type: string; value: string | null }[] }[];
type Theme = { logos: { type: string; url: string | null; alt: string }[] };

/** The stored value of a parameter. */
const storedValue = (groups: Groups, type: string) =>
  groups.flatMap((g) => g.parameters).find((p) => p.type === type)?.value ?? null;

/** The public home page's theme: the `:root` rule of its head. */
const rootVariables = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'),
  );

describe('the site’s look, settings and addresses at 1280 px', () => {
  it('previews and saves a colour with its contrast warning, changes the logo and an opening hour, adds an address', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    const before = await api<Groups>(page.request, 'GET', '/admin/parameters');
    const theme = await api<Theme>(page.request, 'GET', '/admin/theme');
    const logo = theme.logos.find((l) => l.type === 'LOGO')!;
    try {
      // --- Apparence: the primary colour, previewed as typed, with its contrast warning ---
      await openPanel(page, '/admin/apparence', 'Apparence');
      expect(await page.title()).toBe('Apparence | Vallon-sur-Lys');
      const sample = page.locator('.theme-sample');
      const primary = () =>
        sample.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
      const button = () =>
        sample.locator('.theme-sample-button').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await primary()).toBe('#c04c1b');
      const menuWarning = page.locator('.appearance-warning').filter({ hasText: 'La couleur du menu actif' });
      await expect(menuWarning.count()).resolves.toBe(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/admin-appearance-desktop.png', fullPage: true });

      const code = page.getByLabel('Couleur principale', { exact: true });
      await code.fill(LIGHT);
      await expect.poll(primary).toBe(LIGHT);
      expect(await button()).toBe('rgb(245, 208, 192)');
      await menuWarning.waitFor();
      await expect(menuWarning.textContent()).resolves.toContain(LIGHT);
      const primaryWarning = page
        .locator('.appearance-warning')
        .filter({ hasText: `La couleur principale ${LIGHT}` });
      await expect(primaryWarning.textContent()).resolves.toMatch(
        /le site affichera ce texte en #[0-9a-f]{6} à la place/,
      );
      // the field says it is described by the warnings
      const describedBy = (await code.getAttribute('aria-describedby')) ?? '';
      expect(describedBy.split(' ')).toContain('contrast-primary');
      await page.getByLabel('Nuancier de « Couleur principale »').waitFor();
      await section(page, 'Couleurs').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/admin-appearance-warning-desktop.png' });
      await page.getByRole('button', { name: 'Enregistrer « Couleurs et thème »' }).click();
      await saved(page, 'Couleurs').waitFor();

      await page.goto(siteUrl('localhost', '/'));
      expect(await rootVariables(page)).toMatch(new RegExp(`:root\\{[^}]*--color-primary:${LIGHT}[;}]`));

      // --- a new logo, sent to the media library with its text ---
      await openPanel(page, '/admin/apparence', 'Apparence');
      await page.getByRole('button', { name: 'Changer « Logo principal »' }).click();
      await page.getByRole('heading', { name: 'Choisir l’image de « Logo principal »' }).waitFor();
      await page.getByRole('button', { name: 'Ajouter une nouvelle image à la médiathèque' }).click();
      const png = await sharp({
        create: { width: 240, height: 80, channels: 3, background: { r: 29, g: 78, b: 216 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Fichier de l’image')
        .setInputFiles({ name: 'blason-essai.png', mimeType: 'image/png', buffer: png });
      await page.getByLabel('Texte de l’image').fill('Blason bleu');
      await page.getByRole('button', { name: 'Ajouter l’image' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'L’image « Blason bleu » est dans la médiathèque' })
        .waitFor();
      const choice = page.getByRole('radio', { name: 'Blason bleu' });
      await expect(choice.isChecked()).resolves.toBe(true);
      await page.getByLabel('Texte du logo').fill(LOGO_TEXT);
      await page.screenshot({ path: '/tmp/admin-appearance-logo-desktop.png' });
      await page.getByRole('button', { name: 'Enregistrer le logo' }).click();
      await page
        .locator('.appearance-logo')
        .filter({ has: page.getByRole('heading', { name: 'Logo principal' }) })
        .getByRole('status')
        .filter({ hasText: 'Enregistré' })
        .waitFor();

      await page.goto(siteUrl('localhost', '/'));
      const brand = page.locator('.brand-logo');
      await expect(brand.getAttribute('alt')).resolves.toBe(LOGO_TEXT);
      await expect(brand.getAttribute('src')).resolves.toMatch(/^\/media\/.*blason-essai.*\.png$/);

      // --- Réglages: an opening hour saved, a wrong e-mail refused as the field is left ---
      await openPanel(page, '/admin/reglages', 'Réglages');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/admin-settings-desktop.png', fullPage: true });
      await section(page, 'Textes légaux').screenshot({ path: '/tmp/admin-settings-legal-desktop.png' });
      await page
        .getByRole('navigation', { name: 'Parties des réglages' })
        .getByRole('link', { name: 'Horaires d’ouverture' })
        .click();
      await page.getByLabel('Horaires du lundi').fill(MONDAY);
      await page.getByRole('button', { name: 'Enregistrer « Horaires d’ouverture »' }).click();
      await saved(page, 'Horaires d’ouverture').waitFor();
      await expect
        .poll(async () =>
          storedValue(await api<Groups>(page.request, 'GET', '/admin/parameters'), 'OPENING_HOURS_MONDAY'),
        )
        .toBe(MONDAY);
      const email = page.getByLabel('E-mail', { exact: true });
      await email.fill('mairie@vallon');
      await email.press('Tab');
      const error = section(page, 'Identité').locator('.field-error');
      await expect(error.textContent()).resolves.toContain(
        'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
      );
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      // fixed as typed, the error goes
      await email.fill('mairie@vallon-sur-lys.fr');
      await expect.poll(() => error.count()).toBe(0);

      // --- Adresses: one added ---
      await openPanel(page, '/admin/adresses', 'Adresses');
      await expectNoAxeViolations(page);
      const form = section(page, 'Ajouter une adresse');
      await form.getByLabel('Nom', { exact: true }).fill(PLACE);
      await form.getByLabel('Adresse', { exact: true }).fill('4 rue des Écoles');
      await form.getByLabel('Code postal').fill('59270');
      await form.getByLabel('Ville').fill('Vallon-sur-Lys');
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: 'Ajouter l’adresse' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `L’adresse « ${PLACE} » est ajoutée.` })
        .waitFor();
      await page.getByRole('heading', { level: 3, name: PLACE }).waitFor();
      await page.screenshot({ path: '/tmp/admin-addresses-desktop.png', fullPage: true });
      // and deleted, after a confirmation
      await page.getByRole('button', { name: `Supprimer l’adresse « ${PLACE} »` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Supprimer l’adresse « ${PLACE} » ?` });
      await dialog.getByRole('button', { name: 'Supprimer l’adresse' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `L’adresse « ${PLACE} » est supprimée.` })
        .waitFor();
    } finally {
      // --- the town hall as seeded ---
      await api(page.request, 'PUT', '/admin/parameters', {
        values: {
          PRIMARY_COLOR: storedValue(before, 'PRIMARY_COLOR'),
          OPENING_HOURS_MONDAY: storedValue(before, 'OPENING_HOURS_MONDAY'),
        },
      });
      if (logo.url)
        await api(page.request, 'PUT', '/admin/theme/logos/LOGO', { url: logo.url, alt: logo.alt });
      const library = await api<{ items: { id: number; alt: string }[] }>(
        page.request,
        'GET',
        '/admin/media?kind=image&nbItem=100',
      );
      for (const item of library.items.filter((i) => i.alt === 'Blason bleu'))
        await api(page.request, 'DELETE', `/admin/media/${item.id}`);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the look at 390 px', () => {
  it('lays Apparence out on a phone, axe clean', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    await openPanel(page, '/admin/apparence', 'Apparence');
    await page.getByRole('button', { name: 'Changer « Logo principal »' }).click();
    await page.getByRole('radio').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/admin-appearance-mobile.png', fullPage: true });
    for (const [path, title, shot] of [
      ['/admin/reglages', 'Réglages', 'settings'],
      ['/admin/adresses', 'Adresses', 'addresses'],
    ] as const) {
      await openPanel(page, path, title);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wider, path).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/admin-${shot}-mobile.png`, fullPage: true });
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
