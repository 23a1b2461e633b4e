import { describe, expect, it } from 'vitest';
import type { Element } from '#shared/contracts/content.ts';
import type { BlockContext } from '../definition.ts';
import { elementListBlock, elementListRequests, selectElementList } from './element-list.request.ts';

const context = (search = '', more: Partial<BlockContext> = {}): BlockContext => ({
  search: new URLSearchParams(search),
  today: '2026-11-20',
  conf: null,
  primary: true,
  pageParam: 'page',
  ...more,
});
const queryOf = (calls: unknown) => new URLSearchParams((calls as { query: string }[])[0]!.query);
const block = (more: Record<string, unknown> = {}) =>
  ({ id: 'list', type: 'elementList', route: 'associations', ...more }) as const;
const request = (b: ReturnType<typeof block>, ctx: BlockContext) =>
  elementListBlock.request!(b as never, ctx) as { path: string; query?: string }[];

describe('element list requests', () => {
  it('asks for 24 items by default, the component configuration or the block may say otherwise', () => {
    expect(request(block(), context())).toEqual([
      { path: '/element/associations', query: 'nbItem=24&page=1' },
    ]);
    expect(queryOf(request(block(), context('', { conf: { nbItem: 6 } }))).get('nbItem')).toBe('6');
    expect(queryOf(request(block(), context('', { conf: { nbItem: 'x' } }))).get('nbItem')).toBe('24');
    expect(queryOf(request(block(), context('', { conf: { nbItem: 500 } }))).get('nbItem')).toBe('24');
    expect(queryOf(request(block({ nbItem: 8 }), context('', { conf: { nbItem: 6 } }))).get('nbItem')).toBe(
      '8',
    );
  });

  it("passes the block's order and fixed filters in the list-query syntax", () => {
    const query = queryOf(
      request(block({ orderBy: 'title:asc', filters: { title: 'lk:club', tags: 'sport' } }), context()),
    );
    expect(query.get('orderBy')).toBe('title:asc');
    expect(query.get('title')).toBe('lk:club');
    expect(query.get('tags')).toBe('sport');
  });

  it("reads the tag and the search of the URL only on the page's primary list, the page from the list's own parameter", () => {
    const options = { route: 'associations', nbItem: 12, tagFilter: true, search: true };
    const primary = elementListRequests(options, context('?page=2&tag=sport&q=foot'));
    expect(primary).toEqual([
      { path: '/element/associations', query: 'nbItem=12&page=2&tags=sport&title=lk%3Afoot' },
      { path: '/element/associations/tags' },
    ]);
    const other = elementListRequests(
      options,
      context('?page=2&tag=sport&q=foot', { primary: false, pageParam: 'page-list' }),
    );
    expect(queryOf(other).toString()).toBe('nbItem=12&page=1');
    const third = context('?page=2&page-list=3', { primary: false, pageParam: 'page-list' });
    expect(queryOf(elementListRequests(options, third)).toString()).toBe('nbItem=12&page=3');
    // a teaser (no page parameter) shows its first page
    const teaser = context('?page=2', { pageParam: null });
    expect(queryOf(elementListRequests(options, teaser)).get('page')).toBe('1');
  });

  it('ignores the visitor filters the block does not offer, and malformed ones', () => {
    const bare = { route: 'associations', nbItem: 24 };
    expect(elementListRequests(bare, context('?tag=sport&q=foot'))).toEqual([
      { path: '/element/associations', query: 'nbItem=24&page=1' },
    ]);
    const offered = { ...bare, tagFilter: true, search: true };
    expect(queryOf(elementListRequests(offered, context('?tag=<b>&q=%20%20&page=-2'))).toString()).toBe(
      'nbItem=24&page=1',
    );
  });

  it("narrows the block's own tags with the visitor's, never widens or replaces its filters", () => {
    const list = (filters: Record<string, string>) =>
      queryOf(
        elementListRequests(
          { route: 'associations', nbItem: 24, tagFilter: true, search: true, filters },
          context('?tag=jeunesse&q=club'),
        ),
      );
    expect(list({ tags: 'sport' }).get('tags')).toBe('sport,jeunesse');
    expect(list({ tags: 'df:sport' }).get('tags')).toBe('df:sport');
    // the tags offered narrow the block's own: counted among them, and only for plain tags
    const tagsCall = (filters: Record<string, string>) =>
      elementListRequests({ route: 'associations', nbItem: 24, tagFilter: true, filters }, context())[1];
    expect(tagsCall({ tags: 'sport,vie municipale' })).toEqual({
      path: '/element/associations/tags',
      query: 'tags=sport%2Cvie+municipale',
    });
    expect(tagsCall({ tags: 'df:sport' })).toEqual({ path: '/element/associations/tags' });
    expect(list({ title: 'lk:école' }).get('title')).toBe('lk:école');
  });

  it('keeps only what the view shows, and says which visitor filters it applied', () => {
    const element: Element = {
      id: 3,
      route: 'associations',
      title: 'US Vallon football',
      slug: 'us-vallon-football',
      summary: null,
      body: `<p>${'Un long texte. '.repeat(20)}</p>`,
      images: [{ url: '/demo/a.jpg', alt: 'Un terrain' }],
      startAt: null,
      endAt: null,
      tags: ['sport'],
      data: { phone: '03 28 41 00 00', secret: 'x' },
      order: 0,
      publishedAt: '2026-01-01T00:00:00Z',
      registration: null,
    };
    const options = { route: 'associations', nbItem: 24, tagFilter: true };
    const data = selectElementList(
      [{ items: [element], total: 30, page: 2, nbItem: 24 }, [{ tag: 'sport', count: 4 }]],
      context('?tag=sport&q=foot'),
      options,
    );
    expect(data).toMatchObject({ total: 30, page: 2, nbItem: 24, tag: 'sport', q: null });
    expect(data.tags).toEqual([{ tag: 'sport', count: 4 }]);
    const [item] = data.items;
    expect(item).not.toHaveProperty('body');
    expect(item!.excerpt.length).toBeLessThanOrEqual(120);
    expect(item!.image?.url).toBe('/demo/a.jpg');
    expect(item!.facts).toEqual({ phone: '03 28 41 00 00' });
  });
});
