// Forms with JavaScript off (a slow phone before the script has loaded behaves the same): the
// contact and login forms post to their page, the server shows the errors beside the fields in
// French, then the confirmation, or moves the visitor on with the session (303).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentGiven, registerByApi, uniqueEmail } from './support/accounts.ts';
import { launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const withoutScript = async () => {
  const watched = await openPage(browser, VIEWPORTS.mobile, { javaScript: false });
  await consentGiven(watched.context, 'localhost');
  return watched;
};

describe('forms with JavaScript disabled', () => {
  it('the contact form shows its errors beside the fields, then sends the message', async () => {
    const { page, context } = await withoutScript();
    expect((await page.goto(siteUrl('localhost', '/nous-contacter')))?.status()).toBe(200);
    const form = page.locator('form', { has: page.locator('input[name="_form"][value="contact"]') });
    await form.getByLabel('Nom et prénom').fill('Jeanne Martin');
    await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await form.getByLabel('Objet').fill('Horaires');
    await form.getByLabel('Votre message').fill('Bonjour, la mairie est-elle ouverte le samedi ?');
    const [failed] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Envoyer le message' }).click(),
    ]);
    expect(failed.status()).toBe(400);
    await page.waitForLoadState();
    expect(page.url()).toBe(siteUrl('localhost', '/nous-contacter'));
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Le formulaire contient des erreurs',
    );
    expect(await page.locator('#contact-email-error').textContent()).toContain('adresse e-mail valide');
    // what was typed is still there
    expect(await form.getByLabel('Nom et prénom').inputValue()).toBe('Jeanne Martin');
    await form.getByLabel('Adresse e-mail').fill(uniqueEmail('sans-js'));
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Envoyer le message' }).click(),
    ]);
    // Post/Redirect/Get: the post leads back to the page, which shows the confirmation once
    expect(sent.status()).toBe(303);
    await page.waitForURL(siteUrl('localhost', '/nous-contacter'));
    await page.waitForLoadState();
    expect(await page.locator('.contact-form [role="status"]').textContent()).toContain(
      'Merci, votre message a bien été envoyé',
    );
    expect(await page.content()).not.toContain('Cannot POST');
    await page.reload();
    expect(await page.locator('.contact-form [role="status"]').count()).toBe(0);
    await context.close();
  });

  it('the login form says what is wrong, then logs in and leads to the account page', async () => {
    const { page, context } = await withoutScript();
    const email = uniqueEmail('login-sans-js');
    const password = 'un mot de passe assez long 42';
    await registerByApi(page, 'localhost', { email, password });
    expect((await page.goto(siteUrl('localhost', '/auth')))?.status()).toBe(200);
    const login = page.locator('form', { has: page.locator('input[name="_form"][value="login"]') });
    await login.getByLabel('Adresse e-mail').fill(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill('pas le bon mot de passe');
    await Promise.all([page.waitForLoadState(), login.getByRole('button', { name: 'Se connecter' }).click()]);
    await page.waitForURL(siteUrl('localhost', '/auth'));
    expect(await login.getByRole('alert').textContent()).toContain(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
    expect(await page.locator('#login-email').inputValue()).toBe(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(password);
    await Promise.all([
      page.waitForURL(siteUrl('localhost', '/mon-compte')),
      login.getByRole('button', { name: 'Se connecter' }).click(),
    ]);
    expect(await page.content()).toContain(email);
    await context.close();
  });
});
