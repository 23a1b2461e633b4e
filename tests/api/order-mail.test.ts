// The order's e-mails (issue 13): the buyer's confirmation in French, from the site, with the bank
// details, the link that opens the order and the sale terms attached as a PDF (a durable medium);
// the estate's notice, answered to the buyer. A site without terms or without an address still
// sends what it can, and a mail server that is down never fails the order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OrderBody, orderViewSchema, placedOrderSchema } from '#shared/contracts/checkout.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { type Product, productSchema } from '#shared/contracts/shop.ts';
import { orders, productDeclinations, siteParameters } from '../../server/db/schema.ts';
import { formatEuros } from '../../server/modules/mail/templates.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectSuccess } from '../support/envelope.ts';
import { WINE_HOST } from '../support/fixtures.ts';
import { expectFrench } from '../support/french.ts';
import { type CapturedMail, linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { homeCarrier, homeOrderBody } from '../support/orders.ts';
import { pageTexts } from '../support/pdf.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
let wine: number;
let catalogue: Product[];
const clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ mail, now: () => clock });
  wine = await siteId(t.database, 'domaine-du-vallon');
  catalogue = expectSuccess(
    await t.http.get('/api/product').set('Host', WINE_HOST),
    listSchema(productSchema),
  ).items;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(async () => {
  mail.clear();
  // each test starts without pending orders, so the per-buyer limits start at zero
  await t.database.db.update(orders).set({ state: 'CANCELLED' }).where(eq(orders.siteId, wine));
});

const post = (path: string, body: unknown) =>
  t.http
    .post(`/api${path}`)
    .set('Host', WINE_HOST)
    .send(body as object);

/** A wine sold by the bottle whose vintage has a counted stock. */
function bottleWine() {
  for (const product of catalogue) {
    const d = product.declination.find((x) => x.setQuantity && x.quantity >= 1 && x.sellByMultipleOf === 1);
    if (product.type.type === 'WINE' && d && product.hasShippingFees) return { product, declination: d };
  }
  throw new Error('no wine with stock in the seed');
}

async function placeOrder(email: string) {
  const { product, declination } = bottleWine();
  await t.database.db
    .update(productDeclinations)
    .set({ quantity: 40 })
    .where(and(eq(productDeclinations.siteId, wine), eq(productDeclinations.id, declination.id)));
  const lines = [{ id: product.id, declinationId: declination.id, quantity: 3 }];
  const carrier = await homeCarrier(t.http, lines);
  const body: OrderBody = {
    ...homeOrderBody(lines, carrier.id, email),
    message: 'Merci de livrer après 18 h <b>svp</b>',
  };
  const res = await post('/order', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { placed: placedOrderSchema.parse(res.body.data), product, declination, carrier };
}

interface Attachment {
  contentType: string;
  filename: string;
  content: Buffer;
}

/** The attached files of a raw message (the parts whose disposition is `attachment`). */
function attachmentsOf(raw: string): Attachment[] {
  const source = raw.replace(/\r\n/g, '\n');
  const found: Attachment[] = [];
  for (const [, boundary] of source.matchAll(/boundary="?([^";\n]+)"?/g)) {
    for (const part of source.split(`\n--${boundary}`).slice(1)) {
      const end = part.indexOf('\n\n');
      const head = part.slice(0, end).replace(/\n[ \t]+/g, ' ');
      if (!/^content-disposition:\s*attachment/im.test(head)) continue;
      found.push({
        contentType: /^content-type:\s*([^;\n]+)/im.exec(head)?.[1]?.trim() ?? '',
        filename: /filename="?([^";\n]+)"?/i.exec(head)?.[1] ?? '',
        content: Buffer.from(part.slice(end + 2).replace(/\s+/g, ''), 'base64'),
      });
    }
  }
  return found;
}

