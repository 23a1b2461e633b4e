// The data of the content blocks: which calls each block makes, from the block, the
// component configuration and the URL, and what of the answers travels to the browser.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '#shared/contracts/site.ts';
import { $siteInfo } from '../../../entities/site/index.ts';
import { fakeApi, ok } from '../../../shared/api/fake-api.ts';
import { requestFx } from '../../../shared/api/request.ts';
import { $blockData, blocksOpened } from '../model.ts';

const news = (id: number, promoted = false) => ({
  id,
  title: `Actualité ${id}`,
  slug: `actualite-${id}`,
  summary: null,
  body: `<p>${'Un texte assez long pour être coupé. '.repeat(8)}</p>`,
  image: null,
  isPromoted: promoted,
  publishedAt: '2026-11-19T10:00:00.000Z',
});
const list = <T>(items: T[], nbItem = 10, page = 1, total = items.length) =>
  ok({ items, total, page, nbItem });

async function load(
  answers: Parameters<typeof fakeApi>[0],
  blocks: { id: string; type: string; [k: string]: unknown }[],
  search = '',
  confs: string[] = [],
) {
  const api = fakeApi(answers);
  const scope = fork({
    handlers: [[requestFx, api.handler]],
    values: [[$siteInfo, { componentConfs: confs } as unknown as SiteInfo]],
  });
  await allSettled(blocksOpened, { scope, params: { blocks, search } });
  return { calls: api.calls.map((c) => `${c.path}?${c.query ?? ''}`), data: scope.getState($blockData) };
}

describe('newsList', () => {
  it('takes its page size from the block, else the configuration news-list, else 10 (SPEC §9)', async () => {
    const answers = {
      'GET /component/conf/news-list': ok({ slug: 'news-list', conf: { nbItem: 6, promotedStyle: 'flat' } }),
      'GET /news': list([]),
    };
    const own = await load(answers, [{ id: 'n', type: 'newsList', nbItem: 4 }], '', ['news-list']);
    expect(own.calls).toEqual(['/component/conf/news-list?', '/news?nbItem=4&page=1']);
    const conf = await load(answers, [{ id: 'n', type: 'newsList' }], '', ['news-list']);
    expect(conf.calls).toEqual(['/component/conf/news-list?', '/news?nbItem=6&page=1']);
    const none = await load(answers, [{ id: 'n', type: 'newsList' }]);
    expect(none.calls).toEqual(['/news?nbItem=10&page=1']);
  });

  it('puts the newest promoted item first, in the configured style, and lists the others', async () => {
    const { calls, data } = await load(
      {
        'GET /component/conf/news-list': ok({
          slug: 'news-list',
          conf: { nbItem: 10, promotedStyle: 'flat' },
        }),
        'GET /news': (request) =>
          request.query?.includes('promoted=true') ? list([news(1, true)], 1) : list([news(2), news(3)], 4),
      },
      [{ id: 'home', type: 'newsList', promoted: true, nbItem: 4 }],
      '',
      ['news-list'],
    );
    expect(calls.slice(1)).toEqual([
      '/news?nbItem=1&page=1&promoted=true',
      '/news?nbItem=4&page=1&promoted=false',
    ]);
    const selected = data.home as { ok: true; data: Record<string, unknown> };
    expect(selected.data.promotedStyle).toBe('flat');
    expect(selected.data.promoted).toMatchObject({ id: 1, slug: 'actualite-1' });
    expect((selected.data.items as { id: number }[]).map((i) => i.id)).toEqual([2, 3]);
    // lists never carry bodies: the excerpt is cropped at 120 characters (SPEC §9)
    expect(JSON.stringify(selected.data)).not.toContain('<p>');
    expect((selected.data.promoted as { excerpt: string }).excerpt.length).toBeLessThanOrEqual(120);
  });

  it('reads ?page when it is the page’s list; the promoted item heads the first page only', async () => {
    const { calls, data } = await load(
      { 'GET /news': list([news(12)], 10, 2, 11) },
      [{ id: 'all', type: 'newsList', paginate: true, promoted: true }],
      '?page=2',
    );
    expect(calls).toEqual(['/news?nbItem=10&page=2&promoted=false']);
    expect(data.all).toMatchObject({ ok: true, data: { promoted: null, page: 2, total: 11 } });
  });
});

