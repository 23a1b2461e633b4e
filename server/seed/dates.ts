// Seeded dates count from the seed's "now" so that the demo stays current: news and albums by
// days ago, events by days ahead and their time in Paris.
import { dateTimeFormat } from '#shared/lib/intl.ts';
import type { SeedElement } from './load/schemas.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** 11:00 in Paris on the seed's day: the event times of the data files count from it. */
export function elevenInParis(now: Date): Date {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-]\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? Number(offset[1]) * 60 + Math.sign(Number(offset[1])) * Number(offset[2]) : 0;
  return new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 11) - minutes * 60_000,
  );
}

/** An event's day and Paris time ("HH:MM") as days from 11:00 on the seed's day. */
export function eventOffset({
  startInDays: days = 0,
  startTime: time,
}: Pick<SeedElement, 'startInDays' | 'startTime'>): number {
  if (!time) return days;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return days + (hour + minute / 60 - 11) / 24;
}

/** The dates of a seeded element: an event's start and end; the day of a council meeting
 * (`meetingDaysAgo`, at 19:00) or of a civil registry event (`dateDaysAgo`); the school week of
 * a menu (`weekStartInDays`, Monday to Friday). Those seed-only keys leave `data`. */
export function elementDates(
  item: Pick<SeedElement, 'startInDays' | 'startTime' | 'durationHours' | 'data'>,
  eleven: Date,
): { startAt: Date | null; endAt: Date | null; data: Record<string, unknown> } {
  const { meetingDaysAgo, dateDaysAgo, weekStartInDays, ...data } = item.data ?? {};
  const days = (value: unknown) => (typeof value === 'number' ? value : null);
  if (item.startInDays !== undefined) {
    const startAt = daysFrom(eleven, eventOffset(item));
    const endAt = item.durationHours ? new Date(startAt.getTime() + item.durationHours * HOUR) : null;
    return { startAt, endAt, data };
  }
  const meeting = days(meetingDaysAgo);
  if (meeting !== null)
    return { startAt: new Date(daysFrom(eleven, -meeting).getTime() + 8 * HOUR), endAt: null, data };
  const registry = days(dateDaysAgo);
  if (registry !== null) return { startAt: daysFrom(eleven, -registry), endAt: null, data };
  const week = days(weekStartInDays);
  if (week !== null) return { startAt: daysFrom(eleven, week), endAt: daysFrom(eleven, week + 4), data };
  return { startAt: null, endAt: null, data };
}
