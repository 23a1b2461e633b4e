// The payment keys' screen (issue 14, ADR 012 "Payment") in Chromium: an operator signed in with its
// code finds no « Paiement » entry in the town hall's panel (not a shop), goes to the wine estate's,
// reaches the screen by keyboard (rendered by the server, hydrated, axe clean at 1280 and 390 px),
// sees a key of the wrong kind refused beside its field, sets a test secret key and sees only its
// kind and last four characters (never the whole key in the page), removes it once confirmed and
// puts the estate's own key back; without SECRETS_KEY the fields are shut and a notice says why.
// The estate's ADMIN gets the 403 page and no entry.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures.ts';
import { consentGiven, unexpectedProblems } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';
import { E2E_OPERATOR, E2E_STRIPE } from './support/server.ts';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const WINE_ADMIN = 'admin@domaine-du-vallon.test';
const SECRET_CARD = 'Clé secrète Stripe';
/** The last four characters of the estate's own keys, which the screen shows. */
const lastFour = (name: keyof typeof E2E_STRIPE) => E2E_STRIPE[name].slice(-4);

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** A key's card, found by its heading. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
const stateOf = (page: Page, name: string) => card(page, name).locator('.payments-key-state').textContent();

const codeAt = (step: number) =>
  new TOTP({
    secret: Secret.fromBase32(E2E_OPERATOR.totpSecret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: step * 30_000 });

/** Signs the operator in on the town hall with the code of the current step; the server takes a
 * step once (ADR 013), so when another test file's sign-in already used it, the next one serves. */
async function operatorSignedIn(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = Math.floor(Date.now() / 30_000);
    const res = await page.request.post(siteUrl('localhost', '/api/login'), {
      data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password, code: codeAt(step) },
    });
    if (res.ok()) return;
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 200));
  }
  throw new Error('The operator could not sign in with its code');
}

/** Moves the focus along the panel's navigation with Tab until `name`, then follows it by Enter. */
async function followByKeyboard(page: Page, from: string, name: string) {
  await panelNav(page).getByRole('link', { name: from, exact: true }).focus();
  for (let i = 0; i < 20 && (await focusedText(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(name);
  await page.keyboard.press('Enter');
}

/** The estate's own secret key again (the checkout tests pay with it), through the page's own
 * fetch: a write from outside the page would be refused as cross-site. */
async function estateKeyRestored(page: Page): Promise<void> {
  const answer = await page.evaluate(async (value) => {
    const res = await fetch('/api/admin/payment-keys', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ values: { STRIPE_SECRET_KEY: value } }),
    });
    return res.status;
  }, E2E_STRIPE.STRIPE_SECRET_KEY);
  expect(answer).toBe(200);
}

