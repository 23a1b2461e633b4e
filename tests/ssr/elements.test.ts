// The element pages of the town hall: the 13 detail sections and the generic one,
// their validation step (404) and canonical URLs (301), JSON-LD, and the lists with their
// pagination and filters working without JavaScript.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_SECTIONS, elementPath, newsPath } from '#shared/config/sections.ts';
import { elements, sites } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, TOWN_ORIGIN, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test').redirects(0);
const api = async <T>(path: string, host = TOWN_HOST): Promise<T> =>
  (await t.http.get(`/api${path}`).set('Host', host)).body.data as T;

interface Item {
  id: number;
  slug: string;
  title: string;
  route?: string;
}
const firstOf = async (section: string): Promise<Item & { path: string }> => {
  if (section === 'actualites') {
    const item = (await api<{ items: Item[] }>('/news?nbItem=1')).items[0]!;
    return { ...item, path: newsPath(item.slug, item.id) };
  }
  const item = (await api<{ items: Item[] }>(`/element/${section}?nbItem=1`)).items[0]!;
  return { ...item, path: elementPath(section, item.slug, item.id) };
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('detail pages', () => {
  it.each(DETAIL_SECTIONS)('/%s/:slug/:id shows the item on its canonical URL', async (section) => {
    const item = await firstOf(section);
    const res = await page(item.path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="${TOWN_ORIGIN}${item.path}">`);
    expect(res.text).toMatch(/<h1 class="page-title">[^<]+<\/h1>/);
    expect(res.text).toContain('class="detail-page');
    expect(res.text).toContain('aria-label="Fil d’Ariane"');
    // another slug, or none, leads to the canonical URL
    const moved = await page(item.path.replace(/\/[^/]+\/(\d+)$/, '/autre-chose/$1'));
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(item.path);
    expect((await page(item.path.replace(/\/[^/]+\/(\d+)$/, '/$1?x=1'))).headers.location).toBe(
      `${item.path}?x=1`,
    );
  });

  it('refuses malformed ids, unknown ids, ids of another route or of another site with 404', async () => {
    const association = await firstOf('associations');
    for (const path of [
      '/agenda/abc',
      '/agenda/x/0',
      '/agenda/x/99999999999',
      '/agenda/x/999999',
      `/ecoles/x/${association.id}`,
      '/actualites/x/abc',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Cette page est introuvable');
    }
    expect((await page(association.path, WINE_HOST)).status).toBe(404);
  });

  it("refuses the wine estate's elements and news on the town hall's host", async () => {
    const link = (await api<{ items: Item[] }>('/element/link-footer?nbItem=1', WINE_HOST)).items[0]!;
    const path = `/element/${link.slug || 'x'}/link-footer/${link.id}`;
    expect((await page(path, WINE_HOST)).status).toBe(200);
    expect((await page(path)).status).toBe(404);
    const news = (await api<{ items: Item[] }>('/news?nbItem=1', WINE_HOST)).items[0]!;
    expect((await page(newsPath(news.slug, news.id), WINE_HOST)).status).toBe(200);
    const res = await page(newsPath(news.slug, news.id));
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(news.title);
  });

  it('refuses an unpublished element, and one published later', async () => {
    const [town] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.slug, 'vallon-sur-lys'));
    const rows = await t.database.db
      .insert(elements)
      .values([
        {
          siteId: town!.id,
          route: 'associations',
          locale: 'fr_FR',
          title: 'Brouillon',
          slug: 'brouillon',
          isPublished: false,
        },
        {
          siteId: town!.id,
          route: 'associations',
          locale: 'fr_FR',
          title: 'Plus tard',
          slug: 'plus-tard',
          publishedAt: new Date(Date.now() + 86_400_000),
        },
      ])
      .returning({ id: elements.id, slug: elements.slug });
    const [published] = await t.database.db
      .insert(elements)
      .values({ siteId: town!.id, route: 'associations', locale: 'fr_FR', title: 'Publiée', slug: 'publiee' })
      .returning({ id: elements.id });
    expect((await page(elementPath('associations', 'publiee', published!.id))).status).toBe(200);
    rows.push({ id: published!.id, slug: 'x' });
    await t.database.db.update(elements).set({ isPublished: false }).where(eq(elements.id, published!.id));
    await bumpContentVersion(t.database.db, t.events, town!.id); // as the admin's write does
    const statuses: number[] = [];
    for (const row of rows) {
      statuses.push((await page(elementPath('associations', row.slug, row.id))).status);
      statuses.push((await page(`/element/${row.slug}/associations/${row.id}`)).status);
    }
    await t.database.db.delete(elements).where(
      inArray(
        elements.id,
        rows.map((r) => r.id),
      ),
    );
    expect(statuses).toEqual(rows.flatMap(() => [404, 404]));
  });

  it('shows the images of an element: the first as a cover, all of them in a gallery', async () => {
    const [town] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.slug, 'vallon-sur-lys'));
    const images = [1, 2, 3].map((n) => ({
      url: `/media/album/mediatheque-${n}.svg`,
      alt: `La médiathèque, vue ${n}`,
    }));
    const [row] = await t.database.db
      .insert(elements)
      .values({
        siteId: town!.id,
        route: 'associations',
        locale: 'fr_FR',
        title: 'Amis de la médiathèque',
        slug: 'amis-de-la-mediatheque',
        images,
        data: { phone: '03 28 41 00 00', email: 'amis@example.org', website: 'https://amis.example.org' },
      })
      .returning({ id: elements.id });
    const html = (await page(elementPath('associations', 'amis-de-la-mediatheque', row!.id))).text;
    await t.database.db.delete(elements).where(eq(elements.id, row!.id));
    await bumpContentVersion(t.database.db, t.events, town!.id);
    expect(html).toMatch(/<img [^>]*class="detail-cover"[^>]*alt="La médiathèque, vue 1"/);
    expect(html).toContain(
      `<meta property="og:image" content="${TOWN_ORIGIN}/media/album/mediatheque-1.svg">`,
    );
    expect([...html.matchAll(/<button type="button" class="gallery-item"/g)]).toHaveLength(3);
    expect(html).toContain('href="tel:0328410000"');
    expect(html).toContain('href="mailto:amis@example.org"');
    expect(html).toContain('href="https://amis.example.org" rel="noopener noreferrer external"');
  });

  it('shows elements of other routes at /element/:slug/:name/:id', async () => {
    const minutes = (await api<{ items: Item[] }>('/element/comptes-rendus?nbItem=1')).items[0]!;
    const path = `/element/${minutes.slug}/comptes-rendus/${minutes.id}`;
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(minutes.title.replace(/'/g, '&#x27;'));
    expect(text(res.text)).toContain('Comptes rendus du conseil municipal'); // its listing page
    expect((await page(`/element/comptes-rendus/${minutes.id}`)).headers.location).toBe(path);
    // an element of a detail section is sent to its section's URL
    const association = await firstOf('associations');
    expect((await page(`/element/x/associations/${association.id}`)).headers.location).toBe(association.path);
  });

  it('finds the element of /element/:slug?/:name?/:id by its id alone and redirects (301) to its URL', async () => {
    const minutes = (await api<{ items: Item[] }>('/element/comptes-rendus?nbItem=1')).items[0]!;
    const canonical = `/element/${minutes.slug}/comptes-rendus/${minutes.id}`;
    const association = await firstOf('associations');
    for (const [path, location] of [
      [`/element/${minutes.id}`, canonical],
      [`/element/${minutes.slug}/${minutes.id}`, canonical],
      [`/element/autre-chose/${minutes.id}`, canonical],
      [`/element/autre-chose/mauvaise-route/${minutes.id}`, canonical],
      [`/element/${minutes.id}?x=1`, `${canonical}?x=1`],
      [`/element/${association.id}`, association.path],
      [`/element/${association.slug}/${association.id}`, association.path],
    ] as const) {
      const res = await page(path);
      expect([path, res.status, res.headers.location]).toEqual([path, 301, location]);
    }
    // the redirect stays on the requesting host (a path, never another origin)
    expect((await page(`/element/${minutes.id}`)).headers.location).toMatch(/^\/element\//);
    // another site's id, an id that does not exist, a malformed id: 404
    const link = (await api<{ items: Item[] }>('/element/link-footer?nbItem=1', WINE_HOST)).items[0]!;
    expect((await page(`/element/${link.id}`)).status).toBe(404);
    expect((await page(`/element/${link.slug || 'x'}/link-footer/${link.id}`)).status).toBe(404);
    expect((await page('/element/2147483000')).status).toBe(404);
    expect((await page('/element/x/abc')).status).toBe(404);
  });

  it('describes an agenda event: when, where, calendar file, registration and Event JSON-LD', async () => {
    const events = await api<{ items: (Item & { registration: { open: boolean } | null })[] }>(
      `/element/agenda?nbItem=100&endsAt=gte:${new Date().toISOString().slice(0, 10)}`,
    );
    const places = await api<{ id: number; remaining: number }[]>(
      `/element/agenda/places?ids=${events.items.filter((e) => e.registration?.open).map((e) => e.id)}`,
    );
    const open = events.items.find((e) => places.find((p) => p.id === e.id)!.remaining > 0)!;
    const res = await page(elementPath('agenda', open.slug, open.id));
    const html = res.text;
    expect(html).toContain(`href="/api/element/agenda/${open.id}/ics"`);
    expect(html).toContain('Ajouter à mon agenda (.ics)');
    // the places left are volatile: the server's HTML says only that registration is open, the
    // browser asks the count after hydration (ADR 003)
    expect(html).not.toMatch(/places? restantes?/);
    expect(html).toContain('Inscriptions ouvertes');
    expect(html).toContain('id="event-registration-title"');
    const event = jsonLd(html).find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      name: open.title,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `${TOWN_ORIGIN}${elementPath('agenda', open.slug, open.id)}`,
      organizer: { '@type': 'GovernmentOrganization', name: 'Mairie de Vallon-sur-Lys' },
    });
    expect(event.location).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Vallon-sur-Lys', postalCode: '59270' },
    });
    const full = events.items.find((e) => places.find((p) => p.id === e.id)?.remaining === 0)!;
    const fullHtml = (await page(elementPath('agenda', full.slug, full.id))).text;
    expect(fullHtml).not.toContain('Complet — liste d’attente ouverte');
    expect(fullHtml).toContain('Inscriptions ouvertes');
  });

  it('describes a news item as a NewsArticle', async () => {
    const item = await firstOf('actualites');
    const html = (await page(item.path)).text;
    expect(html).toContain('<meta property="og:type" content="article">');
    const article = jsonLd(html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: item.title,
      mainEntityOfPage: `${TOWN_ORIGIN}${item.path}`,
      publisher: { name: 'Mairie de Vallon-sur-Lys', url: `${TOWN_ORIGIN}/` },
    });
    expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('element lists', () => {
  const ASSOCIATIONS = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/associations-locales';

  it('paginate with plain links: page 2 shows the rest', async () => {
    const first = await page(ASSOCIATIONS);
    expect(first.status).toBe(200);
    expect(first.text).toContain(`href="${ASSOCIATIONS}?page=2"`);
    const cards = (html: string) =>
      [
        ...html.matchAll(
          /<li class="element-card"><article>.*?<h3 class="element-title"><a [^>]*>([^<]+)<\/a>/g,
        ),
      ].map((m) => m[1]!);
    expect(cards(first.text)).toHaveLength(12);
    const second = await page(`${ASSOCIATIONS}?page=2`);
    expect(cards(second.text)).toHaveLength(3);
    for (const title of cards(second.text)) expect(cards(first.text)).not.toContain(title);
    // ordered by title, as the block says
    const titles = [...cards(first.text), ...cards(second.text)];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(second.text).toContain('aria-current="page"');
    expect(second.text).toContain('rel="prev"');
  });

  it('filter by tag and search by title with links and a GET form', async () => {
    const all = await page(ASSOCIATIONS);
    expect(all.text).toContain(`href="${ASSOCIATIONS}?tag=sport"`);
    expect(all.text).toContain(`<a aria-current="true" href="${ASSOCIATIONS}">Tout</a>`);
    const sport = await page(`${ASSOCIATIONS}?tag=sport`);
    expect(sport.text).toContain(`<a href="${ASSOCIATIONS}">Tout</a>`);
    expect(sport.text).toMatch(/aria-current="true"[^>]*>Sport/);
    expect(text(sport.text)).toContain('4 résultats');
    expect(sport.text).toContain('US Vallon football');
    expect(sport.text).not.toContain('Théâtre des Saules</a>');
    const search = await page(`${ASSOCIATIONS}?q=foot`);
    expect(search.text).toMatch(/<form role="search" class="list-search"[^>]* action="[^"]+" method="get">/);
    expect(text(search.text)).toContain('1 résultat');
    expect(search.text).toMatch(/name="q"[^>]*value="foot"/);
    // tags are French words, accents kept in the label and in the link
    expect(all.text).toContain(`href="${ASSOCIATIONS}?tag=solidarit%C3%A9"`);
    expect(text(all.text)).toMatch(/Solidarité \(\d\)/);
    const solidarity = await page(`${ASSOCIATIONS}?tag=solidarit%C3%A9`);
    expect(solidarity.text).toMatch(/aria-current="true"[^>]*>Solidarité/);
    expect(solidarity.text).toContain('Lys Entraide');
    expect(solidarity.text).not.toContain('US Vallon football</a>');
    // a bad tag is ignored rather than an error
    expect((await page(`${ASSOCIATIONS}?tag=%27%3Cx`)).status).toBe(200);
    const none = await page(`${ASSOCIATIONS}?tag=sport&q=th%C3%A9%C3%A2tre`);
    expect(text(none.text)).toContain('Aucun élément ne correspond à ces critères. Voir toute la liste');
    expect(none.text).toContain(`href="${ASSOCIATIONS}">Voir toute la liste</a>`);
  });

  it('shows the agenda: upcoming events soonest first, past events apart, no stale places left', async () => {
    const html = (await page('/infos-utiles/en-ce-moment/agenda')).text;
    expect(html).toContain('Les prochains rendez-vous');
    expect(html).toContain('Déjà passés');
    expect(html).toContain('Inscriptions ouvertes');
    expect(html).not.toContain('Complet — liste d’attente ouverte');
    const upcoming = html.slice(html.indexOf('Les prochains rendez-vous'), html.indexOf('Déjà passés'));
    const starts = (part: string) =>
      [...part.matchAll(/<li class="agenda-item">.*?<time dateTime="([^"]+)"/gs)].map((m) => m[1]!);
    const soonest = starts(upcoming);
    expect(soonest.length).toBeGreaterThan(3);
    expect(soonest).toEqual([...soonest].sort());
    const latest = starts(html.slice(html.indexOf('Déjà passés')));
    expect(latest.length).toBeGreaterThan(1);
    expect(latest).toEqual([...latest].sort().reverse());
    expect(latest.every((d) => d < soonest[0]!)).toBe(true);
    // dd/mm/yyyy and hh:mm in Paris
    expect(text(upcoming)).toMatch(/\d\d\/\d\d\/\d{4}, \d\d:\d\d – \d\d:\d\d /);
  });

  it('lists council minutes newest first', async () => {
    const html = (await page('/vivre-a-vallon-sur-lys/vie-municipale/comptes-rendus-municipaux')).text;
    const minutes = await api<{ items: (Item & { startAt: string })[] }>(
      '/element/comptes-rendus?nbItem=100&orderBy=startAt:desc',
    );
    expect(minutes.items.length).toBeGreaterThan(3);
    const listed = [...html.matchAll(/<li class="element-compact"><a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(listed).toEqual(minutes.items.map((m) => `/element/${m.slug}/comptes-rendus/${m.id}`));
  });

  it('shows the address of the town hall with a map link on the contact page', async () => {
    const html = (await page('/nous-contacter')).text;
    expect(html).toContain('Nous trouver');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=50.7163&amp;mlon=2.7411#map=17/50.7163/2.7411"',
    );
    expect(html).not.toMatch(/<iframe|tile\.openstreetmap/);
  });
});
