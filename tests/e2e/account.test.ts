// Visitor accounts in the browser: registration, login, profile, logout, password
// reset through the e-mailed link, e-mail confirmation, export and deletion, at both widths.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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
import { linkIn, waitForMail } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PASSWORD = 'un chemin de halage au bord du Lys';
const NEW_PASSWORD = 'la passerelle du moulin en automne';

/** The header's account link: in the app bar on desktop, in the bottom bar on small screens. */
const accountLink = (page: Page, label: keyof typeof VIEWPORTS) =>
  label === 'desktop'
    ? page.locator('.app-bar .account-link')
    : page
        .getByRole('navigation', { name: 'Raccourcis' })
        .locator('a[href$="/auth"], a[href$="/mon-compte"]');

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('region', { name: 'Se connecter', exact: true });
  await login.getByLabel('Adresse e-mail').fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
}

describe.each(
  Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][],
)('accounts at %s width', (label, viewport) => {
  it('registers, logs in, edits the profile, confirms the address, logs out and back in', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'localhost');
    const email = uniqueEmail(`visiteur-${label}`);

    const res = await page.goto(siteUrl('localhost', '/auth'));
    expect(res?.status()).toBe(200);
    await hydrated(page);
    expect(await page.title()).toBe('Se connecter ou créer un compte | Vallon-sur-Lys');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect(accountLink(page, label).textContent()).resolves.toBe('Se connecter');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-auth-${label}.png`, fullPage: true });

    // registration: the town hall asks no birthdate and offers its newsletter, unticked
    const register = page.getByRole('region', { name: 'Créer un compte' });
    await expect(register.getByLabel('Date de naissance').count()).resolves.toBe(0);
    const optIn = register.getByLabel('Je souhaite recevoir la lettre d’information par e-mail');
    await expect(optIn.isChecked()).resolves.toBe(false);
    await register.getByLabel('Prénom').fill('Jeanne');
    await register.getByLabel('Nom', { exact: true }).fill('Martin');
    await register.getByLabel('Adresse e-mail').fill(email);
    await register.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await expect(
      register.getByLabel('Mot de passe', { exact: true }).getAttribute('autocomplete'),
    ).resolves.toBe('new-password');
    // the show/hide button
    await register.getByRole('button', { name: 'Afficher le mot de passe « Mot de passe »' }).click();
    await expect(register.getByLabel('Mot de passe', { exact: true }).getAttribute('type')).resolves.toBe(
      'text',
    );
    await register.getByRole('button', { name: 'Masquer le mot de passe « Mot de passe »' }).click();
    await optIn.check();
    await register.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(register.getByRole('status').textContent()).resolves.toContain(
      'Si cette adresse peut être utilisée, vous allez recevoir un e-mail',
    );

    await logIn(page, email, PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));
    await page.locator('h1', { hasText: 'Mon compte' }).waitFor();
    await expect(accountLink(page, label).textContent()).resolves.toBe('Mon compte');
    expect(await page.title()).toBe('Mon compte | Vallon-sur-Lys');
    await expect(page.getByText('Vous êtes connecté avec l’adresse').textContent()).resolves.toContain(email);
    // the address is not confirmed yet: the newsletter waits for it
    const newsletters = page.getByRole('region', { name: 'Lettres d’information' });
    await newsletters.getByText('Votre adresse e-mail n’est pas encore confirmée').waitFor();
    await expect(newsletters.getByLabel('La lettre de Vallon-sur-Lys').isChecked()).resolves.toBe(true);
    await expect(newsletters.getByLabel('Alertes travaux et circulation').isChecked()).resolves.toBe(false);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-account-${label}.png`, fullPage: true });

    // a logged-in visitor opening /auth goes to the account page
    await page.goto(siteUrl('localhost', '/auth'));
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));
    await hydrated(page);

    // profile
    const profile = page.getByRole('region', { name: 'Mes informations' });
    await profile.getByLabel('Prénom').fill('Jeanne-Marie');
    await profile.getByLabel('Téléphone').fill('06 12 34 56 78');
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(profile.getByRole('status').textContent()).resolves.toBe(
      'Vos informations sont enregistrées.',
    );
    await page.reload();
    await hydrated(page);
    await expect(profile.getByLabel('Prénom').inputValue()).resolves.toBe('Jeanne-Marie');
    await expect(profile.getByLabel('Téléphone').inputValue()).resolves.toBe('06 12 34 56 78');

    // newsletters
    await newsletters.getByLabel('Alertes travaux et circulation').check();
    await newsletters.getByRole('button', { name: 'Enregistrer mon choix' }).click();
    await newsletters.getByText('Votre choix de lettres d’information est enregistré.').waitFor();

    // the link of the welcome e-mail confirms the address, on first load
    const welcome = await waitForMail(email, /Confirmez votre adresse e-mail/);
    await page.goto(linkIn(welcome, '/mon-compte/confirmer-email/'));
    await hydrated(page);
    await expect(page.locator('main').textContent()).resolves.toContain(
      `Votre adresse ${email} est confirmée.`,
    );
    await page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await page.locator('h1', { hasText: 'Mon compte' }).waitFor();
    await expect(newsletters.getByText('pas encore confirmée').count()).resolves.toBe(0);
    await expect(newsletters.getByLabel('Alertes travaux et circulation').isChecked()).resolves.toBe(true);

    // a new address takes effect once the link sent to it is followed
    const newEmail = uniqueEmail(`nouvelle-${label}`);
    await profile.getByLabel('Adresse e-mail').fill(newEmail);
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(profile.getByRole('status').textContent()).resolves.toContain(
      `Un lien de confirmation a été envoyé à ${newEmail} : votre adresse changera une fois ce lien suivi.`,
    );
    await expect(profile.getByLabel('Adresse e-mail').inputValue()).resolves.toBe(email);
    const change = await waitForMail(newEmail, /Confirmez votre nouvelle adresse e-mail/);
    await page.goto(linkIn(change, '/mon-compte/confirmer-email/'));
    await hydrated(page);
    await expect(page.locator('main').textContent()).resolves.toContain(
      `Votre adresse ${newEmail} est confirmée.`,
    );
    await page.getByRole('link', { name: 'Aller à mon compte' }).click();
    await expect(page.getByText('Vous êtes connecté avec l’adresse').textContent()).resolves.toContain(
      newEmail,
    );

    // logout, then back in from the header
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await page.getByText('Vous êtes déconnecté.').waitFor();
    await expect(accountLink(page, label).textContent()).resolves.toBe('Se connecter');
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await accountLink(page, label).click();
    await page.waitForURL(siteUrl('localhost', '/auth'));
    await logIn(page, newEmail, PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));
    await expect(accountLink(page, label).textContent()).resolves.toBe('Mon compte');

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the link of the e-mail', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'localhost');
    const email = uniqueEmail(`oubli-${label}`);
    await registerByApi(page, 'localhost', { email, password: PASSWORD });

    await page.goto(siteUrl('localhost', '/auth'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL(siteUrl('localhost', '/password/reset/ask'));
    await page.locator('h1', { hasText: 'Mot de passe oublié ?' }).waitFor();
    await expectNoAxeViolations(page);
    // its own route on a first load too, not the optional-token one
    const direct = await page.request.get(siteUrl('localhost', '/password/reset/ask'));
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('<title>Mot de passe oublié ? | Vallon-sur-Lys</title>');

    // an empty address: the summary takes focus and the error sits beside the field
    await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
    expect(await focusedClass(page)).toContain('form-summary');
    const field = page.getByLabel('Adresse e-mail');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).resolves.toContain(
      'Ce champ est obligatoire.',
    );

    await field.fill(email);
    await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'Si un compte utilise cette adresse, vous allez recevoir un e-mail',
    );
    await page.screenshot({ path: `.tmp/e2e-reset-ask-${label}.png`, fullPage: true });

    const mail = await waitForMail(email, /Réinitialisation de votre mot de passe/);
    const link = linkIn(mail, '/password/reset/');
    expect(link).toMatch(
      new RegExp(`^http://localhost:${new URL(siteUrl('localhost')).port}/password/reset/.{10,}`),
    );
    await page.goto(link);
    await hydrated(page);
    expect(await page.title()).toBe('Choisir un nouveau mot de passe | Vallon-sur-Lys');
    await expectNoAxeViolations(page);

    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nouveau mot de passe, à nouveau', { exact: true }).fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    expect(await focusedClass(page)).toContain('form-summary');
    await page.getByText('Les deux mots de passe ne sont pas identiques.').first().waitFor();
    await page.screenshot({ path: `.tmp/e2e-reset-${label}.png`, fullPage: true });

    await page.getByLabel('Nouveau mot de passe, à nouveau', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await page.getByText('Votre mot de passe a été changé.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(siteUrl('localhost', '/auth'));
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));

    // the link works once
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nouveau mot de passe, à nouveau', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await page.getByText('Ce lien n’est plus valable').waitFor();
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await page.waitForURL(siteUrl('localhost', '/password/reset/ask'));

    // without a token, the page says where to get one
    await page.goto(siteUrl('localhost', '/password/reset'));
    await hydrated(page);
    await page.getByText('suivez le lien de l’e-mail').waitFor();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' }).count()).resolves.toBe(1);

    expect(unexpectedProblems(problems, [400])).toEqual([]);
    await context.close();
  });

  it('downloads the data and deletes the account after a confirmation step', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'localhost');
    const email = uniqueEmail(`depart-${label}`);
    await registerByApi(page, 'localhost', { email, password: PASSWORD });

    // the account page needs a session: the visitor logs in first and comes back
    await page.goto(siteUrl('localhost', '/mon-compte'));
    await page.waitForURL(siteUrl('localhost', '/auth?redirect=/mon-compte'));
    await hydrated(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));
    await hydrated(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.account.email).toBe(email);

    const danger = page.getByRole('region', { name: 'Supprimer mon compte' });
    const password = danger.getByLabel('Mot de passe actuel', { exact: true });
    // a wrong password: back to the first step, the error beside the field
    await password.fill('pas le bon mot de passe');
    await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await danger.getByRole('button', { name: 'Oui, supprimer définitivement mon compte' }).click();
    await danger.getByText('Ce n’est pas votre mot de passe actuel.').first().waitFor();
    expect(await focusedClass(page)).toContain('form-summary');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-delete-${label}.png`, fullPage: true });

    // cancelling keeps the account
    await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await danger.getByRole('button', { name: 'Non, garder mon compte' }).click();
    await expect(
      danger.getByRole('button', { name: 'Oui, supprimer définitivement mon compte' }).count(),
    ).resolves.toBe(0);

    await password.fill(PASSWORD);
    await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await danger.getByRole('button', { name: 'Oui, supprimer définitivement mon compte' }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await page.getByText('Votre compte a été supprimé').waitFor();
    await expect(accountLink(page, label).textContent()).resolves.toBe('Se connecter');
    await waitForMail(email, /Votre compte a été supprimé/);

    // the account is gone
    await accountLink(page, label).click();
    await page.waitForURL(siteUrl('localhost', '/auth'));
    await logIn(page, email, PASSWORD);
    await page.getByText('L’adresse e-mail ou le mot de passe est incorrect.').waitFor();
    expect(await focusedClass(page)).toContain('form-summary');

    expect(unexpectedProblems(problems, [400, 401])).toEqual([]);
    await context.close();
  });

  it('the wine estate asks a birthdate and refuses minors, in French beside the field', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'vins.localhost');
    await page.goto(siteUrl('vins.localhost', '/auth'));
    await hydrated(page);
    await expectNoAxeViolations(page);

    const register = page.getByRole('region', { name: 'Créer un compte' });
    const birthdate = register.getByLabel('Date de naissance');
    await expect(birthdate.getAttribute('type')).resolves.toBe('date');
    await expect(birthdate.getAttribute('autocomplete')).resolves.toBe('bday');
    await register.getByLabel('Prénom').fill('Léo');
    await register.getByLabel('Nom', { exact: true }).fill('Petit');
    await register.getByLabel('Adresse e-mail').fill(uniqueEmail(`mineur-${label}`));
    await register.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    const year = new Date().getFullYear() - 15;
    await birthdate.fill(`${year}-03-14`);
    await register.getByRole('button', { name: 'Créer mon compte' }).click();

    const message = 'Vous devez avoir au moins 18 ans pour créer un compte sur ce site.';
    await register.locator('.field-error', { hasText: message }).waitFor();
    expect(await focusedClass(page)).toContain('form-summary');
    await expect(birthdate.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await birthdate.getAttribute('aria-describedby'))?.split(' ') ?? [];
    const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(texts.join(' ')).toContain(message);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-vins-minor-${label}.png`, fullPage: true });

    expect(unexpectedProblems(problems, [400])).toEqual([]);
    await context.close();
  });
});

describe('login redirect', () => {
  it('goes back to a local page named in `redirect`, never to another site', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    const email = uniqueEmail('retour');
    await registerByApi(page, 'localhost', { email, password: PASSWORD });
    await page.goto(siteUrl('localhost', '/auth?redirect=//evil.example/'));
    await hydrated(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/mon-compte'));

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await page.goto(siteUrl('localhost', '/auth?redirect=/legal-notice'));
    await hydrated(page);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/legal-notice'));
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('the server render already shows the account link to a logged-in visitor', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', 'admin@vallon-sur-lys.test', TEST_PASSWORD);
    const html = await (await page.request.get(siteUrl('localhost', '/'))).text();
    expect(html).toContain('href="/mon-compte"');
    await context.close();
  });
});