describe('album, blogFolder, services, reviews', () => {
  it('loads one album with its images, or the list of albums', async () => {
    const image = { url: '/demo/a.svg', alt: 'Une image', id: 4, filename: 'a.svg' };
    const { calls, data } = await load(
      {
        'GET /album/7': ok({
          id: 7,
          title: 'Fête',
          slug: 'fete',
          description: null,
          cover: null,
          imageCount: 1,
          publishedAt: '2026-06-23T10:00:00.000Z',
          images: [image],
        }),
        'GET /album': list([]),
      },
      [
        { id: 'one', type: 'album', albumId: 7 },
        { id: 'all', type: 'album', albumId: null },
      ],
    );
    expect(calls).toEqual(['/album/7?', '/album?nbItem=100&page=1']);
    expect(data.one).toMatchObject({
      ok: true,
      data: { kind: 'album', album: { id: 7, images: [{ url: '/demo/a.svg', alt: 'Une image' }] } },
    });
    expect(data.all).toEqual({
      ok: true,
      data: { kind: 'list', albums: [], total: 0, page: 1, nbItem: 10, pageParam: 'page-all' },
    });
  });

  it('loads a blog folder (or the root) 12 articles a page', async () => {
    const content = ok({ folder: null, folders: [], blogs: [], total: 0, page: 3, nbItem: 12 });
    const { calls } = await load(
      { 'GET /blog/folder/list': content, 'GET /blog/folder/list/5': content },
      [
        { id: 'root', type: 'blogFolder', folderId: null },
        { id: 'folder', type: 'blogFolder', folderId: 5 },
        {
          id: 'teaser',
          type: 'blogFolder',
          folderId: 6,
          paginate: false,
          moreLink: { label: 'Tout', url: '/blog' },
        },
      ],
      '?page=3&page-folder=2',
    );
    // the first list reads ?page, the others their own parameter, a teaser none
    expect(calls).toEqual([
      '/blog/folder/list?page=3&nbItem=12',
      '/blog/folder/list/5?page=2&nbItem=12',
      '/blog/folder/list/6?page=1&nbItem=12',
    ]);
  });

  it('asks for the services of some tags as a comma list, and keeps no body', async () => {
    const service = {
      id: 1,
      title: 'Location de salles',
      slug: 'location-de-salles',
      summary: 'Deux salles.',
      body: '<p>Le détail</p>',
      image: null,
      tags: ['salles'],
      price: '180 €',
    };
    const { calls, data } = await load({ 'GET /service': ok({ services: [service], total: 1 }) }, [
      { id: 's', type: 'services', tags: ['salles', 'materiel'] },
      { id: 'all', type: 'services' },
    ]);
    expect(calls).toEqual(['/service?page=1&nbItem=100&tag=salles%2Cmateriel', '/service?page=1&nbItem=100']);
    expect(data.s).toEqual({
      ok: true,
      data: {
        items: [
          {
            id: 1,
            title: 'Location de salles',
            slug: 'location-de-salles',
            excerpt: 'Deux salles.',
            price: '180 €',
            image: null,
          },
        ],
        total: 1,
        page: 1,
        nbItem: 100,
        pageParam: 'page-s',
      },
    });
  });

  it('keeps the average, the count and the latest reviews the block shows', async () => {
    const review = (id: number) => ({
      id,
      author: 'A.',
      rating: 4,
      text: 'Bien.',
      publishedAt: '2026-11-01T00:00:00Z',
    });
    const { calls, data } = await load(
      { 'GET /google/reviews': ok({ average: 4.33, count: 6, reviews: [1, 2, 3, 4, 5, 6].map(review) }) },
      [{ id: 'r', type: 'reviews', nbItem: 2 }],
    );
    expect(calls).toEqual(['/google/reviews?from=']);
    expect(data.r).toMatchObject({
      ok: true,
      data: { average: 4.33, count: 6, reviews: [{ id: 1 }, { id: 2 }] },
    });
  });
});
