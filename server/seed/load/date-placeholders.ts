// Dates written in the seed's texts come from the same data as the dates the site shows: a text
// writes `{{date:agenda/marche-de-noel}}` (the event's first day) or `{{date:+24}}` (24 days
// after the seed's day) and the seed writes « samedi 5 décembre », whatever day it runs on.
// data/README.md lists the formats; tests/… scan the data for dates written by hand.
import { slugify } from '#shared/lib/slug.ts';
import { daysFrom, elementDates, elevenInParis } from '../dates.ts';
import type { SeedElement } from './schemas.ts';

const FORMATS = ['date', 'Date', 'date-year', 'day', 'days', 'wd', 'Wd', 'weekday'] as const;
type Format = (typeof FORMATS)[number];

/** `{{format:ref}}`: ref is `+N`/`-N` (days from the seed's day) or `<section>/<slug>[@end]`. */
export const PLACEHOLDER = /\{\{([A-Za-z-]+):([^{}\s]+)\}\}/g;

type Elements = {
  route: string;
  items: Pick<SeedElement, 'title' | 'startInDays' | 'startTime' | 'durationHours' | 'data'>[];
}[];

export interface DateRef {
  start: Date;
  end: Date | null;
}

/** What is wrong with a placeholder, or null when it resolves. */
export function placeholderProblem(format: string, ref: string, elements: Elements): string | null {
  if (!(FORMATS as readonly string[]).includes(format))
    return `{{${format}:${ref}}}: the formats are ${FORMATS.join(', ')}`;
  if (/^[+-]\d{1,4}$/.test(ref)) return format === 'days' ? `{{days:…}} needs an event, not ${ref}` : null;
  const [section, rest = ''] = ref.split('/');
  const [slug, which] = rest.split('@');
  const item = elements.find((e) => e.route === section)?.items.find((i) => slugify(i.title) === slug);
  if (!item) return `{{${format}:${ref}}}: no element "${slug}" in section "${section}"`;
  if (which !== undefined && which !== 'end') return `{{${format}:${ref}}}: only @end may follow the slug`;
  const dates = elementDates(item, new Date(0));
  if (!dates.startAt) return `{{${format}:${ref}}}: this element has no date`;
  if ((which === 'end' || format === 'days') && !dates.endAt)
    return `{{${format}:${ref}}}: this element has no end`;
  return null;
}

const paris = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', ...options });
const WEEKDAY = paris({ weekday: 'long' });
const DAY = paris({ day: 'numeric' });
const MONTH = paris({ month: 'long' });
const YEAR = paris({ year: 'numeric' });

/** « 1er » for the first of the month, as French writes it. */
const dayNumber = (date: Date) => (DAY.format(date) === '1' ? '1er' : DAY.format(date));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatSeedDate(format: Format, { start, end }: DateRef): string {
  const weekday = WEEKDAY.format(start);
  const day = `${dayNumber(start)} ${MONTH.format(start)}`;
  switch (format) {
    case 'date':
      return `${weekday} ${day}`;
    case 'Date':
      return capitalised(`${weekday} ${day}`);
    case 'date-year':
      return `${weekday} ${day} ${YEAR.format(start)}`;
    case 'day':
      return day;
    case 'days': {
      const last = end!;
      const sameMonth = MONTH.format(start) === MONTH.format(last);
      return `${sameMonth ? dayNumber(start) : day} et ${dayNumber(last)} ${MONTH.format(last)}`;
    }
    case 'wd':
      return `${weekday} ${dayNumber(start)}`;
    case 'Wd':
      return capitalised(`${weekday} ${dayNumber(start)}`);
    case 'weekday':
      return weekday;
  }
}

/** Replaces every placeholder of every string in `value` (the loader checked them all). */
export function resolveDatePlaceholders<T>(value: T, elements: Elements, now: Date): T {
  const eleven = elevenInParis(now);
  const resolve = (format: string, ref: string): string => {
    if (/^[+-]\d+$/.test(ref)) {
      const start = daysFrom(eleven, Number(ref));
      return formatSeedDate(format as Format, { start, end: null });
    }
    const [section, rest = ''] = ref.split('/');
    const [slug, which] = rest.split('@');
    const item = elements.find((e) => e.route === section)?.items.find((i) => slugify(i.title) === slug);
    if (!item) throw new Error(`Unchecked date placeholder {{${format}:${ref}}}`);
    const { startAt, endAt } = elementDates(item, eleven);
    const start = which === 'end' ? endAt! : startAt!;
    return formatSeedDate(format as Format, { start, end: endAt });
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replace(PLACEHOLDER, (_, format: string, ref: string) => resolve(format, ref));
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, v]) => [key, walk(v)]));
    return node;
  };
  return walk(value) as T;
}