describe('the payment keys in the admin panel', () => {
  it('lets an operator set a test secret key, shows only its hint, and removes it once confirmed', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await consentGiven(context, 'vins.localhost');
    await operatorSignedIn(page);

    // --- the town hall sells nothing: no entry, the sites' one is there ---
    await page.goto(siteUrl('localhost', '/admin'));
    await hydrated(page);
    await heading(page, 'Tableau de bord').waitFor();
    await panelNav(page).getByRole('link', { name: 'Sites', exact: true }).waitFor();
    await expect(panelNav(page).getByRole('link', { name: 'Paiement' }).count()).resolves.toBe(0);

    // --- to the wine estate's panel, then the screen by keyboard ---
    await panelNav(page).getByRole('link', { name: 'Sites', exact: true }).click();
    await heading(page, 'Sites').waitFor();
    await page.getByRole('button', { name: 'Ouvrir l’administration de Domaine du Vallon' }).click();
    await page.waitForURL(/^http:\/\/vins\.localhost:\d+\/admin$/);
    await hydrated(page);
    await heading(page, 'Tableau de bord').waitFor();
    await followByKeyboard(page, 'Tableau de bord', 'Paiement');
    await page.waitForURL(siteUrl('vins.localhost', '/admin/paiement'));
    await heading(page, 'Paiement').waitFor();

    try {
      // --- as the server renders it, then hydrated ---
      const rendered = await page.reload();
      expect(rendered?.status()).toBe(200);
      await hydrated(page);
      expect(await page.title()).toBe('Paiement | Domaine du Vallon');
      await expect(
        panelNav(page).getByRole('link', { name: 'Paiement' }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe(
        `Définie : sk_test_…${lastFour('STRIPE_SECRET_KEY')} (test)`,
      );
      await expect(stateOf(page, 'Clé publiable Stripe')).resolves.toBe(
        `Définie : pk_test_…${lastFour('STRIPE_PUBLISHABLE_KEY')} (test)`,
      );
      await expect(stateOf(page, 'Secret du webhook Stripe')).resolves.toBe(
        `Définie : whsec_…${lastFour('STRIPE_WEBHOOK_SECRET')}`,
      );
      await page.getByText('Le paiement par carte est en mode test').waitFor();
      const field = page.getByLabel('Nouvelle clé secrète Stripe');
      await expect(field.getAttribute('type')).resolves.toBe('password');
      await expect(field.inputValue()).resolves.toBe('');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/e2e-admin-payments-desktop.png', fullPage: true });

      // --- nothing typed: nothing sent, said by the button ---
      await page.getByRole('button', { name: 'Enregistrer les clés' }).click();
      await page.getByRole('alert').filter({ hasText: 'Saisissez une nouvelle valeur' }).waitFor();

      // --- a key of the wrong kind: the API's sentence on top, the field's error beside it ---
      await field.fill('pk_test_notasecret');
      await page.getByRole('button', { name: 'Enregistrer les clés' }).click();
      const error = page.locator('[id="payment-keys-values.STRIPE_SECRET_KEY-error"]');
      await expect(error.textContent()).resolves.toContain('Ce n’est pas une clé secrète');
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      const summary = page.locator('.form-summary');
      await expect(summary.textContent()).resolves.toContain('Une clé n’est pas du type attendu');
      // the summary took the focus
      expect(await page.evaluate(() => document.activeElement?.classList.contains('form-summary'))).toBe(
        true,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/e2e-admin-payments-refused-desktop.png', fullPage: true });

      // --- a test secret key: its kind and last four characters, never the whole key ---
      const key = `sk_test_${randomBytes(16).toString('hex')}`;
      await field.fill(key);
      await page.getByRole('button', { name: 'Enregistrer les clés' }).click();
      await status(page, 'La clé « Clé secrète Stripe » est enregistrée.').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('status');
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe(`Définie : sk_test_…${key.slice(-4)} (test)`);
      await expect(card(page, SECRET_CARD).textContent()).resolves.toMatch(
        /Dernière modification : \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/,
      );
      // the form was drawn anew, empty
      await expect(page.getByLabel('Nouvelle clé secrète Stripe').inputValue()).resolves.toBe('');
      expect(await page.content()).not.toContain(key);
      const again = await page.reload();
      expect(await again?.text()).not.toContain(key);
      await hydrated(page);
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe(`Définie : sk_test_…${key.slice(-4)} (test)`);

      // --- removed once confirmed: Escape first gives up, the focus back on the button ---
      const remove = card(page, SECRET_CARD).getByRole('button', { name: 'Supprimer : Clé secrète Stripe' });
      await remove.click();
      const dialog = page.getByRole('alertdialog', { name: 'Supprimer la clé « Clé secrète Stripe » ?' });
      await dialog.waitFor();
      expect(await focusedText(page)).toBe('Annuler');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(remove.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await remove.click();
      await dialog.getByRole('button', { name: 'Supprimer la clé' }).click();
      await status(page, 'La clé « Clé secrète Stripe » est supprimée.').waitFor();
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe('Non définie');
      await page.getByText('Pas de clé secrète : la boutique ne peut pas encaisser').waitFor();
      await expect(remove.count()).resolves.toBe(0);

      // --- on a phone: nothing wider than the screen ---
      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/e2e-admin-payments-mobile.png', fullPage: true });

      // --- the estate's own key back, through the screen ---
      await page.getByLabel('Nouvelle clé secrète Stripe').fill(E2E_STRIPE.STRIPE_SECRET_KEY);
      await page.getByRole('button', { name: 'Enregistrer les clés' }).click();
      await status(page, 'La clé « Clé secrète Stripe » est enregistrée.').waitFor();
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe(
        `Définie : sk_test_…${lastFour('STRIPE_SECRET_KEY')} (test)`,
      );

      // --- a server without SECRETS_KEY (this one has it: the browser's own read is answered so,
      // after a navigation inside the panel): the notice, and the fields shut ---
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.route('**/api/admin/payment-keys', (route) =>
        route.fulfill({
          json: {
            success: true,
            message: '',
            data: {
              vaultReady: false,
              keys: Object.keys(E2E_STRIPE).map((name) => ({
                name,
                hint: null,
                mode: null,
                updatedAt: null,
              })),
            },
          },
        }),
      );
      await panelNav(page).getByRole('link', { name: 'Tableau de bord' }).click();
      await heading(page, 'Tableau de bord').waitFor();
      await panelNav(page).getByRole('link', { name: 'Paiement' }).click();
      await page.getByText('La personne qui gère le serveur doit définir SECRETS_KEY').waitFor();
      await expect(stateOf(page, SECRET_CARD)).resolves.toBe('Illisible sans SECRETS_KEY');
      await expect(page.getByLabel('Nouvelle clé secrète Stripe').isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Enregistrer les clés' }).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: '/tmp/e2e-admin-payments-no-vault-desktop.png', fullPage: true });
      await page.unroute('**/api/admin/payment-keys');
    } finally {
      // whatever failed above, the tests that pay by card find the estate's key
      if (new URL(page.url()).hostname === 'vins.localhost') await estateKeyRestored(page);
    }

    // the key of the wrong kind's 400
    expect(unexpectedProblems(problems, [400])).toEqual([]);
    await context.close();
  });

  it('keeps the screen and its entry from the ADMIN accounts of the estate', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'vins.localhost');
    // *.localhost resolves in Chromium only: the session is opened from inside a page of the estate
    await page.goto(siteUrl('vins.localhost', '/'));
    const logged = await page.evaluate(
      async (account) =>
        (
          await fetch('/api/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(account),
          })
        ).status,
      { email: WINE_ADMIN, password: TEST_PASSWORD },
    );
    expect(logged).toBe(200);
    await page.goto(siteUrl('vins.localhost', '/admin'));
    await hydrated(page);
    await heading(page, 'Tableau de bord').waitFor();
    await panelNav(page).getByRole('link', { name: 'Comptes' }).waitFor();
    await expect(panelNav(page).getByRole('link', { name: 'Paiement' }).count()).resolves.toBe(0);

    const res = await page.goto(siteUrl('vins.localhost', '/admin/paiement'));
    expect(res?.status()).toBe(403);
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Cette page est réservée aux administrateurs du site.' })
      .waitFor();
    await expect(page.locator('.payments-keys').count()).resolves.toBe(0);
    expect(unexpectedProblems(problems, [403])).toEqual([]);
    await context.close();
  });
});
