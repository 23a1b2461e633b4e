// An operator creates a site from the panel (ADR 019), by keyboard, and the new host answers at
// once: « Site en construction » for its visitors, kept out of search engines.
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentGiven, unexpectedProblems } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, openPage, siteUrl, VIEWPORTS } from './support/browser.ts';
import { E2E_OPERATOR } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const totp = new TOTP({
  secret: Secret.fromBase32(E2E_OPERATOR.totpSecret),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});

/** Opens the operator's session on the town hall's host. A code is taken once (ADR 013): when
 * another test just used this step's, the next step's is waited for. */
async function operatorSignedIn(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = Math.floor(Date.now() / 30_000) + attempt;
    if (attempt) await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 200));
    const res = await page.request.post(siteUrl('localhost', '/api/login'), {
      data: {
        email: E2E_OPERATOR.email,
        password: E2E_OPERATOR.password,
        code: totp.generate({ timestamp: step * 30_000 }),
      },
    });
    if (res.ok()) return;
  }
  throw new Error('The operator could not sign in.');
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

describe('a new site', () => {
  it('create a site and open it on its host', async () => {
    const host = `chantier-${Date.now().toString(36)}.localhost`;
    const { page, context, problems } = await openPage(browser, VIEWPORTS.desktop);
    await consentGiven(context, 'localhost');
    await operatorSignedIn(page);
    await page.goto(siteUrl('localhost', '/admin/sites'));
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Créer un site' });
    await form.waitFor();
    await expectNoAxeViolations(page);

    // sent empty by keyboard: the summary takes the focus, each error is beside its field
    await form.getByRole('button', { name: 'Créer le site' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('form-summary')))
      .toBe(true);
    await expect(form.locator('#new-site-name-error').textContent()).resolves.toContain(
      'Ce champ est obligatoire',
    );
    await expect(form.getByLabel('Nom du site').getAttribute('aria-invalid')).resolves.toBe('true');

    // the template by the arrow keys, then every field in the order of Tab
    await form.getByRole('radio', { name: 'Mairie' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Domaine viticole' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect(form.getByRole('radio', { name: 'Mairie' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('name');
    await page.keyboard.type('Mairie du Chantier');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('townText');
    await page.keyboard.type('Bois-le-R');
    // the commune's suggestions, from the official list
    await expect
      .poll(() =>
        form.locator('#new-site-town-list option').evaluateAll((o) => o.map((e) => e.getAttribute('value'))),
      )
      .toContain('Bois-le-Roi (77590)');
    await form.getByLabel('Commune').fill('Bois-le-Roi (77590)');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('domains');
    await page.keyboard.type(host);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('adminEmail');
    await page.keyboard.type(`premier@${host}`);
    await page.screenshot({ path: '/tmp/sites-e2e-create-form.png', fullPage: true });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({ hasText: 'Mairie du Chantier' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toContain('en construction');
    const row = page.getByRole('row').filter({ hasText: 'Mairie du Chantier' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('En construction');
    const origin = `http://${host}:${inject('e2ePort')}`;
    await expect(row.getByRole('link', { name: host }).getAttribute('href')).resolves.toBe(`${origin}/`);
    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems, [400])).toEqual([]);
    await context.close();

    // a visitor of the new host, at once: the construction page, kept out of search engines
    const visitor = await openPage(browser, VIEWPORTS.desktop);
    const res = await visitor.page.goto(`${origin}/`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await visitor.page.getByRole('heading', { level: 1, name: 'Site en construction' }).waitFor();
    await expect(visitor.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    await expect(visitor.page.locator('main').textContent()).resolves.toContain('Mairie du Chantier');
    await expectNoAxeViolations(visitor.page);
    await visitor.page.screenshot({ path: '/tmp/sites-e2e-construction.png', fullPage: true });
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
