// Every list reaches all its items (docs/decisions/006-town-hall-site.md, amended): a list with
// more items than a page shows page links without any flag, `?page=N` gives page N, each other
// list of a page has its own parameter, a page past the last one is a 404, and the home page's
// teasers link to the page of all their items instead.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail } from '#shared/contracts/page.ts';
import { elements, services, sites } from '../../server/db/schema.ts';
import { bumpContentVersion } from '../../server/modules/content/version.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { TOWN_HOST } from '../support/fixtures.ts';

let t: TestApp;
let town: number;
const added = { elements: [] as number[], services: [] as number[] };

const ECOLES = '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles';
const AGENDA = '/infos-utiles/en-ce-moment/agenda';
const SALLES = '/vivre-a-vallon-sur-lys/vie-sociale-et-associative/equipements-et-salles';

const page = (path: string) =>
  t.http.get(path).set('Host', TOWN_HOST).set('User-Agent', 'Mozilla/5.0 test').redirects(0);
const api = async <T>(path: string): Promise<T> =>
  (await t.http.get(`/api${path}`).set('Host', TOWN_HOST)).body.data as T;
const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
/** The titles of a page's cards and rows (elements, agenda events, services), in order. */
const titles = (html: string, cls = 'element-title') =>
  [...html.matchAll(new RegExp(`<h3 class="${cls}"><a [^>]*>([^<]+)</a>`, 'g'))].map((m) => decode(m[1]!));
