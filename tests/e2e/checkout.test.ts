// The whole purchase in Chromium (issue 13), at 390 and 1280 px: home delivery with a discount
// code, a relay point, a click-and-collect slot; the confirmation page and its e-mail; the order
// in the account. Axe clean on every checkout page, no hydration warning, by keyboard where it
// matters.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginByApi,
  openAnswered,
  registerByApi,
  unexpectedProblems,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoAxeViolations, launch, siteUrl, VIEWPORTS } from './support/browser.ts';
import { waitForMail } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const HOST = 'vins.localhost';
/** A map tile: one grey pixel, drawn 256 px wide by the map. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGO4e/cuAAUyApjDDfqPAAAAAElFTkSuQmCC',
  'base64',
);
const PASSWORD = 'a-long-and-unusual-passphrase';

/** A wine sold by the bottle with plenty in stock, as the API lists it. */
async function plentifulWine(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/product');
    const body = (await res.json()) as {
      data: {
        items: {
          id: number;
          slug: string;
          type: { type: string };
          declination: {
            id: number;
            quantity: number;
            setQuantity: boolean;
            sellByMultipleOf: number;
            finalPrice: number;
          }[];
        }[];
      };
    };
    for (const product of body.data.items) {
      const d = product.declination.find(
        (x) => x.quantity >= 60 && x.sellByMultipleOf === 1 && x.finalPrice >= 20,
      );
      if (product.type.type === 'WINE' && d)
        return { id: product.id, slug: product.slug, declinationId: d.id };
    }
    throw new Error('no wine with stock');
  });
}

/** Three bottles of a wine in the cart, checked, and the checkout opened from the cart. */
async function toCheckout(page: Page) {
  const wine = await plentifulWine(page);
  await page.goto(siteUrl(HOST, `/vin/${wine.slug}/${wine.id}/${wine.declinationId}`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const more = page.getByRole('button', { name: 'Plus : Quantité' });
  await more.click();
  await more.click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'ajoutés au panier' }).count()).toBe(1);
  await page.locator('.site-header .cart-link').click();
  await page.waitForURL(/\/panier$/);
  await page.getByRole('button', { name: 'Vérifier mon panier' }).click();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.waitForURL(/\/commande$/);
  await expect.poll(() => page.locator('.checkout-form').isVisible()).toBe(true);
}

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Date de naissance').fill('1990-05-17');
}

