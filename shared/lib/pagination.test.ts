import { describe, expect, it } from 'vitest';
import {
  filterQuery,
  pageCount,
  pageLinks,
  pageQuery,
  requestedPage,
  requestedSearch,
  requestedTag,
} from './pagination.ts';

const show = (current: number, pages: number) =>
  pageLinks(current, pages)
    .map((l) => (l.kind === 'gap' ? '…' : String(l.page)))
    .join(' ');

describe('pagination', () => {
  it('shows the ends and the neighbours, a gap only where pages are missing', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(1, 3)).toBe('1 2 3');
    expect(show(5, 12)).toBe('1 … 4 5 6 … 12');
    expect(show(3, 12)).toBe('1 2 3 4 … 12');
    expect(show(12, 12)).toBe('1 … 11 12');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('counts pages and keeps the other parameters in page links', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageQuery('tag=sport&page=3', 2)).toBe('?tag=sport&page=2');
    expect(pageQuery('tag=sport&page=3', 1)).toBe('?tag=sport');
    expect(pageQuery('', 1)).toBe('');
  });

  it('reads the asked page, refusing anything but a whole number', () => {
    expect(requestedPage(new URLSearchParams('page=3'))).toBe(3);
    expect(requestedPage(new URLSearchParams('page=0'))).toBe(1);
    expect(requestedPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(requestedPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(requestedPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(requestedPage(new URLSearchParams(''))).toBe(1);
  });
});

describe('list filters in the URL', () => {
  it('reads a search and a tag, refusing what they cannot be', () => {
    expect(requestedSearch(new URLSearchParams('q=%20%20foot%20%20club '))).toBe('foot club');
    expect(requestedSearch(new URLSearchParams('q='))).toBeNull();
    expect(requestedSearch(new URLSearchParams(`q=${'a'.repeat(300)}`))?.length).toBe(100);
    expect(requestedTag(new URLSearchParams('tag=sport'))).toBe('sport');
    expect(requestedTag(new URLSearchParams('tag=Sport'))).toBeNull();
    expect(requestedTag(new URLSearchParams('tag=a%27b'))).toBeNull();
    expect(requestedTag(new URLSearchParams('tag=f%C3%AAte'))).toBe('fête');
    expect(requestedTag(new URLSearchParams('tag=vie+municipale'))).toBe('vie municipale');
    expect(requestedTag(new URLSearchParams('tag=sport,culture'))).toBeNull();
    expect(requestedTag(new URLSearchParams('tag=%20sport'))).toBeNull();
  });

  it('sets or removes a filter and goes back to the first page', () => {
    expect(filterQuery('page=3&q=club', 'tag', 'sport')).toBe('?q=club&tag=sport');
    expect(filterQuery('tag=sport&page=2', 'tag', null)).toBe('');
  });
});
