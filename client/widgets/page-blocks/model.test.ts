import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { $blockData, blocksOpened, todayInSiteZone } from './model.ts';

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
