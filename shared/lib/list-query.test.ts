import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildListQuery, decodeFilter, encodeFilter, ListQueryError, parseListQuery } from './list-query.ts';

const rules = { filters: ['title', 'startAt', 'tags'], orderBy: ['title', 'startAt'] };

describe('buildListQuery', () => {
  it('defaults to page 1 of 10 items', () => {
    expect(buildListQuery()).toBe('nbItem=10&page=1');
  });

  it('writes each operator as a value prefix and equality bare', () => {
    const query = buildListQuery({
      nbItem: 24,
      page: 3,
      orderBy: 'startAt:desc',
      filters: {
        title: { op: 'lk', value: 'école' },
        kind: 'WINE',
        a: { op: 'df', value: 1 },
        b: { op: 'lt', value: 2 },
        c: { op: 'lte', value: 3 },
        d: { op: 'gt', value: 4 },
        e: { op: 'gte', value: 5 },
      },
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      nbItem: '24',
      page: '3',
      orderBy: 'startAt:desc',
      title: 'lk:école',
      kind: 'WINE',
      a: 'df:1',
      b: 'lt:2',
      c: 'lte:3',
      d: 'gt:4',
      e: 'gte:5',
    });
  });

  it('skips empty string, null and undefined filters', () => {
    expect(
      buildListQuery({ filters: { title: '', tags: null, x: undefined, y: { op: 'lk', value: '' } } }),
    ).toBe('nbItem=10&page=1');
  });
});

describe('parseListQuery', () => {
  it('reads paging, ordering and filters with their operators', () => {
    expect(
      parseListQuery(
        { nbItem: '24', page: '2', orderBy: 'startAt:desc', title: 'lk:fête', startAt: 'gte:2026-01-01' },
        rules,
      ),
    ).toEqual({
      nbItem: 24,
      page: 2,
      orderBy: { field: 'startAt', direction: 'desc' },
      filters: [
        { field: 'title', op: 'lk', value: 'fête' },
        { field: 'startAt', op: 'gte', value: '2026-01-01' },
      ],
    });
  });

  it('uses the defaults and skips empty filters', () => {
    expect(parseListQuery({ title: '' }, rules)).toEqual({ nbItem: 10, page: 1, orderBy: null, filters: [] });
    expect(parseListQuery({}, { ...rules, defaultNbItem: 24 }).nbItem).toBe(24);
  });

  it('refuses unknown filters, bad paging, bad ordering and repeated parameters', () => {
    for (const bad of [
      { secret: '1' },
      { nbItem: '0' },
      { nbItem: '101' },
      { nbItem: '-1' },
      { page: 'x' },
      { orderBy: 'password' },
      { orderBy: 'title:sideways' },
      { title: ['a', 'b'] },
    ]) {
      expect(() => parseListQuery(bad, rules), JSON.stringify(bad)).toThrow(ListQueryError);
    }
  });

  it('decodes what the builder encodes', () => {
    const op = fc.constantFrom('eq', 'lk', 'df', 'lt', 'lte', 'gt', 'gte');
    fc.assert(
      fc.property(op, fc.string({ minLength: 1 }), (o, value) => {
        fc.pre(!/^(lte|gte|lk|df|lt|gt):/.test(value));
        const encoded = encodeFilter({ op: o as never, value });
        expect(decodeFilter('f', encoded ?? '')).toEqual({ field: 'f', op: o, value });
      }),
    );
  });
});
