import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '#shared/contracts/site.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $blockData, $blocksStatus, blocksOpened, blocksStatusOf, todayInSiteZone } from './model.ts';

const element = (id: number, title: string, phone: string | null) => ({
  id,
  route: 'numeros-utiles',
  title,
  slug: '',
  summary: null,
  body: '<p>long text the list does not show</p>',
  images: [],
  startAt: null,
  endAt: null,
  tags: ['urgences'],
  data: phone ? { phone } : {},
  order: 0,
  publishedAt: '2026-01-01T00:00:00Z',
});

describe('page blocks model', () => {
  it("loads each block's data in parallel and keeps only what its view shows", async () => {
    const api = fakeApi({
      'GET /element/numeros-utiles': ok({
        items: [element(1, 'SAMU', '15'), element(2, 'Mairie', null)],
        total: 2,
        page: 1,
        nbItem: 100,
      }),
      'GET /element/ailleurs': failure(404),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(blocksOpened, {
      scope,
      params: {
        blocks: [
          { id: 'intro', type: 'richText', html: '<p>x</p>' },
          { id: 'numbers', type: 'usefulNumbers' },
          { id: 'other', type: 'usefulNumbers', route: 'ailleurs' },
          { id: 'future', type: 'hologram' },
        ],
        search: '',
      },
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/element/numeros-utiles', '/element/ailleurs']);
    expect(api.calls[0]?.query).toBe('nbItem=100&page=1');
    expect(api.calls[0]?.locale).toBe('fr_FR');
    const data = scope.getState($blockData);
    expect(Object.keys(data).sort()).toEqual(['numbers', 'other']);
    expect(data.numbers).toEqual({
      ok: true,
      data: [
        { id: 1, title: 'SAMU', summary: null, phone: '15', tags: ['urgences'] },
        { id: 2, title: 'Mairie', summary: null, phone: null, tags: ['urgences'] },
      ],
    });
    expect(data.other).toEqual({ ok: false, status: 404 });
  });

  it('reads a component configuration only when the site has it, and applies it', async () => {
    const list = ok({ items: [], total: 0, page: 1, nbItem: 6 });
    const blocks = [{ id: 'assos', type: 'elementList', route: 'associations' }];
    const withConf = fakeApi({
      'GET /component/conf/element-list': ok({ slug: 'element-list', conf: { nbItem: 6 } }),
      'GET /element/associations': list,
    });
    const site = { componentConfs: ['element-list'] } as unknown as SiteInfo;
    const scope = fork({ handlers: [[requestFx, withConf.handler]], values: [[$siteInfo, site]] });
    await allSettled(blocksOpened, { scope, params: { blocks, search: '?page=2' } });
    expect(withConf.calls.map((c) => `${c.path}?${c.query ?? ''}`)).toEqual([
      '/component/conf/element-list?',
      '/element/associations?nbItem=6&page=2',
    ]);
    const without = fakeApi({ 'GET /element/associations': list });
    const bare = fork({
      handlers: [[requestFx, without.handler]],
      values: [[$siteInfo, { componentConfs: [] } as unknown as SiteInfo]],
    });
    await allSettled(blocksOpened, { scope: bare, params: { blocks, search: '' } });
    expect(without.calls.map((c) => c.path)).toEqual(['/element/associations']);
    expect(without.calls[0]?.query).toBe('nbItem=24&page=1');
  });

  it('lets only the first list that reads the URL take its page and filters', async () => {
    const api = fakeApi({
      'GET /element/a': ok({ items: [], total: 0, page: 1, nbItem: 24 }),
      'GET /element/b': ok({ items: [], total: 0, page: 1, nbItem: 24 }),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(blocksOpened, {
      scope,
      params: {
        blocks: [
          { id: 'a', type: 'elementList', route: 'a', paginate: true, search: true },
          { id: 'b', type: 'elementList', route: 'b', paginate: true, search: true },
        ],
        search: '?page=3&q=club',
      },
    });
    expect(api.calls.map((c) => c.query)).toEqual(['nbItem=24&page=3&title=lk%3Aclub', 'nbItem=24&page=1']);
  });

  it('gives every list of a page its own page parameter, so that each reaches all its items', async () => {
    const api = fakeApi({
      'GET /element/a': ok({ items: [], total: 60, page: 2, nbItem: 24 }),
      'GET /element/b': ok({ items: [], total: 60, page: 3, nbItem: 24 }),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(blocksOpened, {
      scope,
      params: {
        blocks: [
          { id: 'a', type: 'elementList', route: 'a' },
          { id: 'b', type: 'elementList', route: 'b' },
        ],
        search: '?page=2&page-b=3',
      },
    });
    expect(api.calls.map((c) => c.query)).toEqual(['nbItem=24&page=2', 'nbItem=24&page=3']);
    const data = scope.getState($blockData);
    expect(data.a).toMatchObject({ ok: true, data: { pageParam: 'page', page: 2, total: 60 } });
    expect(data.b).toMatchObject({ ok: true, data: { pageParam: 'page-b', page: 3 } });
    expect(scope.getState($blocksStatus)).toBe(200);
  });

  it('answers 404 for a page past the last one of any list, never for an empty first page', () => {
    const list = (page: number, total: number, pageParam: string | null = 'page') => ({
      ok: true as const,
      data: { items: [], total, page, nbItem: 24, pageParam },
    });
    expect(blocksStatusOf({ a: list(1, 0), b: list(2, 48, 'page-b') })).toBe(200);
    expect(blocksStatusOf({ a: list(1, 0), b: list(3, 48, 'page-b') })).toBe(404);
    expect(blocksStatusOf({ a: list(2, 24) })).toBe(404);
    expect(blocksStatusOf({ a: { ok: false, status: 500 }, b: { ok: true, data: [] } })).toBe(200);
  });

  it('keeps the page opened last when another was still loading, each block read by its own definition', async () => {
    const api = fakeApi({
      'GET /news': ok({ items: [], total: 0, page: 1, nbItem: 10 }),
      'GET /element/numeros-utiles': ok({
        items: [element(1, 'SAMU', '15')],
        total: 1,
        page: 1,
        nbItem: 100,
      }),
    });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    const first = allSettled(blocksOpened, {
      scope,
      params: { blocks: [{ id: 'news', type: 'newsList' }], search: '' },
    });
    await allSettled(blocksOpened, {
      scope,
      params: { blocks: [{ id: 'numbers', type: 'usefulNumbers' }], search: '' },
    });
    await first;
    expect(Object.keys(scope.getState($blockData))).toEqual(['numbers']);
    expect(scope.getState($blockData).numbers).toMatchObject({ ok: true });
  });

  it('replaces the data of the previous page', async () => {
    const api = fakeApi({ 'GET /element/numeros-utiles': ok({ items: [], total: 0, page: 1, nbItem: 100 }) });
    const scope = fork({
      handlers: [[requestFx, api.handler]],
      values: [[$blockData, { old: { ok: true, data: [] } }]],
    });
    await allSettled(blocksOpened, { scope, params: { blocks: [], search: '' } });
    expect(scope.getState($blockData)).toEqual({});
  });

  it('dates "today" in the town hall time zone', () => {
    expect(todayInSiteZone(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInSiteZone(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
