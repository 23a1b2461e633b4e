import { describe, expect, it } from 'vitest';
import { factsOf, safeWebsite, toElementItem } from './model.ts';

describe('element items', () => {
  it('keeps the known facts in order and nothing else', () => {
    expect(
      Object.keys(
        factsOf({
          phone: '03 28',
          weekStartInDays: 3,
          address: '1 rue',
          website: 'https://a.fr',
          x: 'y',
          hours: ' ',
        }),
      ),
    ).toEqual(['address', 'phone', 'website']);
  });

  it('crops the summary, or the body text when there is none', () => {
    const base = {
      id: 1,
      route: 'associations',
      title: 'Club',
      slug: 'club',
      images: [],
      startAt: null,
      endAt: null,
      tags: [],
      data: {},
      order: 0,
      publishedAt: '2026-01-01T00:00:00Z',
    };
    expect(toElementItem({ ...base, summary: null, body: '<p>Le club&nbsp;<b>joue</b></p>' }).excerpt).toBe(
      'Le club joue',
    );
    const long = 'mot '.repeat(60);
    expect(toElementItem({ ...base, summary: long, body: '' }).excerpt.length).toBeLessThanOrEqual(120);
  });

  it('links only to web addresses', () => {
    expect(safeWebsite('https://www.usvallon-foot.fr')).toBe('https://www.usvallon-foot.fr');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('www.example.org')).toBeNull();
  });
});
