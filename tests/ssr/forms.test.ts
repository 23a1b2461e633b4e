// Forms on the town hall's pages: site forms from their definition, the contact page,
// the newsletter's and the agenda registration's confirmation pages, popups, and a page made
// with the page builder.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { hashToken } from '../../server/modules/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test').redirects(0);

describe('site forms', () => {
  it('render every field with its label, hint, formats and required marks', async () => {
    const res = await page('/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('Demande de réservation de la salle des fêtes');
    expect(html).toMatch(/<form [^>]*encType="multipart\/form-data"[^>]*>/);
    expect(html).toMatch(
      /<label for="form-\d+-insurance" class="field-label">Attestation d’assurance<\/label>/,
    );
    expect(html).toContain('accept=".pdf,application/pdf,.jpg,.jpeg,image/jpeg,.png,image/png"');
    expect(html).toContain('Format : PDF, JPEG, PNG ; 2 Mo au maximum.');
    expect(html).toMatch(/<input[^>]*type="date"[^>]*required=""/);
    expect(html).toMatch(/Type d’événement<span class="field-optional"> (<!-- -->)?\(facultatif\)<\/span>/);
    expect(html).toContain(
      '<option value="" selected="">Choisir…</option><option value="Mariage">Mariage</option>',
    );
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/);
    expect(html).toMatch(/<input[^>]*type="checkbox" required=""[^>]*name="rulesAccepted"/);
  });

  it('offer several files where the form takes several', async () => {
    const html = (await page('/vivre-a-vallon-sur-lys/vie-citoyenne/les-demarches-en-ligne')).text;
    expect(html).toMatch(/type="file" accept="\.jpg,\.jpeg,image\/jpeg,\.png,image\/png" multiple=""/);
    expect(html).toContain('Formats : JPEG, PNG ; 4 Mo au maximum chacun.');
  });
});

describe('the contact page', () => {
  it('has the contact form, its meta description parameter, and a hidden honeypot', async () => {
    const html = (await page('/nous-contacter')).text;
    expect(html).toContain(
      '<meta name="description" content="Contacter la mairie de Vallon-sur-Lys : adresse, téléphone, horaires et formulaire de contact.">',
    );
    expect(html).toContain('Écrire à la mairie');
    for (const name of ['name', 'email', 'phone', 'subject', 'message'])
      expect(html).toContain(`id="contact-${name}"`);
    expect(html).toMatch(/<div class="honeypot" aria-hidden="true">.*tabindex="-1"/s);
    expect(html).toContain('href="/privacy-policy"');
  });

  it('is the wine estate’s own on its host', async () => {
    const html = (await page('/nous-contacter', WINE_HOST)).text;
    expect(html).toContain('Écrire au domaine');
    expect(html).not.toContain('Écrire à la mairie');
  });

  it('offers a newsletter sign-up with an explicit consent box on the news page', async () => {
    const html = (await page('/infos-utiles/en-ce-moment/actualites')).text;
    expect(html).toContain('Recevoir La lettre de Vallon-sur-Lys');
    expect(html).toMatch(/<input[^>]*type="checkbox" required=""[^>]*name="consent"/);
    expect(html).not.toMatch(/name="consent"[^>]*checked/);
  });
});

describe('the newsletter confirmation page', () => {
  it('confirms nothing by being opened: it shows a button, and tells robots to stay away', async () => {
    const res = await page('/lettre-information/confirmation/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('Confirmer mon inscription');
  });
});

describe('the agenda registration confirmation page', () => {
  it('confirms nothing by being opened (mail scanners open links): a French page with a button, for people only', async () => {
    const town = await siteId(t.database, 'vallon-sur-lys');
    const token = 'registrationTokenForTheSsrTest_0123456789ab';
    const [event] = await t.database.db
      .select({ id: schema.elements.id })
      .from(schema.elements)
      .where(and(eq(schema.elements.siteId, town), eq(schema.elements.route, 'agenda')))
      .limit(1);
    await t.database.db.insert(schema.eventRegistrations).values({
      siteId: town,
      elementId: event!.id,
      name: 'Jeanne',
      email: 'page-de-confirmation@example.org',
      status: 'PENDING',
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
      confirmTokenHash: hashToken(token),
    });
    const res = await page(`/inscription-agenda/confirmation/${token}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr-FR">');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('Confirmez votre inscription');
    expect(res.text).toContain('Vos places sont réservées pendant 30 minutes');
    expect(res.text).toMatch(
      /<button type="button" class="button" disabled="">Confirmer mon inscription<\/button>/,
    );
    const [row] = await t.database.db
      .select({ status: schema.eventRegistrations.status })
      .from(schema.eventRegistrations)
      .where(
        and(
          eq(schema.eventRegistrations.siteId, town),
          eq(schema.eventRegistrations.email, 'page-de-confirmation@example.org'),
        ),
      );
    expect(row?.status).toBe('PENDING');
  });
});

describe('popups', () => {
  it('are asked for by the page, through a button where the block says so', async () => {
    const html = (await page('/vivre-a-vallon-sur-lys/vie-sociale-et-associative/ccas')).text;
    expect(html).toMatch(
      /<button type="button" class="button button-secondary" aria-haspopup="dialog">Repas des aînés : comment s’inscrire<\/button>/,
    );
  });
});

describe('a page made with the page builder', () => {
  const PATH = '/vivre-a-vallon-sur-lys/vie-economique-et-tourisme/office-de-tourisme';

  it('renders its sanitised HTML and links its scoped stylesheet, without editor code', async () => {
    const html = (await page(PATH)).text;
    const link = /<link rel="stylesheet" href="(\/api\/layout\/(\d+)\/css\?v=[\w-]+)"\/>/.exec(html);
    expect(link).not.toBeNull();
    expect(html).toContain(
      '<div class="grape-page"><div class="grape-part"><section id="ot-intro" class="ot-band">',
    );
    expect(html).not.toMatch(/grapesjs|gjs-/i);
    const css = await t.http.get(link![1]!).set('Host', TOWN_HOST);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.text).toMatch(/^@scope \(\.grape-page\) \{\n\* \{ box-sizing: border-box; \}/);
    // the stylesheet of one site's layout is nobody else's
    expect((await t.http.get(link![1]!).set('Host', WINE_HOST)).status).toBe(404);
  });
});
