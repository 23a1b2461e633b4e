import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listSchema } from '#shared/contracts/envelope.ts';
import {
  albumDetailSchema,
  albumSchema,
  arianeSchema,
  blogFolderContentSchema,
  blogSchema,
  formResultSchema,
  formSchema,
  googleReviewsSchema,
  popupSchema,
  registrationResultSchema,
  searchResultSchema,
  serviceListSchema,
} from '#shared/contracts/town.ts';
import * as schema from '../../server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let mail: MailCatcher;
let town: number;
let wine: number;
const now = new Date();
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const ids = {
  event: 0,
  freeEvent: 0,
  pastEvent: 0,
  album: 0,
  folder: 0,
  sub: 0,
  blog: 0,
  draft: 0,
  popup: 0,
  oldPopup: 0,
  form: 0,
};

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ mail });
  town = await siteId(t.database, 'vallon-sur-lys');
  wine = await siteId(t.database, 'domaine-du-vallon');
  const { db } = t.database;
  const el = async (values: Partial<typeof schema.elements.$inferInsert>) =>
    (
      await db
        .insert(schema.elements)
        .values({
          siteId: town,
          route: 'agenda',
          locale: 'fr_FR',
          title: 'x',
          slug: 'x',
          publishedAt: days(-1),
          ...values,
        })
        .returning()
    )[0]!.id;
  ids.event = await el({
    title: 'Atelier compostage',
    slug: 'atelier-compostage',
    startAt: days(10),
    data: { registration: true, capacity: 2, location: 'Jardin partagé' },
  });
  ids.freeEvent = await el({
    title: 'Concert',
    slug: 'concert',
    startAt: days(12),
    data: { location: 'Église' },
  });
  ids.pastEvent = await el({
    title: 'Vide-grenier',
    slug: 'vide-grenier',
    startAt: days(-3),
    data: { registration: true, capacity: 10 },
  });
  ids.album = (
    await db
      .insert(schema.albums)
      .values({ siteId: town, title: 'Fête de la Saint-Jean', slug: 'fete', publishedAt: days(-2) })
      .returning()
  )[0]!.id;
  await db.insert(schema.albumImages).values([
    {
      siteId: town,
      albumId: ids.album,
      image: { url: '/media/logo.svg', alt: 'Le feu' },
      order: 2,
    },
    {
      siteId: town,
      albumId: ids.album,
      image: { url: '/media/favicon.svg', alt: 'Le défilé' },
      order: 1,
    },
  ]);
  ids.folder = (
    await db
      .insert(schema.blogFolders)
      .values({ siteId: town, title: 'Journal', slug: 'journal' })
      .returning()
  )[0]!.id;
  ids.sub = (
    await db
      .insert(schema.blogFolders)
      .values({ siteId: town, parentId: ids.folder, title: 'Coups de cœur', slug: 'coups' })
      .returning()
  )[0]!.id;
  ids.blog = (
    await db
      .insert(schema.blogs)
      .values({
        siteId: town,
        folderId: ids.sub,
        locale: 'fr_FR',
        title: 'Un roman',
        slug: '',
        body: '<p>Lu</p>',
        publishedAt: days(-1),
      })
      .returning()
  )[0]!.id;
  ids.draft = (
    await db
      .insert(schema.blogs)
      .values({
        siteId: town,
        folderId: ids.sub,
        locale: 'fr_FR',
        title: 'Brouillon',
        slug: 'b',
        isPublished: false,
      })
      .returning()
  )[0]!.id;
  await db.insert(schema.services).values([
    { siteId: town, title: 'Prêt de matériel', slug: 'pret', tags: ['materiel'], order: 1 },
    { siteId: town, title: 'Location de salles', slug: 'salles', tags: ['salles', 'associations'], order: 2 },
  ]);
  ids.popup = (
    await db
      .insert(schema.popups)
      .values({ siteId: town, title: 'Travaux', body: '<p>Rue fermée</p>', hideDurationDays: 7 })
      .returning()
  )[0]!.id;
  ids.oldPopup = (
    await db
      .insert(schema.popups)
      .values({ siteId: town, title: 'Ancien', endsAt: days(-1) })
      .returning()
  )[0]!.id;
  await db.insert(schema.googleReviews).values([
    { siteId: wine, author: 'Anne', rating: 5, text: 'Accueil chaleureux.', publishedAt: days(-10) },
    { siteId: wine, author: 'Paul', rating: 4, text: 'Belle visite.', publishedAt: days(-100) },
  ]);
  ids.form = (
    await db
      .insert(schema.forms)
      .values({
        siteId: town,
        title: 'Réservation de salle',
        successMessage: 'Merci, nous revenons vers vous.',
        notifyEmail: 'salles@vallon-sur-lys.fr',
        fields: [
          { name: 'name', label: 'Nom', type: 'text', required: true },
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          { name: 'kind', label: 'Type', type: 'select', options: ['Mariage', 'Autre'] },
          { name: 'details', label: 'Détails', type: 'textarea' },
          {
            name: 'insurance',
            label: 'Attestation',
            type: 'file',
            required: true,
            accept: ['pdf'],
            maxSizeKb: 1,
          },
        ],
      })
      .returning()
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});
beforeEach(() => mail.clear());

