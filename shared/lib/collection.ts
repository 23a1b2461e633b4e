// Click-and-collect hours (ADR 012, "Click-and-collect"): the site parameter
// CLICK_AND_COLLECT_HOURS holds the slots of the week, the closed dates, the lead time and the
// horizon as JSON; this module reads it and tells which days and slots can be booked. Times are
// Paris wall-clock times: an instant is found through Intl, so the changes of summer time (the
// last Sundays of March and October) move no slot.
import { z } from 'zod';
import { SITE_TIME_ZONE } from './format.ts';
import { dateTimeFormat } from './intl.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const isoDate = z
  .string()
  .regex(ISO_DATE, 'YYYY-MM-DD')
  .refine((d) => isCalendarDate(d), 'not a calendar date');

const slotSchema = z
  .object({
    /** The `idSchedule` of an order. */
    id: z.number().int().positive().max(2_147_483_647),
    /** ISO weekdays: 1 = Monday … 7 = Sunday. */
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    from: time,
    to: time,
    /** How many orders the slot takes per day and address. */
    capacity: z.number().int().min(0).max(100_000),
  })
  .refine((s) => s.from < s.to, { message: 'a slot ends after it starts', path: ['to'] });

export const collectionConfigSchema = z.object({
  slots: z
    .array(slotSchema)
    .max(200)
    .refine((slots) => new Set(slots.map((s) => s.id)).size === slots.length, 'slot ids are unique'),
  /** Days when nothing can be collected. */
  closed: z.array(isoDate).max(2_000).default([]),
  /** How long before its start a slot can still be booked. */
  leadHours: z
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  /** How many calendar days are offered, today included. */
  horizonDays: z.number().int().min(1).max(366).default(21),
});
export type CollectionConfig = z.output<typeof collectionConfigSchema>;
export type CollectionSlotConfig = CollectionConfig['slots'][number];

/** The parameter's value read; absent, not JSON or off its shape, there is no click-and-collect. */
export function parseCollectionConfig(raw: string | null | undefined): CollectionConfig | null {
  if (!raw?.trim()) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = collectionConfigSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface CollectionSlot {
  idSchedule: number;
  from: string;
  to: string;
  capacity: number;
  remaining: number;
}

export interface CollectionDay {
  /** `YYYY-MM-DD`, a Paris calendar day. */
  date: string;
  slots: CollectionSlot[];
}

/** The key of `bookings`: what one row of collection_bookings counts for an address. */
export const bookingKey = (date: string, idSchedule: number) => `${date}#${idSchedule}`;

export type SlotRefusal = 'closed' | 'unknown_slot' | 'too_late' | 'out_of_horizon' | 'wrong_day';

// --- Paris calendar -----------------------------------------------------------------------

const PARTS: Intl.DateTimeFormatOptions = {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The Paris wall clock at an instant, read as if it were UTC (ms). */
function parisWallClock(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of dateTimeFormat('en-GB', PARTS).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** Paris's offset from UTC at an instant, in ms (1 h in winter, 2 h in summer). */
const parisOffset = (instant: number) => parisWallClock(instant) - Math.floor(instant / 1000) * 1000;

/** The Paris calendar day of an instant. */
export function parisDate(now: Date): string {
  return new Date(parisWallClock(now.getTime())).toISOString().slice(0, 10);
}

/** The instant of a Paris wall-clock time on a Paris day. A time the clocks skip (March) is read
 * with the offset before the change, an hour later on the clock; a time they repeat (October),
 * as its first occurrence. */
export function parisInstant(date: string, hhmm: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // the offsets a day either side are the two a change of time can be between
  const before = parisOffset(wall - 86_400_000);
  const after = parisOffset(wall + 86_400_000);
  const valid = [before, after]
    .sort((a, b) => b - a) // the larger offset is the earlier instant
    .find((offset) => parisWallClock(wall - offset) === wall);
  return new Date(wall - (valid ?? before));
}

function isCalendarDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}

/** A calendar day `n` days after another. */
function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** The first and last days offered from now (Paris), today included. */
export function collectionHorizon(config: CollectionConfig, now: Date): { first: string; last: string } {
  const first = parisDate(now);
  return { first, last: addDays(first, config.horizonDays - 1) };
}

// --- What can be booked ---------------------------------------------------------------------

const startsInTime = (config: CollectionConfig, date: string, slot: CollectionSlotConfig, now: Date) =>
  parisInstant(date, slot.from).getTime() - now.getTime() >= config.leadHours * 3_600_000;

const byStart = (a: CollectionSlotConfig, b: CollectionSlotConfig) =>
  a.from.localeCompare(b.from) || a.to.localeCompare(b.to) || a.id - b.id;

/** The days from now within the horizon with the slots still bookable, and what each has left
 * (`bookings`: taken per `bookingKey`). Closed dates, days without slots and slots starting
 * within the lead time are left out; a full slot stays, with nothing remaining. */
export function collectionDays(
  config: CollectionConfig,
  now: Date,
  bookings: ReadonlyMap<string, number> = new Map(),
): CollectionDay[] {
  const { first } = collectionHorizon(config, now);
  const closed = new Set(config.closed);
  const slots = [...config.slots].sort(byStart);
  const days: CollectionDay[] = [];
  for (let i = 0; i < config.horizonDays; i++) {
    const date = addDays(first, i);
    if (closed.has(date)) continue;
    const weekday = isoWeekday(date);
    const open = slots
      .filter((s) => s.days.includes(weekday) && startsInTime(config, date, s, now))
      .map((s) => ({
        idSchedule: s.id,
        from: s.from,
        to: s.to,
        capacity: s.capacity,
        remaining: Math.max(0, s.capacity - (bookings.get(bookingKey(date, s.id)) ?? 0)),
      }));
    if (open.length) days.push({ date, slots: open });
  }
  return days;
}

/** The slot `idSchedule` on `date` when it can be booked now (its capacity aside), else why not. */
export function slotOf(
  config: CollectionConfig,
  date: string,
  idSchedule: number,
  now: Date,
): { ok: true; slot: CollectionSlotConfig } | { ok: false; reason: SlotRefusal } {
  const slot = config.slots.find((s) => s.id === idSchedule);
  if (!slot) return { ok: false, reason: 'unknown_slot' };
  const { first, last } = collectionHorizon(config, now);
  if (!isCalendarDate(date) || date > last) return { ok: false, reason: 'out_of_horizon' };
  if (date < first) return { ok: false, reason: 'too_late' };
  if (config.closed.includes(date)) return { ok: false, reason: 'closed' };
  if (!slot.days.includes(isoWeekday(date))) return { ok: false, reason: 'wrong_day' };
  if (!startsInTime(config, date, slot, now)) return { ok: false, reason: 'too_late' };
  return { ok: true, slot };
}
