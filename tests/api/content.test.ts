import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  companyAddressSchema,
  elementSchema,
  newsSchema,
  variationSchema,
} from '#shared/contracts/content.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = TOWN_HOST) => t.http.get(`/api${path}`).set('Host', host);

describe('GET /news', () => {
  it('returns the promoted news of the site only, newest first', async () => {
    const town = expectSuccess(await get('/news?promoted=true'), listSchema(newsSchema));
    expect(town.total).toBe(1);
    expect(town.items.every((n) => n.isPromoted)).toBe(true);
    const all = expectSuccess(await get('/news'), listSchema(newsSchema));
    expect(all.total).toBeGreaterThan(town.total);
    const dates = all.items.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.nbItem).toBe(10);

    const wine = expectSuccess(await get('/news', WINE_HOST), listSchema(newsSchema));
    const townIds = new Set(all.items.map((n) => `${n.id}:${n.title}`));
    expect(wine.items.some((n) => townIds.has(`${n.id}:${n.title}`))).toBe(false);
  });

  it('pages and filters with the list-query operators', async () => {
    const first = expectSuccess(await get('/news?nbItem=2&page=1'), listSchema(newsSchema));
    const second = expectSuccess(await get('/news?nbItem=2&page=2'), listSchema(newsSchema));
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const word = first.items[0]!.title.split(' ')[0]!;
    const found = expectSuccess(
      await get(`/news?title=${encodeURIComponent(`lk:${word.toUpperCase()}`)}`),
      listSchema(newsSchema),
    );
    expect(found.items.every((n) => n.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const ordered = expectSuccess(await get('/news?orderBy=publishedAt:asc'), listSchema(newsSchema));
    expect(ordered.items[0]?.publishedAt).toBe([...ordered.items.map((n) => n.publishedAt)].sort()[0]);
  });

  it('refuses bad paging, unknown filters and unknown orderings with 400', async () => {
    for (const query of [
      'nbItem=0',
      'nbItem=1000',
      'page=-2',
      'secret=1',
      'orderBy=body',
      'publishedAt=gte:yesterday',
      'promoted=maybe',
    ]) {
      expectFailure(await get(`/news?${query}`), 400);
    }
  });
});

describe('GET /element/{route}', () => {
  it('lists the footer links and logos of the site, 100 at a time as the startup asks', async () => {
    const links = expectSuccess(
      await get('/element/link-footer?page=1&nbItem=100'),
      listSchema(elementSchema),
    );
    expect(links.items.length).toBeGreaterThanOrEqual(3);
    expect(links.items.every((l) => l.route === 'link-footer' && typeof l.data.url === 'string')).toBe(true);
    const logos = expectSuccess(
      await get('/element/logo-footer?page=1&nbItem=100'),
      listSchema(elementSchema),
    );
    expect(logos.items.length).toBe(2);
    expect(logos.items[0]?.images[0]?.url).toMatch(/^\/media\/partner-[a-z]+\.svg$/);
    const wineLogos = expectSuccess(
      await get('/element/logo-footer?page=1&nbItem=100', WINE_HOST),
      listSchema(elementSchema),
    );
    expect(wineLogos.total).toBe(0);
  });

  it('returns one element of its own site, and 404 for an id of another site', async () => {
    const links = expectSuccess(await get('/element/link-footer'), listSchema(elementSchema));
    const first = links.items[0]!;
    expect(expectSuccess(await get(`/element/link-footer/${first.id}`), elementSchema).title).toBe(
      first.title,
    );
    expectFailure(await get(`/element/link-footer/${first.id}`, WINE_HOST), 404);
    expectFailure(await get(`/element/logo-footer/${first.id}`), 404);
    expectFailure(await get('/element/link-footer/abc'), 400);
    expectFailure(await get('/element/link-footer/99999999999'), 400);
  });

  it('filters by title with lk: and accepts an empty route list', async () => {
    const links = expectSuccess(await get('/element/link-footer'), listSchema(elementSchema));
    const title = links.items[0]!.title;
    const found = expectSuccess(
      await get(`/element/link-footer?title=${encodeURIComponent(`lk:${title.slice(1, 6)}`)}`),
      listSchema(elementSchema),
    );
    expect(found.items.map((i) => i.id)).toContain(links.items[0]!.id);
    const none = expectSuccess(await get('/element/nothing-here'), listSchema(elementSchema));
    expect(none).toEqual({ items: [], total: 0, page: 1, nbItem: 24 });
  });
});

describe('GET /company/address', () => {
  it("lists the site's addresses with their types, filterable by type", async () => {
    const all = expectSuccess(await get('/company/address'), z.array(companyAddressSchema));
    expect(all.map((a) => a.name)).toContain('Mairie de Vallon-sur-Lys');
    expect(all[0]?.type.map((t) => t.value)).toEqual(['SIEGE']);
    const annexes = expectSuccess(await get('/company/address?type=ANNEXE'), z.array(companyAddressSchema));
    expect(annexes.map((a) => a.name)).toEqual(['Médiathèque Jules-Verne']);
    const wine = expectSuccess(await get('/company/address', WINE_HOST), z.array(companyAddressSchema));
    expect(wine.map((a) => a.city)).toEqual(['Meursault-le-Vallon']);
    expectFailure(await get('/company/address?other=1'), 400);
  });
});

describe('GET /variation', () => {
  it('lists the variation labels of the shop; the town hall has none', async () => {
    const wine = expectSuccess(await get('/variation', WINE_HOST), z.array(variationSchema));
    expect(wine.map((v) => v.label)).toContain('Rouge');
    expect(wine.map((v) => v.position)).toEqual([...wine.map((v) => v.position)].sort());
    expect(expectSuccess(await get('/variation'), z.array(variationSchema))).toEqual([]);
  });
});
