// Element lists, detail pages and agenda registration in Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswered, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, hydrated, launch, siteUrl, VIEWPORTS } from './support/browser.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

const ASSOCIATIONS = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/associations-locales';
const AGENDA = '/infos-utiles/en-ce-moment/agenda';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const open = (viewport: { width: number; height: number }, path: string) =>
  openAnswered(browser, viewport, path);

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same);

/** Tabs until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (el: { text: string; href: string | null }) => boolean) {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      href: document.activeElement?.getAttribute('href') ?? null,
    }));
    if (matches(el)) return;
  }
  throw new Error('never reached by Tab');
}

describe.each(Object.entries(VIEWPORTS))('element pages at %s width', (label, viewport) => {
  it('a list page: axe clean, tag filter and page 2 by keyboard without reloading', async () => {
    const { page, context, problems } = await open(viewport, ASSOCIATIONS);
    await expectNoAxeViolations(page);
    await markDocument(page);
    await tabTo(page, (el) => el.href?.endsWith('?page=2') === true && el.text === '2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => page.locator('.element-card').count()).toBe(3);
    await page
      .getByRole('navigation', { name: 'Filtrer par thème' })
      .getByRole('link', { name: /^Sport/ })
      .click();
    await page.waitForURL(/\?tag=sport$/);
    await expect.poll(() => page.locator('.element-card').count()).toBe(4);
    expect(await page.getByRole('status').first().textContent()).toBe('4 résultats');
    await page.getByLabel('Rechercher dans cette liste').fill('canoë');
    await page.getByLabel('Rechercher dans cette liste').press('Enter');
    await page.waitForURL(/q=cano/);
    await expect.poll(() => page.locator('.element-card').count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    await page.screenshot({ path: `.tmp/e2e-associations-${label}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a detail page: breadcrumbs, facts, back link; axe clean', async () => {
    const { page, context, problems } = await open(viewport, ASSOCIATIONS);
    const link = page.locator('.element-card h3 a').first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(/\/associations\/[a-z0-9-]+\/\d+$/);
    // the URL changes as the router starts its transition: wait for the new page itself
    await page.locator('h1', { hasText: title }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(await crumbs.getByRole('link', { name: 'Les associations locales' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Informations pratiques' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Retour : Les associations locales' }).click();
    await page.waitForURL(new RegExp(`${ASSOCIATIONS}$`));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('agenda registration', () => {
  async function openEvent(full: boolean) {
    const watched = await open(VIEWPORTS.mobile, AGENDA);
    // the list counts its places once hydrated: until then a full event reads "registration
    // open" like any other, so the choice waits for the counts
    const counted = watched.page.locator('.agenda-item .seats', { hasText: /places? restantes?|Complet/ });
    await counted.first().waitFor();
    const item = watched.page
      .locator('.agenda-item')
      .filter({
        has: full
          ? watched.page.locator('.seats-full')
          : watched.page.locator('.seats:not(.seats-full):not(.seats-closed)', {
              hasText: 'places restantes',
            }),
      })
      .first();
    await item.locator('h3 a').click();
    await watched.page
      .getByRole('heading', { name: full ? 'S’inscrire sur la liste d’attente' : 'S’inscrire' })
      .waitFor();
    return watched;
  }

  it('holds places until the mail confirms them, counted after hydration, then refuses the same address twice, by keyboard', async () => {
    const { page, context, problems } = await openEvent(false);
    await expectNoAxeViolations(page);
    const email = uniqueEmail('agenda');
    const seats = page.locator('.detail-when .seats');
    // the places left are asked after hydration: the server's HTML said only "Inscriptions ouvertes"
    await page.locator('.detail-when .seats', { hasText: 'places restantes' }).waitFor();
    const before = Number((await seats.textContent())?.match(/^(\d+) places restantes$/)?.[1]);
    expect(before).toBeGreaterThan(2);
    const form = page.locator('.event-registration form');
    await form.getByLabel('Nom et prénom').fill('Camille Dupont');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Nombre de places').selectOption('2');
    await form.getByLabel('Adresse e-mail').press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Consultez votre messagerie' });
    await status.waitFor();
    expect(await status.textContent()).toContain(
      'Consultez votre messagerie : 2 places vous sont réservées pendant 30 minutes.',
    );
    expect(await status.textContent()).toContain(
      'Sans cela, les places sont libérées au bout de 30 minutes.',
    );
    expect(await status.textContent()).toContain(`Il reste ${before - 2} places.`);
    expect(await seats.textContent()).toBe(`${before - 2} places restantes`);
    // the same address again, on a fresh page
    await page.reload();
    await hydrated(page);
    await form.getByLabel('Nom et prénom').fill('Camille Dupont');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Cette adresse électronique est déjà inscrite à cet événement.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);

    // the mail's link opens a page that confirms on the visitor's click, then leads to the event
    const title = (await page.locator('h1').textContent())!;
    const link = linkIn(
      await waitForMail(email, /^Confirmez votre inscription/),
      '/inscription-agenda/confirmation/',
    );
    await page.goto(link.replace(/^https?:\/\/[^/]+/, siteUrl('localhost', '')));
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Votre inscription à « ${title} » est confirmée` })
      .waitFor();
    await page.getByRole('link', { name: 'Voir l’événement' }).click();
    await page.locator('.detail-when .seats', { hasText: `${before - 2} places restantes` }).waitFor();
    await context.close();
  });

  it('puts a registration to a full event on the waiting list; field errors point at their field', async () => {
    const { page, context, problems } = await openEvent(true);
    const form = page.locator('.event-registration form');
    await form.getByRole('button', { name: 'S’inscrire sur la liste d’attente' }).click();
    await page.getByRole('alert').waitFor();
    expect(await form.getByLabel('Nom et prénom').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Nom et prénom').fill('Jules Verne');
    await form.getByLabel('Adresse e-mail').fill(uniqueEmail('waitlist'));
    await form.getByRole('button', { name: 'S’inscrire sur la liste d’attente' }).click();
    const status = page.getByRole('status').filter({ hasText: 'liste d’attente' });
    await status.waitFor();
    expect(await status.textContent()).toContain('vous êtes inscrit sur la liste d’attente');
    expect(await status.textContent()).toContain('Il ne reste plus de place.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