const header = (captured: CapturedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im')
    .exec(captured.raw.replace(/\r\n/g, '\n').split('\n\n')[0]!)?.[1]
    ?.trim();

const forBuyer = (email: string) => (m: CapturedMail) =>
  m.to.includes(email) && m.subject.startsWith('Votre');
const forEstate = (m: CapturedMail) => m.to.includes('contact@domaine-du-vallon.fr');

describe('the mails of an order', () => {
  it('confirm the order to the buyer: bank details, the link that opens it, the sale terms as a PDF', async () => {
    const email = 'camille.martin@example.org';
    const { placed, carrier } = await placeOrder(email);
    const confirmation = await mail.waitFor(forBuyer(email));

    expect(confirmation.subject).toBe(`Votre commande ${placed.number}`);
    expect(confirmation.from).toBe('"Domaine du Vallon" <no-reply@parvis.test>');
    expect(confirmation.text).toMatch(/^Bonjour Camille,$/m);
    expect(confirmation.text).toContain('IBAN : FR76 3000 4000 0312 3456 7890 143');
    expect(confirmation.text).toContain('Titulaire : EARL Domaine du Vallon');
    expect(confirmation.text).toContain(`Référence à indiquer : ${placed.number}`);
    expect(confirmation.text).toContain(`Total TTC : ${formatEuros(placed.total)}`);
    expect(confirmation.text).toContain(`Transporteur : ${carrier.name}`);
    // the transfer's deadline, seven days on, in Paris
    expect(confirmation.text).toContain('jusqu’au mardi 1 décembre 2026 à 11:00');
    expect(confirmation.text).toContain(
      'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    );
    expect(confirmation.text).toMatch(/droit de rétractation/);
    // the buyer's own message is not sent back to the address given (anyone's)
    expect(confirmation.text).not.toContain('svp');
    expectFrench(confirmation.text, 'in the confirmation');

    const link = new URL(linkIn(confirmation, `/commande/${placed.number}`));
    expect(link.searchParams.get('cle')).toBe(placed.accessToken);
    const opened = await t.http.get(`/api/order/${placed.number}${link.search}`).set('Host', WINE_HOST);
    expect(opened.status).toBe(200);
    expect(orderViewSchema.parse(opened.body.data).number).toBe(placed.number);

    const [terms, ...others] = attachmentsOf(confirmation.raw);
    expect(others).toEqual([]);
    expect(terms).toMatchObject({
      contentType: 'application/pdf',
      filename: 'conditions-generales-de-vente.pdf',
    });
    const text = pageTexts(terms!.content).join(' ');
    expect(text).toContain('Conditions générales de vente — Domaine du Vallon');
    expect(text).toContain('Édition du 24 novembre 2026');
    expect(text).toContain('Droit de rétractation');
    expect(text).toContain('je vous notifie par la présente ma rétractation');
  });

  it('tell the estate, with the buyer as the address to answer', async () => {
    const email = 'notice.buyer@example.org';
    const { placed, product } = await placeOrder(email);
    const notice = await mail.waitFor(forEstate);
    expect(notice.subject).toBe(`Nouvelle commande ${placed.number} — ${formatEuros(placed.total)}`);
    expect(header(notice, 'Reply-To')).toBe(email);
    expect(notice.text).toContain(`E-mail : ${email}`);
    expect(notice.text).toContain('Téléphone : 06 12 34 56 78');
    expect(notice.text).toContain(`3 × ${product.name}`);
    expect(notice.text).toContain(`Virement bancaire, référence ${placed.number}`);
    expect(notice.text).toContain('Merci de livrer après 18 h <b>svp</b>');
    expect(notice.html).toContain('Merci de livrer après 18 h &lt;b&gt;svp&lt;/b&gt;');
    expect(attachmentsOf(notice.raw)).toEqual([]);
    expectFrench(notice.text, 'in the notice');
  });

  it('still confirm the order of a site without sale terms or address: no file, nothing to the estate', async () => {
    const kept = await t.database.db
      .select({ type: siteParameters.type, value: siteParameters.value })
      .from(siteParameters)
      .where(eq(siteParameters.siteId, wine));
    const value = (type: string) => kept.find((p) => p.type === type)?.value ?? null;
    await setParameters(t.database.db, wine, { SALE_TERMS: null, COMPANY_EMAIL: null });
    try {
      const email = 'no.terms@example.org';
      const { placed } = await placeOrder(email);
      const confirmation = await mail.waitFor(forBuyer(email));
      expect(confirmation.subject).toBe(`Votre commande ${placed.number}`);
      expect(attachmentsOf(confirmation.raw)).toEqual([]);
      expect(confirmation.text).not.toMatch(/jointes/);
      expect(confirmation.text).toMatch(/14 jours/);
      expect(mail.messages.filter(forEstate)).toEqual([]);
    } finally {
      await setParameters(t.database.db, wine, {
        SALE_TERMS: value('SALE_TERMS'),
        COMPANY_EMAIL: value('COMPANY_EMAIL'),
      });
    }
  });

  it('record the order even when the mail server is down', async () => {
    await mail.close();
    const { placed } = await placeOrder('server.down@example.org');
    expect(placed.number).toMatch(/^CMD-2026-\d{6}$/);
    expect(t.logs.some((line) => line.includes('mail not sent'))).toBe(true);
  });
});
