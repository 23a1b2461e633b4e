import { describe, expect, it } from 'vitest';
import {
  formatSeedDate,
  PLACEHOLDER,
  placeholderProblem,
  resolveDatePlaceholders,
} from './date-placeholders.ts';
import { DEMO_SITES, loadSite } from './site.ts';

const WEEKDAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** A day written with its weekday (« samedi 5 décembre », « Lundi 16 »): a day of one year. */
const WEEKDAY_DATE = new RegExp(`\\b(${WEEKDAYS}) (1er|\\d{1,2})(?![\\dh])( (${MONTHS}))?`, 'gi');
/** A day of a month (« 5 décembre », « 5 et 6 décembre »). */
const DAY_MONTH = new RegExp(`\\b(1er|\\d{1,2})( et \\d{1,2})? (${MONTHS})\\b`, 'gi');

const texts = (value: unknown) =>
  JSON.stringify(value, (name, v) => (name === 'file' ? undefined : v)).replace(PLACEHOLDER, '');

describe('dates written in the seed data', () => {
  for (const slug of DEMO_SITES) {
    const data = loadSite(slug);

    it(`${slug}: every day named with its weekday comes from a placeholder`, () => {
      expect(texts(data).match(WEEKDAY_DATE) ?? []).toEqual([]);
    });

    it(`${slug}: an event's own texts write its dates with placeholders only`, () => {
      for (const { route, items } of data.elements)
        for (const item of items)
          if (item.startInDays !== undefined)
            expect(
              texts([item.title, item.summary, item.html]).match(DAY_MONTH) ?? [],
              `${route}: ${item.title}`,
            ).toEqual([]);
    });
  }

  it('follow the seed’s day: the Christmas market seeded three days later is three days later everywhere', () => {
    const data = loadSite('vallon-sur-lys');
    const later = resolveDatePlaceholders(data, data.elements, new Date('2026-11-23T10:00:00Z'));
    const market = later.elements
      .find((e) => e.route === 'agenda')!
      .items.find((i) => i.title === 'Marché de Noël')!;
    expect(market.html).toContain('mardi 8 décembre');
    expect(market.html).toContain('mercredi 9 décembre');
    expect(later.news.map((n) => n.title)).toContain('Marché de Noël : le programme des 8 et 9 décembre');
    const meal = later.elements
      .find((e) => e.route === 'agenda')!
      .items.find((i) => i.title === 'Repas des aînés')!;
    expect(meal.html).toContain('le mercredi 17 mars');
    expect(later.popups.map((p) => p.html).join()).toContain('mercredi 17 mars');
  });
});

describe('date placeholders', () => {
  const elements = [
    {
      route: 'agenda',
      items: [{ title: 'Fête', startInDays: 3, durationHours: 30 }, { title: 'Sans date' }],
    },
  ];

  it('write French dates: weekday, « 1er », a two-day span across months, a capital when asked', () => {
    const start = new Date('2026-12-01T10:00:00Z');
    expect(formatSeedDate('date', { start, end: null })).toBe('mardi 1er décembre');
    expect(formatSeedDate('Date', { start, end: null })).toBe('Mardi 1er décembre');
    expect(formatSeedDate('date-year', { start, end: null })).toBe('mardi 1er décembre 2026');
    expect(formatSeedDate('Wd', { start, end: null })).toBe('Mardi 1er');
    expect(formatSeedDate('days', { start: new Date('2026-11-30T10:00:00Z'), end: start })).toBe(
      '30 novembre et 1er décembre',
    );
  });

  it('are checked when the data is read', () => {
    expect(placeholderProblem('date', '+3', elements)).toBeNull();
    expect(placeholderProblem('days', 'agenda/fete', elements)).toBeNull();
    expect(placeholderProblem('date', 'agenda/fete@end', elements)).toBeNull();
    expect(placeholderProblem('jour', '+3', elements)).toMatch(/formats are/);
    expect(placeholderProblem('date', 'agenda/autre', elements)).toMatch(/no element "autre"/);
    expect(placeholderProblem('date', 'agenda/sans-date', elements)).toMatch(/no date/);
    expect(placeholderProblem('days', '+3', elements)).toMatch(/needs an event/);
  });
});
