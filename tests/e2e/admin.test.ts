// The admin panel in Chromium (issue 14, ADR 013), at 390 and 1280 px: an anonymous visitor is
// sent to the login page and back; the town hall's ADMIN reads the dashboard, the journal and the
// security page (rendered by the server, hydrated, axe clean, the navigation by keyboard) and turns
// its second factor on and off; a visitor gets the French 403; an operator signs in with its code
// and opens the wine estate's panel; public pages load none of the panel's code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures.ts';
import {
  consentGiven,
  loginByApi,
  openAnswered,
  registerByApi,
  unexpectedProblems,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';
import { E2E_OPERATOR } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ADMIN = 'admin@vallon-sur-lys.test';
const CLIENT_DIR = path.resolve('dist/client');
/** The panel's code and texts, as the build's source maps name them. */
const PANEL_SOURCES = /(^|\/)client\/pages\/admin\/|(^|\/)locales\/[^/]+\/admin\.po/;

const totpOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

/** The steps already used per secret: the server takes each code once (ADR 013, replays refused). */
const usedSteps = new Map<string, number>();

/** A code of a step not used yet, waiting for the next step when the current one served. */
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (usedSteps.get(secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  usedSteps.set(secret, step);
  return totpOf(secret).generate({ timestamp: step * 30_000 });
}

async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('region', { name: 'Se connecter', exact: true });
  await login.getByLabel('Adresse e-mail').fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
}

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Moves the focus along the panel's navigation with Tab until `name`, then follows it by Enter. */
async function followByKeyboard(page: Page, from: string, name: string) {
  await panelNav(page).getByRole('link', { name: from, exact: true }).focus();
  // at most the navigation's length (a dozen links since the panel's later steps)
  for (let i = 0; i < 15 && (await focusedText(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(name);
  await page.keyboard.press('Enter');
}

/** The scripts a page requested, as paths of the build. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The sources a built script holds (its source map's). */
function sourcesOf(script: string): string[] {
  const map = path.join(CLIENT_DIR, `${script}.map`);
  if (!existsSync(map)) return [];
  return ((JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources ?? []).map((s) =>
    s.replace(/^(\.\.\/)+/, ''),
  );
}

const panelScripts = (scripts: string[]) =>
  scripts.filter((s) => sourcesOf(s).some((x) => PANEL_SOURCES.test(x)));

describe.each(
  Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][],
)('the admin panel at %s width', (label, viewport) => {
  it('sends an anonymous visitor to the login page and back; the ADMIN reads the dashboard, the security page and the journal', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'localhost');
    const scripts = watchScripts(page);

    const res = await page.goto(siteUrl('localhost', '/admin'));
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin');
    await hydrated(page);
    await logIn(page, ADMIN, TEST_PASSWORD);
    await page.waitForURL(siteUrl('localhost', '/admin'));
    await heading(page, 'Tableau de bord').waitFor();
    expect(panelScripts(scripts).length).toBeGreaterThan(0);

    // the dashboard as the server renders it, then hydrated
    const dashboard = await page.reload();
    expect(dashboard?.status()).toBe(200);
    expect(dashboard?.headers()['cache-control']).toMatch(/no-store/);
    await hydrated(page);
    expect(await page.title()).toBe('Tableau de bord | Vallon-sur-Lys');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // the panel's own chrome, not the site's header
    await expect(page.locator('.site-header').count()).resolves.toBe(0);
    const bar = page.locator('.admin-bar');
    await expect(bar.textContent()).resolves.toContain(`Connecté : ${ADMIN}`);
    await expect(bar.textContent()).resolves.toContain('Administrateur');
    for (const name of ['Messages de contact', 'Formulaires reçus', 'Inscriptions aux événements'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    await expect(panelNav(page).getByRole('link', { name: 'Sites' }).count()).resolves.toBe(0);
    await expect(
      panelNav(page).getByRole('link', { name: 'Tableau de bord' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-admin-dashboard-${label}.png`, fullPage: true });

    // « Marquer comme vu » reads the dashboard again (the seed's registrations are new to the
    // desktop run, which marks them; the mobile run, after it, finds them seen)
    const registrations = page.getByRole('region', { name: 'Inscriptions aux événements' });
    const seen = registrations.getByRole('button', {
      name: 'Marquer comme vu : Inscriptions aux événements',
    });
    if (label === 'desktop') {
      await expect(registrations.locator('.admin-count').textContent()).resolves.toMatch(/^\d+ nouveaux?$/);
      await seen.click();
    }
    await expect.poll(() => registrations.locator('.admin-count').textContent()).toBe('Rien de nouveau');
    await expect(seen.count()).resolves.toBe(0);
    await expect(registrations.textContent()).resolves.toContain('Aucune inscription à un événement');

    // the navigation by keyboard: Tab along it, Enter to follow
    await followByKeyboard(page, 'Tableau de bord', 'Sécurité');
    await page.waitForURL(siteUrl('localhost', '/admin/securite'));
    await heading(page, 'Sécurité').waitFor();
    await expectNoAxeViolations(page);

    // the second factor, turned on with a code of the new secret, then off with a current code
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await page.locator('.admin-secret code').textContent()) ?? '';
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(page.locator('.admin-uri code').textContent()).resolves.toMatch(/^otpauth:\/\/totp\//);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-admin-security-${label}.png`, fullPage: true });
    try {
      await page.getByLabel('Code affiché par l’application').fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Confirmer et activer' }).click();
      await page.getByRole('status').filter({ hasText: 'La double authentification est activée.' }).waitFor();
    } finally {
      // the town hall's admin signs in without a code in the other tests: always turned off again
      const off = page.getByLabel('Code actuel de l’application');
      if (await off.count()) {
        await off.fill(await freshCode(secret));
        await page.getByRole('button', { name: 'Désactiver' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'La double authentification est désactivée.' })
          .waitFor();
      }
    }

    // the journal, rendered by the server too, with the two changes just made
    await followByKeyboard(page, 'Tableau de bord', 'Journal');
    await page.waitForURL(siteUrl('localhost', '/admin/journal'));
    await heading(page, 'Journal').waitFor();
    const journal = await page.reload();
    expect(journal?.status()).toBe(200);
    await hydrated(page);
    const table = page.getByRole('table', { name: /^Modifications, page 1 sur \d+$/ });
    await expect(table.locator('th[scope="col"]').allTextContents()).resolves.toEqual([
      'Date',
      'Qui',
      'Action',
      'Quoi',
      'Modifications',
    ]);
    await expect(table.textContent()).resolves.toContain('Double authentification activée');
    await expect(table.textContent()).resolves.toContain('Double authentification désactivée');
    await expect(table.textContent()).resolves.toContain('secondFactor');
    // the filter, a GET form that works before the script too
    await page.getByLabel('Type d’élément').fill('account');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(siteUrl('localhost', '/admin/journal?entite=account'));
    await page.getByRole('link', { name: 'Afficher toutes les entrées' }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-admin-journal-${label}.png`, fullPage: true });

    // « Voir le site » leads to the public home page; the logout, to it as a visitor
    await panelNav(page).getByRole('link', { name: 'Voir le site' }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await page.goto(siteUrl('localhost', '/admin'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(siteUrl('localhost', '/'));
    await page.getByText('Vous êtes déconnecté.').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('answers a visitor without an admin role with the French 403 page', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await consentGiven(context, 'localhost');
    const email = uniqueEmail(`visiteur-admin-${label}`);
    await registerByApi(page, 'localhost', { email, password: 'un chemin de halage au bord du Lys' });
    await loginByApi(page, 'localhost', email, 'un chemin de halage au bord du Lys');
    const res = await page.goto(siteUrl('localhost', '/admin'));
    expect(res?.status()).toBe(403);
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Cette page est réservée aux administrateurs du site.' })
      .waitFor();
    await expect(page.locator('.error-status').textContent()).resolves.toBe('403');
    // the site's own header: the visitor is not in the panel
    await expect(page.locator('.admin-bar').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-admin-403-${label}.png`, fullPage: true });
    expect(unexpectedProblems(problems, [403])).toEqual([]);
    await context.close();
  });
});

describe('the admin panel for operators', () => {
  it('keeps the sites page from the ADMIN accounts of a site', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await loginByApi(page, 'localhost', ADMIN, TEST_PASSWORD);
    const res = await page.goto(siteUrl('localhost', '/admin/sites'));
    expect(res?.status()).toBe(403);
    await hydrated(page);
    await page
      .getByRole('heading', { level: 1, name: 'Cette page est réservée aux administrateurs du site.' })
      .waitFor();
    expect(unexpectedProblems(problems, [403])).toEqual([]);
    await context.close();
  });

  it('signs an operator in with its code, lists the sites and opens the wine estate’s panel', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await consentGiven(context, 'vins.localhost');
    await page.goto(siteUrl('localhost', '/admin/sites'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/sites');
    await hydrated(page);

    // the right password, then the code step
    await logIn(page, E2E_OPERATOR.email, E2E_OPERATOR.password);
    const code = page.getByLabel('Code de l’application d’authentification');
    await code.waitFor();
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-login-code-desktop.png', fullPage: true });
    await code.fill(await freshCode(E2E_OPERATOR.totpSecret));
    await page
      .getByRole('region', { name: 'Se connecter', exact: true })
      .getByRole('button', { name: 'Se connecter' })
      .click();
    await page.waitForURL(siteUrl('localhost', '/admin/sites'));
    await heading(page, 'Sites').waitFor();
    await expect(page.locator('.admin-bar').textContent()).resolves.toContain('Opérateur');

    const sites = await page.reload();
    expect(sites?.status()).toBe(200);
    await hydrated(page);
    const table = page.getByRole('table', { name: 'Les sites du déploiement' });
    // the demo sites, and any site the browser tests created before (admin-new-site.test.ts)
    await expect(table.getByRole('rowheader').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Domaine du Vallon', 'Vallon-sur-Lys ce site']),
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-sites-desktop.png', fullPage: true });

    // the single-use link to the estate's host: its panel opens, signed in, the token gone
    await page.getByRole('button', { name: 'Ouvrir l’administration de Domaine du Vallon' }).click();
    await page.waitForURL(/^http:\/\/vins\.localhost:\d+\/admin$/);
    await heading(page, 'Tableau de bord').waitFor();
    await hydrated(page);
    await expect(page.locator('.admin-brand').textContent()).resolves.toContain('Domaine du Vallon');
    await expect(page.locator('.admin-bar').textContent()).resolves.toContain(E2E_OPERATOR.email);
    await page.getByRole('heading', { level: 2, name: 'Commandes' }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-handoff-desktop.png', fullPage: true });

    // a link spent (or made up) says so, and leads to the login page
    const landing = await page.goto(
      siteUrl('vins.localhost', '/admin/relais#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    );
    expect(landing?.status()).toBe(200);
    await hydrated(page);
    await heading(page, 'Ce lien a expiré ou a déjà servi.').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/e2e-admin-handoff-spent-desktop.png', fullPage: true });

    // the code step answered 401 before the code was sent, the spent token 401 too
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });
});

describe('the public pages', () => {
  it('request none of the panel’s code or texts, the home page nor a news page', async () => {
    const { page, context, problems } = await openAnswered(browser, VIEWPORTS.desktop, '/');
    const scripts = watchScripts(page);
    await page.reload();
    await hydrated(page);
    const news = '/infos-utiles/en-ce-moment/actualites';
    await page.goto(siteUrl('localhost', news));
    await hydrated(page);
    const href = await page.locator('a[href^="/actualites/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(siteUrl('localhost', href!));
    await hydrated(page);
    // the idle-time prefetch of links in view has had its turn
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(panelScripts(scripts)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
