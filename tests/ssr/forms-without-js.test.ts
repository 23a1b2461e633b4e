// Forms sent without JavaScript (or before the script has loaded): a form-encoded POST to the
// page's URL runs the same form model as the browser would, then shows the page again with the
// errors beside the fields, or the outcome; a login moves on with a 303 and its session cookie.
// Cross-site posts and anything this server cannot read get a French page, never "Cannot POST".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samePagePath } from '../../server/ssr/handler.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TEST_PASSWORD, TOWN_HOST } from '../support/fixtures.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { visitorToken } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ mail });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(() => mail.clear());

const ORIGIN = `http://${TOWN_HOST}`;
/** A browser's form post: form-encoded, from a page of the site (Origin and Sec-Fetch-Site). */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.http
    .post(path)
    .set('Host', TOWN_HOST)
    .set('User-Agent', 'Mozilla/5.0 test')
    .set('Origin', ORIGIN)
    .set(headers)
    .type('form')
    .send(fields)
    .redirects(0);
/** Follows a post's 303 as a browser does: the page it leads to, with the cookie it set. */
async function followed(res: { status: number; headers: Record<string, unknown> }) {
  expect(res.status).toBe(303);
  const location = res.headers.location as string;
  const cookie = ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return t.http.get(location).set('Host', TOWN_HOST).set('Cookie', cookie);
}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the contact form without JavaScript', () => {
  const contact = {
    _form: 'contact',
    name: 'Jeanne Martin',
    email: 'jeanne@example.org',
    phone: '',
    subject: 'Horaires',
    message: 'Bonjour, la mairie est-elle ouverte le samedi matin ?',
    website: '',
  };

  it('is a real form that posts to its page, naming itself', async () => {
    const html = (await t.http.get('/nous-contacter').set('Host', TOWN_HOST)).text;
    expect(html).toMatch(/<form [^>]*method="post"><input type="hidden" name="_form" value="contact"\/>/);
    // the button works before the script has loaded
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('shows the errors beside the fields, in French, and keeps what was typed', async () => {
    const res = await post('/nous-contacter', { ...contact, email: 'pas-une-adresse', message: 'court' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).toContain('class="form-summary" role="alert"');
    expect(res.text).toMatch(/<p id="contact-email-error" class="field-error">/);
    expect(res.text).toMatch(/id="contact-email"[^>]*aria-invalid="true"/);
    expect(text(res.text)).toContain('Le formulaire contient des erreurs');
    expect(res.text).toMatch(/<input id="contact-name"[^>]*value="Jeanne Martin"/);
    expect(res.text).toContain('pas-une-adresse');
    expect(mail.messages).toHaveLength(0);
  });

  it('sends the message, then leads (303) to the page that shows the confirmation, once', async () => {
    const res = await post('/nous-contacter', contact);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/nous-contacter');
    const page = await followed(res);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(text(page.text)).toContain('Merci, votre message a bien été envoyé.');
    // a browser whose script loads now keeps this answer as written: it is not hydrated
    expect(page.text).toContain('"formAnswer":true');
    // a reload shows the page again, and sends nothing
    const again = await followed(res);
    expect(text(again.text)).not.toContain('Merci, votre message a bien été envoyé.');
    expect(again.text).not.toContain('formAnswer');
    const sent = await mail.waitFor((m) => m.text.includes('samedi matin'));
    expect(sent.text).toContain('Jeanne Martin');
  });

  it('refuses a cross-site post with a French page, sending nothing', async () => {
    const res = await post('/nous-contacter', contact, { Origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('<html lang="fr-FR">');
    expect(text(res.text)).toContain('Votre formulaire n’a pas été envoyé');
    const fetched = await post('/nous-contacter', contact, { 'Sec-Fetch-Site': 'cross-site' });
    expect(fetched.status).toBe(403);
    const bare = await t.http
      .post('/nous-contacter')
      .set('Host', TOWN_HOST)
      .type('form')
      .send(contact)
      .redirects(0);
    expect(bare.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages).toHaveLength(0);
  });
});

describe('the login form without JavaScript', () => {
  it('logs in: 303 to the account page with the session cookie', async () => {
    await visitorToken(t.database, 'vallon-sur-lys', 'sans-js@example.org');
    const res = await post('/auth', {
      _form: 'login',
      email: 'sans-js@example.org',
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/mon-compte');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^token=[^;]+;.*HttpOnly/i.test(c))).toBe(true);
    const token = /^token=([^;]+)/.exec(cookies.find((c) => c.startsWith('token='))!)![1];
    const page = await t.http.get('/mon-compte').set('Host', TOWN_HOST).set('Cookie', `token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('sans-js@example.org');
  });

  it('says in French that the e-mail or the password is wrong, never echoing the password', async () => {
    const res = await post('/auth', {
      _form: 'login',
      email: 'personne@example.org',
      password: 'mauvais-secret-123',
    });
    expect(res.status).toBe(401);
    expect(text(res.text)).toContain('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(res.text).not.toContain('mauvais-secret-123');
    expect(res.text).toMatch(/<input id="login-email"[^>]*value="personne@example.org"/);
  });
});

describe('a two-step form without JavaScript: deleting the account', () => {
  it('asks first, takes the question back on "no", then deletes and leads home', async () => {
    const token = await visitorToken(t.database, 'vallon-sur-lys', 'a-effacer@example.org');
    const step = (fields: Record<string, string>) =>
      post('/mon-compte', { _form: 'delete', ...fields }, { Cookie: `token=${token}` });
    const asked = await step({ _submit: 'ask', currentPassword: '' });
    expect(asked.status).toBe(200);
    expect(text(asked.text)).toContain('Voulez-vous vraiment supprimer votre compte ?');
    expect(asked.text).toContain(
      '<button type="submit" class="button button-danger" value="confirm" name="_submit">',
    );
    const kept = await step({ _submit: 'cancel', currentPassword: '' });
    expect(text(kept.text)).not.toContain('Voulez-vous vraiment supprimer votre compte ?');
    const deleted = await step({ _submit: 'confirm', currentPassword: TEST_PASSWORD });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe('/');
    const cookies = ([] as string[]).concat(deleted.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^token=;/.test(c))).toBe(true);
    const after = await t.http
      .get('/api/user')
      .set('Host', TOWN_HOST)
      .set('Authorization', `Bearer ${token}`);
    expect(after.status).toBe(401);
  });
});

describe('the password reset request without JavaScript', () => {
  it('shows the outcome on the page', async () => {
    const res = await followed(
      await post('/password/reset/ask', { _form: 'reset-ask', email: 'quelquun@example.org' }),
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('role="status"');
  });
});

describe('a site form with a file, without JavaScript (multipart)', () => {
  const SALLES = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles';
  const multipart = async (attach: boolean) => {
    const html = (await t.http.get(SALLES).set('Host', TOWN_HOST)).text;
    const id =
      /<form [^>]*encType="multipart\/form-data"[^>]*><input type="hidden" name="_form" value="(form-\d+)"/.exec(
        html,
      )![1]!;
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const req = t.http
      .post(SALLES)
      .set('Host', TOWN_HOST)
      .set('Origin', ORIGIN)
      .field('_form', id)
      .field('name', 'Paul Durand')
      .field('email', 'paul@example.org')
      .field('phone', '')
      .field('date', date)
      .field('eventType', 'Anniversaire')
      .field('guests', '80')
      .field('message', 'Soirée des 40 ans.')
      .field('rulesAccepted', 'on');
    return (
      attach ? req.attach('insurance', Buffer.from('%PDF-1.4\n%%EOF\n'), 'assurance.pdf') : req
    ).redirects(0);
  };

  it('sends the answers and the file, then shows the confirmation', async () => {
    const res = await followed(await multipart(true));
    expect(res.status).toBe(200);
    expect(text(res.text)).toContain('Merci, votre demande de réservation a bien été envoyée.');
    const sent = await mail.waitFor((m) => m.text.includes('Paul Durand'));
    expect(sent.raw).toContain('assurance.pdf');
  });

  it('shows a missing file beside its field, keeping the other answers', async () => {
    const res = await multipart(false);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/<p id="form-\d+-insurance-error" class="field-error">/);
    expect(res.text).toMatch(/<input id="form-\d+-name"[^>]*value="Paul Durand"/);
  });
});

describe('every form of the site, posted empty without JavaScript', () => {
  it('answers on its page with its errors, never a 5xx nor the page for an unknown form', async () => {
    const agenda = (
      await t.http.get('/api/element/agenda?nbItem=100').set('Host', TOWN_HOST)
    ).body.data.items.find((e: { registration: { open: boolean } | null }) => e.registration?.open) as {
      id: number;
      slug: string;
    };
    const pages = [
      '/nous-contacter',
      '/auth',
      '/password/reset/ask',
      '/infos-utiles/en-ce-moment/actualites',
      '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles',
      '/vivre-a-vallon-sur-lys/vie-citoyenne/les-demarches-en-ligne',
      `/agenda/${agenda.slug}/${agenda.id}`,
    ];
    const seen: string[] = [];
    for (const path of pages) {
      const html = (await t.http.get(path).set('Host', TOWN_HOST)).text;
      const ids = [...html.matchAll(/name="_form" value="([^"]+)"/g)].map((m) => m[1]!);
      expect([path, ids.length > 0]).toEqual([path, true]);
      for (const id of ids) {
        const res = await post(path, { _form: id });
        seen.push(`${path} ${id} ${res.status}`);
        expect([path, id, res.status]).toEqual([path, id, 400]);
        expect(res.text).toContain(`name="_form" value="${id}"`);
        expect(res.text).toContain('role="alert"');
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(8);
  });
});

describe("the visitor's address the render passes on", () => {
  it('is ignored by the API without the render’s key: no fresh rate-limit counter by a header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.http
        .post('/api/message')
        .set('Host', TOWN_HOST)
        .set('x-client-address', `203.0.113.${i}`)
        .set('x-render-key', 'guessed')
        .send({
          name: 'Léa',
          email: `lea${i}@example.org`,
          subject: 'Essai',
          message: 'Un message assez long.',
        });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('the page a post leads back to', () => {
  it('is always its own, on this host', async () => {
    expect(samePagePath('/nous-contacter?x=1')).toBe('/nous-contacter?x=1');
    expect(samePagePath('//evil.example/')).toBe('/evil.example/');
    expect(samePagePath('/\\evil.example')).toBe('/evil.example');
  });
});

describe('any other post', () => {
  it('lands on a French page that explains, never on "Cannot POST"', async () => {
    for (const path of ['/nous-contacter', '/no-such-page', '/']) {
      const unknown = await post(path, { _form: 'nothing-here', x: '1' });
      expect([path, unknown.status]).toEqual([path, 400]);
      expect(unknown.text).not.toContain('Cannot POST');
      expect(text(unknown.text)).toContain('Votre formulaire n’a pas été envoyé');
    }
    const json = await t.http
      .post('/nous-contacter')
      .set('Host', TOWN_HOST)
      .set('Origin', ORIGIN)
      .send({ a: 1 })
      .redirects(0);
    expect(json.status).toBe(415);
    expect(text(json.text)).toContain('sans JavaScript');
    const huge = await post('/nous-contacter', { _form: 'contact', message: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(text(huge.text)).toContain('il est trop long');
  });
});