/** The `<section>` of the list titled `title`. */
const section = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</h2>`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
};
const blockIdOf = async (path: string, match: (b: Record<string, unknown>) => boolean) => {
  const detail = await api<PageDetail>(`/page${path}`);
  return (detail.layout!.blocks as Record<string, unknown>[]).find(match)!.id as string;
};

beforeAll(async () => {
  t = await startTestApp();
  const [site] = await t.database.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.slug, 'vallon-sur-lys'));
  town = site!.id;
  const day = 86_400_000;
  const rows = [
    // 30 more schools: their list has no pagination setting at all
    ...Array.from({ length: 30 }, (_, i) => ({
      siteId: town,
      route: 'ecoles',
      locale: 'fr_FR',
      title: `École du test ${String(i + 1).padStart(2, '0')}`,
      slug: `ecole-du-test-${i + 1}`,
      order: 100 + i,
    })),
    // 6 more past events: the agenda page's second list
    ...Array.from({ length: 6 }, (_, i) => ({
      siteId: town,
      route: 'agenda',
      locale: 'fr_FR',
      title: `Fête passée ${i + 1}`,
      slug: `fete-passee-${i + 1}`,
      startAt: new Date(Date.now() - (400 + i) * day),
    })),
  ];
  added.elements = (await t.database.db.insert(elements).values(rows).returning({ id: elements.id })).map(
    (r) => r.id,
  );
  added.services = (
    await t.database.db
      .insert(services)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          siteId: town,
          title: `Matériel prêté ${String(i + 1).padStart(3, '0')}`,
          slug: `materiel-prete-${i + 1}`,
          tags: ['matériel'],
          order: 1000 + i,
        })),
      )
      .returning({ id: services.id })
  ).map((r) => r.id);
  await bumpContentVersion(t.database.db, t.events, town);
});

afterAll(async () => {
  await t.database.db.delete(elements).where(inArray(elements.id, added.elements));
  await t.database.db.delete(services).where(inArray(services.id, added.services));
  await t.close();
});

describe('every list reaches all its items', () => {
  it('shows page links under a list of more than 24 items, and ?page=2 shows the rest', async () => {
    const all = await api<{ items: { title: string }[]; total: number }>('/element/ecoles?nbItem=100');
    expect(all.total).toBeGreaterThan(30);
    const first = await page(ECOLES);
    expect(first.status).toBe(200);
    expect(titles(first.text)).toHaveLength(24);
    expect(first.text).toMatch(/<nav class="pagination" aria-label="Pages : Les écoles de la commune">/);
    expect(first.text).toContain(`<a rel="next" class="pagination-step" href="${ECOLES}?page=2"`);
    expect(first.text).toMatch(/<span aria-current="page" class="pagination-current">.*?1<\/span>/);
    expect(first.text).not.toContain('rel="prev"');

    const second = await page(`${ECOLES}?page=2`);
    expect(second.status).toBe(200);
    expect(titles(second.text)).toHaveLength(all.total - 24);
    for (const title of titles(second.text)) expect(titles(first.text)).not.toContain(title);
    expect([...titles(first.text), ...titles(second.text)].sort()).toEqual(
      all.items.map((i) => i.title).sort(),
    );
    expect(second.text).toMatch(/<span aria-current="page" class="pagination-current">.*?2<\/span>/);
    expect(second.text).toContain(`<a rel="prev" class="pagination-step" href="${ECOLES}"`);
    expect(second.text).not.toContain('rel="next"');
  });

  it('answers 404 for a page past the last one, and for no malformed page number', async () => {
    expect((await page(`${ECOLES}?page=3`)).status).toBe(404);
    expect((await page(`${ECOLES}?page=999999`)).status).toBe(404);
    // not a page number: the first page
    for (const odd of ['abc', '-2', '0', '1e3']) {
      const res = await page(`${ECOLES}?page=${odd}`);
      expect([odd, res.status, titles(res.text).length]).toEqual([odd, 200, 24]);
    }
  });

  it("gives each other list of a page its own page parameter (the agenda's past events)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const past = await api<{ total: number }>(`/element/agenda?nbItem=1&endsAt=lt:${today}`);
    expect(past.total).toBeGreaterThan(4);
    const id = await blockIdOf(AGENDA, (b) => b.when === 'past');
    const param = `page-${id}`;
    const first = await page(AGENDA);
    const pastList = section(first.text, 'Déjà passés');
    expect(titles(pastList)).toHaveLength(4);
    expect(pastList).toContain(`href="${AGENDA}?${param}=2"`);
    expect(pastList).toMatch(/<nav class="pagination" aria-label="Pages : Déjà passés">/);

    const second = await page(`${AGENDA}?${param}=2`);
    expect(second.status).toBe(200);
    const secondPast = titles(section(second.text, 'Déjà passés'));
    expect(secondPast.length).toBeGreaterThan(0);
    for (const title of secondPast) expect(titles(pastList)).not.toContain(title);
    // the page's first list keeps its own first page
    expect(titles(section(second.text, 'Les prochains rendez-vous'))).toEqual(
      titles(section(first.text, 'Les prochains rendez-vous')),
    );
    expect((await page(`${AGENDA}?${param}=99`)).status).toBe(404);
  });

  it('pages a services list past 100 services', async () => {
    const id = await blockIdOf(SALLES, (b) => b.type === 'services');
    const first = await page(SALLES);
    expect(titles(first.text, 'service-card-title')).toHaveLength(100);
    expect(first.text).toContain(`href="${SALLES}?page-${id}=2"`);
    const second = await page(`${SALLES}?page-${id}=2`);
    const rest = titles(second.text, 'service-card-title');
    expect(rest.length).toBeGreaterThan(0);
    for (const title of rest) expect(titles(first.text, 'service-card-title')).not.toContain(title);
  });

  it("shows no page links under the home page's teasers, but a link to all their items", async () => {
    const home = await page('/');
    const main = home.text.slice(home.text.indexOf('<main'));
    expect(main).not.toContain('class="pagination"');
    expect(main).toMatch(/href="\/infos-utiles\/en-ce-moment\/agenda"[^>]*>Tout l’agenda<\/a>/);
    expect(main).toMatch(/href="\/infos-utiles\/en-ce-moment\/actualites"[^>]*>Toutes les actualités<\/a>/);
  });
});
