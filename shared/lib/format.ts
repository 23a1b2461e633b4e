// SPEC §9: dates as dd/mm/yyyy, date-times add hh:mm:ss, in the town's time zone so that the
// server and the browser print the same text (no hydration mismatch).
import { TEXT_CROP_LENGTH } from '../config/constants.ts';
import { dateTimeFormat } from './intl.ts';

export const SITE_TIME_ZONE = 'Europe/Paris';

const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

type DateParts = Readonly<Record<string, string>>;

/** The parts of instants printed lately: a page prints the same few dates (news, events) on
 * every render, and splitting a date into parts costs more than the rest of its card. */
const printed = new Map<number, DateParts>();
const PRINTED_MAX = 2_048;

function parts(value: string | Date): DateParts | null {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) return null;
  let found = printed.get(time);
  if (!found) {
    const split: Record<string, string> = {};
    for (const part of dateTimeFormat('en-GB', DATE_TIME_PARTS).formatToParts(time))
      split[part.type] = part.value;
    found = Object.freeze(split);
    if (printed.size >= PRINTED_MAX) printed.clear();
    printed.set(time, found);
  }
  return found;
}

export function formatDate(value: string | Date): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** hh:mm, for the hours of an event. */
export function formatTime(value: string | Date): string {
  const p = parts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** Whether two instants fall on the same day in the town's time zone. */
export function sameDay(a: string | Date, b: string | Date): boolean {
  return formatDate(a) === formatDate(b);
}

export function formatDateTime(value: string | Date): string {
  const p = parts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** SPEC §9 text crop: at most `length` characters, cut at a word, with an ellipsis. */
export function cropText(text: string, length = TEXT_CROP_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day of the week in the town's time zone (opening hours: "today"). */
export function weekdayInSiteZone(now: Date = new Date()): Weekday {
  return dateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, weekday: 'long' })
    .format(now)
    .toUpperCase() as Weekday;
}