async function placeOrder(page: Page) {
  await page.getByLabel(/J’ai lu et j’accepte les conditions générales de vente/).check();
  const button = page.getByRole('button', { name: 'Commande avec obligation de paiement' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/commande\/CMD-\d{4}-\d{6}\?cle=/);
  await expect.poll(() => page.locator('.order-intro').isVisible()).toBe(true);
  // the cart is empty once the order is placed
  expect(await page.evaluate(() => localStorage.getItem('wine-cart'))).toBeNull();
  return /\/commande\/(CMD-\d{4}-\d{6})/.exec(page.url())![1]!;
}

describe.each(Object.entries(VIEWPORTS))('the purchase at %s width', (label, viewport) => {
  it('home delivery with a discount code, paid by bank transfer: confirmation page and e-mail', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    await toCheckout(page);
    await expectNoAxeViolations(page);
    const email = uniqueEmail(`home-${label}`);
    await fillBuyer(page, email);
    await page.getByLabel('Adresse', { exact: true }).fill('3 rue des Tilleuls');
    await page.getByLabel('Code postal').fill('21000');
    await page.getByLabel('Ville').fill('Dijon');
    await page.getByRole('button', { name: 'Voir les transporteurs et leurs tarifs' }).click();
    const carrier = page.getByRole('radio', { name: /Colissimo à domicile/ });
    await carrier.check();
    await expect.poll(() => page.locator('.checkout-total dd').textContent()).not.toBe('—');
    // a code that does not exist is refused in French; a real one lowers the total
    await page.getByLabel('Code de réduction').fill('PASUNCODE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => page.locator('.checkout-error').textContent()).toMatch(/code/i);
    await page.getByLabel('Code de réduction').fill('bienvenue10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => page.getByText(/Réduction \(BIENVENUE10\)/).isVisible()).toBe(true);
    await page.getByRole('radio', { name: /Par virement bancaire/ }).check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-checkout-${label}.png`, fullPage: true });

    const number = await placeOrder(page);
    await expectNoAxeViolations(page);
    const text = (await page.locator('.order-page').textContent()) ?? '';
    expect(text).toContain(number);
    expect(text).toContain('FR76 3000 4000 0312 3456 7890 143');
    expect(text).toContain('consommer avec modération');
    await page.screenshot({ path: `.tmp/e2e-order-${label}.png`, fullPage: true });

    const mail = await waitForMail(email, new RegExp(`Votre commande ${number}`));
    expect(mail.text).toContain('FR76 3000 4000 0312 3456 7890 143');
    expect(mail.text).toMatch(/cle=/);
    expect(unexpectedProblems(problems, [404, 409])).toEqual([]);
    await context.close();
  });

  it('a relay point chosen on the map and in the list, by keyboard', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    // the configured tiles' host (E2E_MAP_TILES) is answered here; the page's CSP still decides
    let tiles = 0;
    await context.route('https://tiles.domaine-du-vallon.test/**', (route) => {
      tiles += 1;
      return route.fulfill({ contentType: 'image/png', body: TILE_PNG });
    });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await toCheckout(page);
    // the map's library is not loaded before there are points to show
    expect(scripts.filter((u) => /leaflet|relay-point-map/.test(u))).toEqual([]);
    await fillBuyer(page, uniqueEmail(`relay-${label}`));
    await page.getByRole('radio', { name: 'Livré en point relais' }).check();
    await page.getByLabel('Code postal').first().fill('21000');
    await page.getByRole('button', { name: 'Trouver des points relais' }).click();
    await page.getByRole('radio', { name: /Colissimo en point relais/ }).check();
    const points = page.locator('.relay-point-picker input[type="radio"]');
    await expect.poll(() => points.count()).toBeGreaterThan(1);
    // nothing of the map loads before the visitor asks for it: its chunk and its tiles
    await expect
      .poll(() => page.getByRole('button', { name: 'Voir ces points sur une carte' }).isVisible())
      .toBe(true);
    expect(scripts.filter((u) => /leaflet|relay-point-map/.test(u))).toEqual([]);
    expect(tiles).toBe(0);
    expect(await page.locator('.relay-point-picker').textContent()).toContain('tiles.domaine-du-vallon.test');
    await page.getByRole('button', { name: 'Voir ces points sur une carte' }).click();
    // the map shows one numbered marker per point, on tiles that loaded
    const markers = page.locator('.relay-point-map .relay-point-marker');
    await expect.poll(() => markers.count()).toBe(await points.count());
    await expect.poll(() => tiles).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.relay-point-map img.leaflet-tile-loaded').count())
      .toBeGreaterThan(0);
    expect(await page.locator('.relay-point-map').textContent()).toContain('OpenStreetMap');
    // a marker is reached by keyboard and chosen with Enter: the list's radio follows
    await markers.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => points.nth(1).isChecked()).toBe(true);
    expect(await markers.nth(1).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
    await page.locator('.relay-point-picker').screenshot({ path: `.tmp/e2e-relay-map-${label}.png` });
    // and the list, by keyboard: the map follows
    await points.first().focus();
    await page.keyboard.press('Space');
    await expect.poll(() => markers.first().getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Adresse', { exact: true }).fill('3 rue des Tilleuls');
    await page.getByLabel('Code postal').last().fill('21000');
    await page.getByLabel('Ville').last().fill('Dijon');
    await page.getByRole('radio', { name: /Par virement bancaire/ }).check();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    expect(await page.locator('.order-page').textContent()).toContain('point relais');
    expect(unexpectedProblems(problems, [404])).toEqual([]);
    await context.close();
  });

  it('a click-and-collect slot, paid at the estate, then the order in the account', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    const email = uniqueEmail(`collect-${label}`);
    // *.localhost resolves in Chromium only: the account is made from inside the page
    await page.evaluate(
      async ({ email, password }) => {
        const post = (path: string, body: object) =>
          fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const registered = await post('/api/register', {
          email,
          password,
          firstname: 'Camille',
          lastname: 'Test',
          birthdate: '1990-05-17',
        });
        if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
        const logged = await post('/api/login', { email, password });
        if (!logged.ok) throw new Error(`login: ${logged.status}`);
      },
      { email, password: PASSWORD },
    );
    await toCheckout(page);
    await fillBuyer(page, email);
    await page.getByRole('radio', { name: 'Retrait au domaine (gratuit)' }).check();
    const slots = page.locator('.collection-picker input[type="radio"]:not([disabled])');
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    await slots.first().check();
    await page.getByLabel('Adresse', { exact: true }).fill('3 rue des Tilleuls');
    await page.getByLabel('Code postal').fill('21000');
    await page.getByLabel('Ville').fill('Dijon');
    await page.getByRole('radio', { name: /Au domaine, au retrait/ }).check();
    await expectNoAxeViolations(page);
    const number = await placeOrder(page);
    expect(await page.locator('.order-page').textContent()).toMatch(/Retrait/);

    await page.goto(siteUrl(HOST, '/mon-compte'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => page.getByRole('link', { name: `Commande ${number}` }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Commande ${number}` }).click();
    await page.waitForURL(new RegExp(`/commande/${number}$`));
    await expect.poll(() => page.locator('.order-intro').textContent()).toContain(number);
    expect(unexpectedProblems(problems, [404])).toEqual([]);
    await context.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('the card step at %s width', (label, viewport) => {
  it('pays by card on its own page (banner, axe clean): a declined card says so, a good one pays the order', async () => {
    const { page, context, problems } = await open(viewport, '/nos-vins');
    await toCheckout(page);
    await fillBuyer(page, uniqueEmail(`card-${label}`));
    await page.getByLabel('Adresse', { exact: true }).fill('3 rue des Tilleuls');
    await page.getByLabel('Code postal').fill('21000');
    await page.getByLabel('Ville').fill('Dijon');
    await page.getByRole('button', { name: 'Voir les transporteurs et leurs tarifs' }).click();
    await page.getByRole('radio', { name: /Colissimo à domicile/ }).check();
    await page.getByRole('radio', { name: /Par carte bancaire, en ligne/ }).check();
    await page.getByLabel(/J’ai lu et j’accepte les conditions générales de vente/).check();
    await page.getByRole('button', { name: 'Commande avec obligation de paiement' }).click();
    // the card step is a page of its own, loaded whole
    await page.waitForURL(/\/commande\/CMD-\d{4}-\d{6}\/paiement\?cle=/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const number = page.getByLabel('Numéro de carte');
    await expect.poll(() => number.isVisible()).toBe(true);
    expect(await page.locator('.checkout-page').textContent()).toContain('interdite');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/e2e-payment-${label}.png`, fullPage: true });

    await number.fill('4000 0000 0000 0002');
    await page.getByLabel(/Date d’expiration/).fill('12/30');
    await page.getByLabel('Cryptogramme').fill('123');
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect.poll(() => page.locator('.checkout-error').textContent()).toMatch(/refusée/);

    await number.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL(/\/commande\/CMD-\d{4}-\d{6}\?cle=.*redirect_status=succeeded/);
    await expect
      .poll(() => page.locator('.order-state').textContent(), { timeout: 15_000 })
      .toContain('Cette commande est payée.');
    expect(unexpectedProblems(problems, [402, 404])).toEqual([]);
    await context.close();
  });
});

function open(viewport: { width: number; height: number }, path: string) {
  return openAnswered(browser, viewport, path, { host: HOST });
}
