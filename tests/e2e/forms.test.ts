// Site forms with files, the contact form and the newsletter's double opt-in in Chromium.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAnswered, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, siteUrl, VIEWPORTS } from './support/browser.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

const ROOM_FORM = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }, path: string) =>
  openAnswered(browser, viewport, path);

const file = (name: string, content: string | Buffer, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
});

/** Files the server stored for the site's forms (DATA_DIR/uploads/<site>/forms/<form>). */
function storedFiles(): string[] {
  const root = path.join(inject('e2eDataDir'), 'uploads');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)],
    );
  try {
    return walk(root);
  } catch {
    return [];
  }
}

async function fillRoomForm(page: Page) {
  const form = page.locator('.site-form form');
  await form.getByLabel('Nom et prénom').fill('Camille Dupont');
  await form.getByLabel('Adresse électronique').fill(uniqueEmail('salle'));
  await form.getByLabel('Date souhaitée').fill('2027-03-12');
  await form.getByLabel('Type d’événement').selectOption('Anniversaire');
  await form.getByLabel(/J’ai pris connaissance du règlement/).check();
  return form;
}

describe.each(Object.entries(VIEWPORTS))('a form with a file at %s width', (label, viewport) => {
  it('says what is wrong beside the file field, then sends a valid PDF', async () => {
    const { page, context, problems } = await open(viewport, ROOM_FORM);
    await expectNoAxeViolations(page);
    const form = await fillRoomForm(page);
    const insurance = form.getByLabel('Attestation d’assurance');
    // a text file: refused in the browser, on its type
    await insurance.setInputFiles(file('attestation.txt', 'not a pdf', 'text/plain'));
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('alert').waitFor();
    expect(await insurance.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#form-1-insurance-error').textContent()).toContain(
      'Ce type de fichier n’est pas accepté',
    );
    // a "PDF" that is not one: the server reads the bytes and refuses it too
    await insurance.setInputFiles(file('attestation.pdf', 'this is not a PDF', 'application/pdf'));
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => page.locator('#form-1-insurance-error').count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toContain('Attestation d’assurance');
    const before = storedFiles().length;
    await insurance.setInputFiles(file('attestation.pdf', '%PDF-1.4\n% test\n%%EOF\n', 'application/pdf'));
    await form.getByRole('button', { name: 'Envoyer' }).click();
    const status = page
      .getByRole('status')
      .filter({ hasText: 'votre demande de réservation a bien été envoyée' });
    await status.waitFor();
    expect(storedFiles().length).toBe(before + 1);
    await page.screenshot({ path: `.tmp/e2e-form-${label}.png` });
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});

describe('the contact form', () => {
  it('checks the fields, then sends the message to the town hall, by keyboard', async () => {
    const { page, context, problems } = await open(VIEWPORTS.mobile, '/nous-contacter');
    await expectNoAxeViolations(page);
    const form = page.locator('.contact-form form');
    await form.getByLabel('Nom et prénom').fill('Jeanne Martin');
    await form.getByLabel('Adresse e-mail').fill('jeanne.martin@example.org');
    await form.getByLabel('Objet').fill('Horaires');
    await form.getByLabel('Votre message').fill('Court');
    await form.getByLabel('Votre message').press('Tab');
    await page.keyboard.press('Tab'); // past the policy link, to the button
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Ce texte est trop court');
    await form
      .getByLabel('Votre message')
      .fill('Bonjour, la mairie est-elle ouverte le samedi 26 décembre ? Merci.');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('status').filter({ hasText: 'votre message a bien été envoyé' }).waitFor();
    const mail = await waitForMail('mairie@vallon-sur-lys.fr', /Horaires/);
    expect(mail.text).toContain('samedi 26 décembre');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the newsletter', () => {
  it('signs up with consent, then confirms by the button of the e-mailed link, once', async () => {
    const { page, context, problems } = await open(
      VIEWPORTS.desktop,
      '/infos-utiles/en-ce-moment/actualites',
    );
    const email = uniqueEmail('lettre');
    const signup = page.locator('.newsletter-signup form');
    await signup.getByLabel('Adresse e-mail').fill(email);
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Cochez la case');
    await signup.getByLabel(/J’accepte de recevoir la lettre/).check();
    await signup.getByRole('button', { name: 'S’inscrire' }).click();
    await page.getByRole('status').filter({ hasText: 'C’est presque fini' }).waitFor();
    const link = linkIn(await waitForMail(email, /./), '/lettre-information/confirmation/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, siteUrl('localhost', '')));
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Votre inscription est confirmée' }).waitFor();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Ce lien n’est plus valable' }).waitFor();
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});

describe('a page made with the page builder', () => {
  it('is styled by its own scoped stylesheet only, and passes axe', async () => {
    const { page, context, problems } = await open(
      VIEWPORTS.mobile,
      '/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/office-de-tourisme',
    );
    const band = page.locator('#ot-intro');
    expect(await band.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('6px');
    // every rule of its stylesheet sits inside @scope (.grape-page): nothing reaches the site's frame
    const rules = await page.evaluate(() => {
      const sheet = [...document.styleSheets].find((s) => s.href?.includes('/api/layout/'));
      return [...(sheet?.cssRules ?? [])].map((r) => r.constructor.name);
    });
    expect(rules).toEqual(['CSSScopeRule']);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