const api = (method: 'get' | 'post', path: string, host = TOWN_HOST) =>
  t.http[method](`/api${path}`).set('Host', host).set('Sec-Fetch-Site', 'same-origin');

describe('agenda registration', () => {
  const register = (email: string, extra = {}) =>
    api('post', `/element/agenda/${ids.event}/register`).send({ name: 'Marie Curie', email, ...extra });

  it('holds places while they remain, then puts people on the waiting list, and mails them', async () => {
    expect(expectSuccess(await register('a@example.org'), registrationResultSchema)).toEqual({
      status: 'PENDING',
      seats: 1,
      remaining: 1,
    });
    const mailA = await mail.waitFor((m) => m.to.includes('a@example.org'));
    expect(mailA.subject).toMatch(/^Confirmez votre inscription : Atelier compostage/);
    expect(linkIn(mailA, '/inscription-agenda/confirmation/')).toMatch(
      /^http:\/\/localhost:3000\/inscription-agenda\/confirmation\/[A-Za-z0-9_-]{43}$/,
    );
    expect(expectSuccess(await register('b@example.org'), registrationResultSchema).remaining).toBe(0);
    expect(expectSuccess(await register('c@example.org'), registrationResultSchema)).toEqual({
      status: 'WAITLIST',
      seats: 1,
      remaining: 0,
    });
    const mailC = await mail.waitFor((m) => m.to.includes('c@example.org'));
    expect(mailC.subject).toMatch(/^Liste d’attente/);
    expect(linkIn(mailC, '/agenda/atelier-compostage/')).toBe(
      `http://localhost:3000/agenda/atelier-compostage/${ids.event}`,
    );
  });

  it('refuses a second registration of the same address, closed and past events, and other sites’ events', async () => {
    expectFailure(await register('A@example.org'), 409);
    expectFailure(
      await api('post', `/element/agenda/${ids.freeEvent}/register`).send({
        name: 'X',
        email: 'x@example.org',
      }),
      400,
    );
    expectFailure(
      await api('post', `/element/agenda/${ids.pastEvent}/register`).send({
        name: 'X',
        email: 'x@example.org',
      }),
      400,
    );
    expectFailure(
      await api('post', `/element/agenda/${ids.event}/register`, WINE_HOST).send({
        name: 'X',
        email: 'x@example.org',
      }),
      404,
    );
    const bad = await register('not-an-email', { role: 'ADMIN' });
    expectFailure(bad, 400);
  });

  it('offers each event as an .ics file', async () => {
    const res = await api('get', `/element/agenda/${ids.event}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?atelier-compostage\.ics"?/);
    expect(res.text).toContain('SUMMARY:Atelier compostage');
    expect(res.text).toContain('LOCATION:Jardin partagé');
    expectFailure(await api('get', `/element/agenda/${ids.event}/ics`, WINE_HOST), 404);
  });
});

describe('albums, blog, services, popups and reviews', () => {
  it('lists albums and shows one with its images in order; another site gets 404', async () => {
    const list = expectSuccess(await api('get', '/album?page=1&nbItem=100'), listSchema(albumSchema));
    expect(list.items.find((a) => a.id === ids.album)).toMatchObject({
      title: 'Fête de la Saint-Jean',
      imageCount: 2,
    });
    const album = expectSuccess(await api('get', `/album/${ids.album}`), albumDetailSchema);
    expect(album.images.map((i) => i.alt)).toEqual(['Le défilé', 'Le feu']);
    expectFailure(await api('get', `/album/${ids.album}`, WINE_HOST), 404);
  });

  it('walks the blog: folders, articles, breadcrumbs; drafts stay hidden', async () => {
    const root = expectSuccess(await api('get', '/blog/folder/list'), blogFolderContentSchema);
    expect(root.folders.map((f) => f.id)).toContain(ids.folder);
    const sub = expectSuccess(await api('get', `/blog/folder/list/${ids.sub}`), blogFolderContentSchema);
    expect(sub.blogs.map((b) => b.id)).toEqual([ids.blog]);
    expect(sub.nbItem).toBe(12);
    expect(
      expectSuccess(await api('get', `/blog/folder/ariane/${ids.sub}`), arianeSchema).map((a) => a.title),
    ).toEqual(['Journal', 'Coups de cœur']);
    expect(
      expectSuccess(await api('get', `/blog/ariane/${ids.blog}`), arianeSchema).map((a) => a.kind),
    ).toEqual(['folder', 'folder', 'blog']);
    expect(expectSuccess(await api('get', `/blog/${ids.blog}`), blogSchema).body).toBe('<p>Lu</p>');
    expectFailure(await api('get', `/blog/${ids.draft}`), 404);
    expectFailure(await api('get', `/blog/${ids.blog}`, WINE_HOST), 404);
    expectFailure(await api('get', `/blog/folder/list/${ids.folder}`, WINE_HOST), 404);
  });

  it('answers GET /blog/folder[/{id}] with the folder and its content {folders, blogs} (SPEC §3)', async () => {
    const folder = expectSuccess(await api('get', `/blog/folder/${ids.folder}`), blogFolderContentSchema);
    expect(folder.folder).toMatchObject({ id: ids.folder, title: 'Journal' });
    expect(folder.folders.map((f) => f.id)).toEqual([ids.sub]);
    expect(folder).toEqual(
      expectSuccess(await api('get', `/blog/folder/list/${ids.folder}`), blogFolderContentSchema),
    );
    const sub = expectSuccess(await api('get', `/blog/folder/${ids.sub}`), blogFolderContentSchema);
    expect(sub.folder?.id).toBe(ids.sub);
    expect(sub.blogs.map((b) => b.id)).toEqual([ids.blog]);
    const root = expectSuccess(await api('get', '/blog/folder'), blogFolderContentSchema);
    expect(root.folder).toBeNull();
    expect(root.folders.map((f) => f.id)).toContain(ids.folder);
    expect(root).toEqual(expectSuccess(await api('get', '/blog/folder/list'), blogFolderContentSchema));
    expectFailure(await api('get', `/blog/folder/${ids.folder}`, WINE_HOST), 404);
    expectFailure(await api('get', '/blog/folder/999999'), 404);
  });

  it('filters services by tag', async () => {
    const all = expectSuccess(await api('get', '/service?page=1&nbItem=100'), serviceListSchema);
    expect(all.services.length).toBeGreaterThanOrEqual(2);
    const rooms = expectSuccess(
      await api('get', '/service?page=1&nbItem=100&tag=associations,autre'),
      serviceListSchema,
    );
    expect(rooms.services.map((s) => s.slug)).toEqual(['salles']);
  });

  it('serves an active popup only', async () => {
    expect(expectSuccess(await api('get', `/popup/${ids.popup}`), popupSchema)).toMatchObject({
      title: 'Travaux',
      hideDurationDays: 7,
      showOnEveryReload: false,
    });
    expectFailure(await api('get', `/popup/${ids.oldPopup}`), 404);
    expectFailure(await api('get', `/popup/${ids.popup}`, WINE_HOST), 404);
  });

  it('serves the stored reviews with their average, since a date when asked', async () => {
    const all = expectSuccess(await api('get', '/google/reviews', WINE_HOST), googleReviewsSchema);
    expect(all.count).toBeGreaterThanOrEqual(2);
    const since = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = expectSuccess(
      await api('get', `/google/reviews?from=${since}`, WINE_HOST),
      googleReviewsSchema,
    );
    expect(recent.reviews.every((r) => r.publishedAt >= since)).toBe(true);
    expectFailure(await api('get', '/google/reviews?from=yesterday', WINE_HOST), 400);
  });
});

describe('forms', () => {
  const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n');
  const submit = () => api('post', `/forms/${ids.form}/submit`);

  it('describes a form', async () => {
    const form = expectSuccess(await api('get', `/forms/${ids.form}`), formSchema);
    expect(form.fields.map((f) => f.type)).toContain('file');
  });

  it('stores a valid submission with its file, checked on the bytes', async () => {
    const res = await submit()
      .field('name', 'Jeanne')
      .field('email', 'jeanne@example.org')
      .field('kind', 'Mariage')
      .field('details', JSON.stringify({ guests: 80 }))
      .attach('insurance', pdf, { filename: 'attestation.pdf', contentType: 'application/pdf' });
    expect(expectSuccess(res, formResultSchema).message).toBe('Merci, nous revenons vers vous.');
    const [row] = await t.database.db
      .select()
      .from(schema.formSubmissions)
      .where(and(eq(schema.formSubmissions.siteId, town), eq(schema.formSubmissions.formId, ids.form)));
    expect(row!.data).toMatchObject({ name: 'Jeanne', kind: 'Mariage' });
    expect(row!.files).toEqual([
      expect.objectContaining({ field: 'insurance', name: 'attestation.pdf', type: 'application/pdf' }),
    ]);
    const notice = await mail.waitFor((m) => m.to.includes('salles@vallon-sur-lys.fr'));
    expect(notice.text).toContain('Nom : Jeanne');
  });

  it('returns every field error at once, beside its field', async () => {
    const res = await submit()
      .field('email', 'nope')
      .field('kind', 'Banquet')
      .field('secret', 'x')
      .attach('insurance', Buffer.from('MZ this is an executable'), {
        filename: 'attestation.pdf',
        contentType: 'application/pdf',
      });
    expectFailure(res, 400);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'required' },
        { path: 'email', message: 'invalid_email' },
        { path: 'kind', message: 'invalid_option' },
        { path: 'secret', message: 'unknown_field' },
        { path: 'insurance', message: 'file_type' },
      ]),
    );
    const big = await submit()
      .field('name', 'J')
      .field('email', 'j@example.org')
      .attach('insurance', Buffer.concat([pdf, Buffer.alloc(2048)]), { filename: 'a.pdf' });
    expect(big.body.data).toEqual([{ path: 'insurance', message: 'file_too_large' }]);
  });

  it('answers 413 past the upload limit and 415 to a body that is not multipart', async () => {
    const huge = await submit()
      .field('name', 'J')
      .attach('insurance', Buffer.alloc(6 * 1024 * 1024), { filename: 'huge.pdf' });
    expectFailure(huge, 413);
    expectFailure(await submit().send({ name: 'J' }), 415);
    expectFailure(await api('post', `/forms/${ids.form}/submit`, WINE_HOST).field('name', 'J'), 404);
  });
});

describe('contact, newsletter and visits', () => {
  it('stores a contact message and mails it to the site with a reply-to; robots are dropped quietly', async () => {
    const body = {
      name: 'Paul',
      email: 'paul@example.org',
      subject: 'Éclairage public',
      message: 'Le lampadaire de la rue des Lilas est éteint.',
    };
    expectSuccess(await api('post', '/message').send(body), z.null());
    const sent = await mail.waitFor((m) => m.to.includes('mairie@vallon-sur-lys.fr'));
    expect(sent.subject).toBe('Message du site : Éclairage public');
    expect(sent.raw).toMatch(/Reply-To: paul@example\.org/i);
    expectSuccess(
      await api('post', '/message').send({ ...body, subject: 'Robot', website: 'http://spam' }),
      z.null(),
    );
    const rows = await t.database.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.siteId, town));
    expect(rows.map((r) => r.subject)).toContain('Éclairage public');
    expect(rows.map((r) => r.subject)).not.toContain('Robot');
    expectFailure(await api('post', '/message').send({ ...body, message: 'court' }), 400);
  });

  it('signs a visitor up with double opt-in, once', async () => {
    expectFailure(
      await api('post', '/newsletter/subscribe').send({ email: 'reader@example.org', consent: false }),
      400,
    );
    expectSuccess(
      await api('post', '/newsletter/subscribe').send({ email: 'reader@example.org', consent: true }),
      z.null(),
    );
    const confirm = await mail.waitFor((m) => m.to.includes('reader@example.org'));
    const token = linkIn(confirm, '/lettre-information/confirmation/').split('/').pop();
    const pending = await t.database.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, 'reader@example.org'));
    expect(pending.map((p) => p.status)).toEqual(['PENDING']);
    expect(pending[0]!.consentAt).toBeInstanceOf(Date);
    expectSuccess(await api('post', '/newsletter/confirm').send({ token }), z.null());
    expectFailure(await api('post', '/newsletter/confirm').send({ token }), 400);
    mail.clear();
    expectSuccess(
      await api('post', '/newsletter/subscribe').send({ email: 'READER@example.org', consent: true }),
      z.null(),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.messages).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.siteId, town));
    expect(rows.filter((r) => r.email.toLowerCase() === 'reader@example.org').map((r) => r.status)).toEqual([
      'CONFIRMED',
    ]);
  });

  it('logs a visit from a source', async () => {
    expectSuccess(await api('get', '/site/visit/affiche-marche'), z.null());
    const rows = await t.database.db
      .select()
      .from(schema.siteVisits)
      .where(eq(schema.siteVisits.source, 'affiche-marche'));
    expect(rows.map((r) => r.siteId)).toEqual([town]);
    expectFailure(await api('get', '/site/visit/%3Cscript%3E'), 400);
  });
});

describe('search and media', () => {
  it('finds pages, elements and news without accents, on this site only', async () => {
    const res = expectSuccess(await api('get', '/search?q=ecoles'), searchResultSchema);
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.some((i) => i.path === '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles')).toBe(
      true,
    );
    const compost = expectSuccess(await api('get', '/search?q=COMPOSTAGE'), searchResultSchema);
    expect(compost.items).toContainEqual(
      expect.objectContaining({ kind: 'element', path: `/agenda/atelier-compostage/${ids.event}` }),
    );
    const wine = expectSuccess(await api('get', '/search?q=compostage', WINE_HOST), searchResultSchema);
    expect(wine.total).toBe(0);
    expectFailure(await api('get', '/search?q=a'), 400);
  });

  it('inlines only the site’s own SVG images, sanitised', async () => {
    const own = expectSuccess(
      await api('post', '/image/load-svg').send({ url: '/media/partner-region.svg' }),
      z.object({ svg: z.string() }),
    );
    expect(own.svg.startsWith('<svg')).toBe(true);
    expect(own.svg).not.toMatch(/<script|on\w+=/i);
    expectFailure(await api('post', '/image/load-svg').send({ url: '/media/album/vendanges-1.svg' }), 404);
    expectFailure(await api('post', '/image/load-svg').send({ url: 'https://evil.example/x.svg' }), 400);
    expectFailure(await api('post', '/image/load-svg').send({ url: '/media/../../package.json' }), 400);
    expectFailure(
      await api('post', '/image/load-svg').send({
        url: '/media/%2e%2e/2/album/vendanges-1.svg',
      }),
      400,
    );
  });
});
