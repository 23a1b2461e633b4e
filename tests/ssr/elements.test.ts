// The element pages of the town hall (issue 3): the 13 detail sections and the generic one,
// their validation step (404) and canonical URLs (301), JSON-LD, and the lists with their
// pagination and filters working without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_SECTIONS, elementPath, newsPath } from '#shared/config/sections.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const page = (path: string, host = TOWN_HOST) =>
  t.http.get(path).set('Host', host).set('User-Agent', 'Mozilla/5.0 test').redirects(0);
const api = async <T>(path: string): Promise<T> =>
  (await t.http.get(`/api${path}`).set('Host', TOWN_HOST)).body.data as T;

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
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('detail pages', () => {
  it.each(DETAIL_SECTIONS)('/%s/:slug/:id shows the item on its canonical URL', async (section) => {
    const item = await firstOf(section);
    const res = await page(item.path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="http://${TOWN_HOST}${item.path}">`);
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
    expect((await page(`/element/${minutes.id}`)).status).toBe(404);
  });

  it('describes an agenda event: when, where, places, calendar file, registration and Event JSON-LD', async () => {
    const events = await api<{ items: (Item & { registration: { remaining: number } | null })[] }>(
      `/element/agenda?nbItem=100&endsAt=gte:${new Date().toISOString().slice(0, 10)}`,
    );
    const open = events.items.find((e) => e.registration && e.registration.remaining > 0)!;
    const res = await page(elementPath('agenda', open.slug, open.id));
    const html = res.text;
    expect(html).toContain(`href="/api/element/agenda/${open.id}/ics"`);
    expect(html).toContain('Ajouter à mon agenda (.ics)');
    expect(html).toMatch(/places restantes/);
    expect(html).toContain('id="event-registration-title"');
    const event = jsonLd(html).find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      name: open.title,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `http://${TOWN_HOST}${elementPath('agenda', open.slug, open.id)}`,
      organizer: { '@type': 'GovernmentOrganization', name: 'Mairie de Vallon-sur-Lys' },
    });
    expect(event.location['@type']).toBe('Place');
    const full = events.items.find((e) => e.registration?.remaining === 0)!;
    const fullHtml = (await page(elementPath('agenda', full.slug, full.id))).text;
    expect(fullHtml).toContain('Complet — liste d’attente ouverte');
    expect(fullHtml).toContain('S’inscrire sur la liste d’attente');
  });

  it('describes a news item as a NewsArticle', async () => {
    const item = await firstOf('actualites');
    const html = (await page(item.path)).text;
    expect(html).toContain('<meta property="og:type" content="article">');
    const article = jsonLd(html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: item.title,
      mainEntityOfPage: `http://${TOWN_HOST}${item.path}`,
      publisher: { name: 'Mairie de Vallon-sur-Lys', url: `http://${TOWN_HOST}/` },
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
    const cards = (html: string) => [...html.matchAll(/<li class="element-card"><article>/g)].length;
    expect(cards(first.text)).toBe(12);
    const second = await page(`${ASSOCIATIONS}?page=2`);
    expect(cards(second.text)).toBe(3);
    expect(second.text).toContain('aria-current="page"');
    expect(second.text).toContain('rel="prev"');
  });

  it('filter by tag and search by title with links and a GET form', async () => {
    const sport = await page(`${ASSOCIATIONS}?tag=sport`);
    expect(sport.text).toMatch(/aria-current="true"[^>]*>Sport/);
    expect(text(sport.text)).toContain('4 résultats');
    expect(sport.text).toContain('US Vallon football');
    expect(sport.text).not.toContain('Théâtre des Saules</a>');
    const search = await page(`${ASSOCIATIONS}?q=foot`);
    expect(search.text).toMatch(/<form role="search" class="list-search"[^>]* action="[^"]+" method="get">/);
    expect(text(search.text)).toContain('1 résultat');
    expect(search.text).toMatch(/name="q"[^>]*value="foot"/);
    // a bad tag is ignored rather than an error
    expect((await page(`${ASSOCIATIONS}?tag=%27%3Cx`)).status).toBe(200);
  });

  it('shows the agenda: upcoming events soonest first, past events apart, places left', async () => {
    const html = (await page('/infos-utiles/en-ce-moment/agenda')).text;
    expect(html).toContain('Les prochains rendez-vous');
    expect(html).toContain('Déjà passés');
    expect(html).toContain('Complet — liste d’attente ouverte');
    const upcoming = html.slice(html.indexOf('Les prochains rendez-vous'), html.indexOf('Déjà passés'));
    const dates = [...upcoming.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThan(3);
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
