import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, pageQuery, requestedPage } from './pagination.ts';

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
