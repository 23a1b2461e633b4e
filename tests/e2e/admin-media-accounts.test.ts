// The media library and the accounts in the admin panel (issue 14, ADR 017 and 018) in Chromium:
// the town hall's ADMIN adds an image (refused first without its alt text, said by the field), finds
// it in the grid with its thumbnail, opens it, changes its alt text, sees it is not used, deletes it
// and finds it in the trash; a file still used is refused with the API's sentence. On the accounts,
// they search a visitor, invite an administrator (the row says the invitation is sent, a second
// invitation to the same address is refused by the field) and block the visitor. Both screens are axe
// clean at 1280 px, the accounts at 390 px too, with nothing wider than the screen.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures.ts';
import {
  consentGiven,
  loginByApi,
  registerByApi,
  unexpectedProblems,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ADMIN = 'admin@vallon-sur-lys.test';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function openPanel(page: Page, path: string, title: string) {
  const res = await page.goto(siteUrl('localhost', path));
  expect(res?.status()).toBe(200);
  await hydrated(page);
  await heading(page, title).waitFor();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the media library and the accounts at 1280 px', () => {
  it('adds an image, describes it, deletes it to the trash; invites an administrator and blocks a visitor', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: siteUrl('localhost', ''),
    });
    // a visitor of the town hall, blocked at the end (registered before the session: a
    // cookie-authenticated write from outside the page would be refused as cross-site)
    const visitor = uniqueEmail('visiteur-comptes');
    await registerByApi(page, 'localhost', {
      email: visitor,
      password: TEST_PASSWORD,
      lastname: 'Lavandier',
    });
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);

    // --- the library, rendered by the server then hydrated ---
    await openPanel(page, '/admin/medias', 'Médias');
    expect(await page.title()).toBe('Médias | Vallon-sur-Lys');
    await expect(
      page
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Médias' })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expectNoAxeViolations(page);

    // --- an image without its alt text: said by the field, nothing sent ---
    const stem = `lavoir-e2e-${Date.now()}`;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f7d6b' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Fichier', { exact: true })
      .setInputFiles({ name: `${stem}.png`, mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Ajouter le fichier' }).click();
    const altError = page.locator('#media-upload-alt-error');
    await expect(altError.textContent()).resolves.toContain('Ce champ est obligatoire.');
    await expect(
      page.getByLabel('Texte alternatif', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    // the summary at the top took the focus
    expect(await page.evaluate(() => document.activeElement?.classList.contains('form-summary'))).toBe(true);

    // --- with it: sent, and first in the grid with its thumbnail ---
    await page.getByLabel('Texte alternatif', { exact: true }).fill('Le lavoir du village');
    // the upload held a moment, to see it said while it runs
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/media', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Ajouter le fichier' }).click();
    await status(page, 'Envoi du fichier en cours…').waitFor();
    await expect(
      page.getByRole('button', { name: 'Ajouter le fichier' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await page.screenshot({ path: '/tmp/e2e-admin-media-sending-desktop.png' });
    release();
    await status(page, /est ajouté à la bibliothèque\./).waitFor();
    await page.unroute('**/api/admin/media');
    const name = (await status(page, /est ajouté/).textContent())!.match(/« (.+) »/)![1]!;
    expect(name).toMatch(new RegExp(`^${stem}-[0-9a-f]{8}\\.png$`));
    const first = page.locator('.media-card').first();
    await expect(first.locator('.media-card-name').textContent()).resolves.toBe(`Détails de ${name}`);
    const thumb = first.locator('img');
    await expect(thumb.getAttribute('src')).resolves.toBe(`/_ipx/w_320,f_webp/media/bibliotheque/${name}`);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await expect(first.locator('.media-card-meta').textContent()).resolves.toMatch(
      /Image · .+ · Non utilisé/,
    );
    // the form is empty again
    await expect(page.getByLabel('Texte alternatif', { exact: true }).inputValue()).resolves.toBe('');
    await page.screenshot({ path: '/tmp/e2e-admin-media-desktop.png', fullPage: true });

    // --- its details: the alt text changed, not used, the address copied ---
    await page.getByRole('button', { name: `Détails de ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await details.waitFor();
    await expect(details.textContent()).resolves.toContain('Image, PNG');
    await expect(details.textContent()).resolves.toContain('640 × 480 pixels');
    await details.getByText(/^Non utilisé/).waitFor();
    await details
      .getByLabel('Texte alternatif', { exact: true })
      .fill('Le lavoir restauré, au bord de la Lys');
    await details.getByRole('button', { name: 'Enregistrer le texte alternatif' }).click();
    await status(page, 'Le texte alternatif est enregistré.').waitFor();
    await expect(details.locator('.media-preview').getAttribute('alt')).resolves.toBe(
      'Le lavoir restauré, au bord de la Lys',
    );
    await details.getByRole('button', { name: 'Copier l’adresse' }).click();
    await status(page, /L’adresse (est copiée|n’a pas pu être copiée)/).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/e2e-admin-media-details-desktop.png' });

    // --- deleted after a confirmation: it leaves the list, for the trash ---
    await details.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Supprimer « ${name} » ?` });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annuler');
    await confirm.getByRole('button', { name: 'Supprimer le fichier' }).click();
    await status(
      page,
      `« ${name} » est dans la corbeille : il peut y être restauré pendant 30 jours.`,
    ).waitFor();
    await expect(details.count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: `Détails de ${name}` }).count()).resolves.toBe(0);
    expect((await page.request.get(siteUrl('localhost', `/media/bibliotheque/${name}`))).status()).toBe(404);

    await page.getByRole('link', { name: 'Ouvrir la corbeille' }).click();
    await heading(page, 'Corbeille').waitFor();
    const entry = page
      .getByRole('table', { name: 'Pages et fichiers supprimés, les plus récents d’abord' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `Fichier ${name}` }) });
    await expect(entry.textContent()).resolves.toContain(ADMIN);
    await expect(entry.textContent()).resolves.not.toContain('1 page');
    await page.screenshot({ path: '/tmp/e2e-admin-trash-media-desktop.png', fullPage: true });

    // --- a file still shown somewhere: the API's sentence in the dialog ---
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Médias' })
      .click();
    await heading(page, 'Médias').waitFor();
    const used = page.locator('.media-card', { hasText: /Utilisé à/ }).first();
    await used.getByRole('button').click();
    const usedDetails = page.getByRole('dialog');
    await usedDetails.locator('.media-usages li').first().waitFor();
    await usedDetails.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer le fichier' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('alert')
      .filter({ hasText: /encore affiché/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await usedDetails.waitFor({ state: 'detached' });

    // --- the accounts: a visitor found by a search ---
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Comptes' })
      .click();
    await heading(page, 'Comptes').waitFor();
    const table = () => page.getByRole('table', { name: /^Comptes, les administrateurs d’abord/ });
    const own = table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(ADMIN) }) });
    await expect(own.textContent()).resolves.toContain('Vous');
    await expect(own.getByRole('button').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/e2e-admin-accounts-desktop.png', fullPage: true });

    await page.getByLabel('Rechercher', { exact: true }).fill(visitor);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === visitor);
    await expect.poll(() => table().getByRole('rowheader').allTextContents()).toEqual([visitor]);
    const visitorRow = table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: visitor }) });
    await expect(visitorRow.textContent()).resolves.toContain('Visiteur');

    // --- an administrator invited: the row says so; the same address again is refused ---
    const invited = uniqueEmail('secretariat');
    await page.getByLabel('Adresse e-mail').fill(invited);
    await page.getByLabel('Prénom').fill('Claire');
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await status(
      page,
      `Une invitation a été envoyée à ${invited} : son lien pour choisir un mot de passe est valable 7 jours.`,
    ).waitFor();
    const invitedRow = table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: invited }) });
    await expect(invitedRow.textContent()).resolves.toContain('Invitation envoyée');
    await expect(invitedRow.textContent()).resolves.toContain('Administrateur');
    await page.getByLabel('Adresse e-mail').fill(invited);
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.locator('#account-invite-email-error').textContent()).resolves.toContain(
      'Un compte utilise déjà cette adresse.',
    );

    // --- the visitor blocked after a confirmation ---
    await visitorRow.getByRole('button', { name: `Bloquer ${visitor}` }).click();
    const block = page.getByRole('alertdialog', { name: `Bloquer le compte ${visitor} ?` });
    await block.waitFor();
    await block.getByRole('button', { name: 'Bloquer le compte' }).click();
    await status(page, `Le compte ${visitor} est bloqué.`).waitFor();
    await expect(visitorRow.textContent()).resolves.toContain('Bloqué');
    await visitorRow.getByRole('button', { name: `Débloquer ${visitor}` }).waitFor();
    // it can no longer sign in (the password is right: the answer says the account is blocked)
    const anonymous = await browser.newContext();
    const login = await anonymous.request.post(siteUrl('localhost', '/api/login'), {
      data: { email: visitor, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(403);
    expect((await login.json()).message).toMatch(/bloqué/);
    await anonymous.close();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/e2e-admin-accounts-done-desktop.png', fullPage: true });

    // the used file's 409 and the second invitation's 409
    expect(unexpectedProblems(problems, [409])).toEqual([]);
    await context.close();
  });
});

describe('the media library and the accounts at 390 px', () => {
  it('lays both screens out on a phone, the accounts axe clean', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    await openPanel(page, '/admin/comptes', 'Comptes');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/e2e-admin-accounts-mobile.png', fullPage: true });
    await openPanel(page, '/admin/medias', 'Médias');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/e2e-admin-media-mobile.png', fullPage: true });
    await page.locator('.media-card').first().getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: '/tmp/e2e-admin-media-details-mobile.png' });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
