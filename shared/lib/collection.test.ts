import { describe, expect, it } from 'vitest';
import {
  bookingKey,
  type CollectionConfig,
  collectionDays,
  parisDate,
  parisInstant,
  parseCollectionConfig,
  slotOf,
} from './collection.ts';

const HOURS = {
  slots: [
    { id: 1, days: [2, 3, 4, 5], from: '10:00', to: '12:00', capacity: 4 },
    { id: 2, days: [2, 3, 4, 5], from: '14:00', to: '18:00', capacity: 6 },
    { id: 3, days: [6], from: '10:00', to: '18:00', capacity: 5 },
    { id: 4, days: [7], from: '10:00', to: '12:00', capacity: 3 },
  ],
  closed: ['2026-12-25', '2027-01-01'],
  leadHours: 24,
  horizonDays: 21,
};
const config = (changes: Partial<typeof HOURS> = {}): CollectionConfig =>
  parseCollectionConfig(JSON.stringify({ ...HOURS, ...changes }))!;

/** Tuesday 24 November 2026, 16:47 in Paris. */
const TUESDAY = new Date('2026-11-24T15:47:00Z');

describe('parseCollectionConfig', () => {
  it('reads the hours, with a lead time of 24 hours and a horizon of 21 days when unsaid', () => {
    expect(config()).toEqual(HOURS);
    expect(parseCollectionConfig(JSON.stringify({ slots: HOURS.slots }))).toEqual({
      slots: HOURS.slots,
      closed: [],
      leadHours: 24,
      horizonDays: 21,
    });
  });

  it('reads an absent, unreadable or misshapen value as no click-and-collect', () => {
    const slot = HOURS.slots[0]!;
    for (const raw of [
      null,
      undefined,
      '',
      '  ',
      'mardi au samedi, 10 h – 12 h',
      '[]',
      '{"slots":"all"}',
      JSON.stringify({ slots: [{ ...slot, days: [0] }] }),
      JSON.stringify({ slots: [{ ...slot, days: [8] }] }),
      JSON.stringify({ slots: [{ ...slot, days: [] }] }),
      JSON.stringify({ slots: [{ ...slot, from: '25:00' }] }),
      JSON.stringify({ slots: [{ ...slot, from: '12:00', to: '10:00' }] }),
      JSON.stringify({ slots: [{ ...slot, capacity: -1 }] }),
      JSON.stringify({ slots: [{ ...slot, capacity: 2.5 }] }),
      JSON.stringify({ slots: [slot, { ...slot, from: '14:00', to: '16:00' }] }),
      JSON.stringify({ slots: [slot], closed: ['2026-02-30'] }),
      JSON.stringify({ slots: [slot], closed: ['25/12/2026'] }),
      JSON.stringify({ slots: [slot], horizonDays: 0 }),
      JSON.stringify({ slots: [slot], leadHours: -1 }),
    ])
      expect(parseCollectionConfig(raw), String(raw)).toBeNull();
  });
});

describe('the Paris calendar', () => {
  it('tells the Paris day of an instant around midnight, winter and summer', () => {
    expect(parisDate(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    expect(parisDate(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(parisDate(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(parisDate(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('places a wall-clock time on either side of the changes of time', () => {
    // last Sunday of March 2027: 02:00 becomes 03:00
    expect(parisInstant('2027-03-27', '10:00').toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(parisInstant('2027-03-28', '10:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(parisInstant('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(parisInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // last Sunday of October 2026: 03:00 becomes 02:00
    expect(parisInstant('2026-10-24', '10:00').toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(parisInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(parisInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('collectionDays', () => {
  it('lists the days within the horizon that have slots, each slot with what remains', () => {
    const days = collectionDays(config(), TUESDAY);
    // Tuesday and Wednesday start within 24 hours; Monday has no slot
    expect(days.slice(0, 5).map((d) => d.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-12-01',
    ]);
    expect(days[0]!.slots).toEqual([
      { idSchedule: 1, from: '10:00', to: '12:00', capacity: 4, remaining: 4 },
      { idSchedule: 2, from: '14:00', to: '18:00', capacity: 6, remaining: 6 },
    ]);
    expect(days[2]!.slots.map((s) => s.idSchedule)).toEqual([3]);
    // 21 days, today included: the last is Monday 14 December, which has no slot
    expect(days.at(-1)!.date).toBe('2026-12-13');
  });

  it('counts what is booked, and keeps a full slot with nothing remaining', () => {
    const bookings = new Map([
      [bookingKey('2026-11-26', 1), 4],
      [bookingKey('2026-11-26', 2), 2],
      [bookingKey('2026-11-27', 2), 9],
    ]);
    const [thursday, friday] = collectionDays(config(), TUESDAY, bookings);
    expect(thursday!.slots.map((s) => s.remaining)).toEqual([0, 4]);
    expect(friday!.slots.map((s) => s.remaining)).toEqual([4, 0]);
  });

  it('skips the closed dates', () => {
    const days = collectionDays(config(), new Date('2026-12-20T08:00:00Z')).map((d) => d.date);
    expect(days).toContain('2026-12-24');
    expect(days).not.toContain('2026-12-25');
    expect(days).toContain('2026-12-26');
    expect(days).not.toContain('2027-01-01');
    expect(days).toContain('2027-01-02');
  });

  it('offers a slot starting exactly the lead time ahead, and not a minute less', () => {
    // Wednesday 25 November, 10:00 in Paris: Thursday 10:00 is 24 hours ahead
    const wednesday = new Date('2026-11-25T09:00:00Z');
    expect(collectionDays(config(), wednesday)[0]!.slots.map((s) => s.idSchedule)).toEqual([1, 2]);
    const later = new Date('2026-11-25T09:01:00Z');
    expect(collectionDays(config(), later)[0]!.slots.map((s) => s.idSchedule)).toEqual([2]);
    const none = collectionDays(config({ leadHours: 0 }), new Date('2026-11-24T08:30:00Z'));
    expect(none[0]).toEqual({
      date: '2026-11-24',
      slots: [
        { idSchedule: 1, from: '10:00', to: '12:00', capacity: 4, remaining: 4 },
        { idSchedule: 2, from: '14:00', to: '18:00', capacity: 6, remaining: 6 },
      ],
    });
  });

  it('keeps to the horizon', () => {
    const morning = new Date('2026-11-24T08:00:00Z');
    const days = collectionDays(config({ horizonDays: 4, leadHours: 0 }), morning).map((d) => d.date);
    expect(days).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('counts the lead time in real hours across the change to summer time', () => {
    // Saturday 27 March 2027, 09:00 in Paris (UTC+1); Sunday 10:00 is UTC+2, 24 hours later
    const days = collectionDays(config(), new Date('2027-03-27T08:00:00Z'));
    expect(days[0]).toMatchObject({ date: '2027-03-28', slots: [{ idSchedule: 4 }] });
    const minuteLater = collectionDays(config(), new Date('2027-03-27T08:01:00Z'));
    expect(minuteLater[0]!.date).toBe('2027-03-30');
  });

  it('counts the lead time in real hours across the change to winter time', () => {
    // Saturday 24 October 2026, 11:00 in Paris (UTC+2); Sunday 10:00 is UTC+1, 24 hours later
    const days = collectionDays(config(), new Date('2026-10-24T09:00:00Z'));
    expect(days[0]).toMatchObject({ date: '2026-10-25', slots: [{ idSchedule: 4 }] });
    const minuteLater = collectionDays(config(), new Date('2026-10-24T09:01:00Z'));
    expect(minuteLater[0]!.date).toBe('2026-10-27');
  });

  it('offers nothing without slots', () => {
    expect(collectionDays(config({ slots: [] }), TUESDAY)).toEqual([]);
  });
});

describe('slotOf', () => {
  const at = (date: string, idSchedule: number, now = TUESDAY) => slotOf(config(), date, idSchedule, now);

  it('answers the slot when it can be booked', () => {
    expect(at('2026-11-26', 1)).toEqual({ ok: true, slot: HOURS.slots[0] });
    expect(at('2026-11-28', 3)).toEqual({ ok: true, slot: HOURS.slots[2] });
  });

  it('says why a slot cannot be booked', () => {
    expect(at('2026-11-26', 99)).toEqual({ ok: false, reason: 'unknown_slot' });
    expect(at('2026-11-28', 1)).toEqual({ ok: false, reason: 'wrong_day' });
    expect(at('2026-11-30', 1)).toEqual({ ok: false, reason: 'wrong_day' });
    expect(at('2026-11-25', 2)).toEqual({ ok: false, reason: 'too_late' });
    expect(at('2026-11-24', 2)).toEqual({ ok: false, reason: 'too_late' });
    expect(at('2026-11-20', 1)).toEqual({ ok: false, reason: 'too_late' });
    expect(at('2026-12-14', 1)).toEqual({ ok: false, reason: 'wrong_day' });
    expect(at('2026-12-15', 1)).toEqual({ ok: false, reason: 'out_of_horizon' });
    expect(at('2026-11-31', 1)).toEqual({ ok: false, reason: 'out_of_horizon' });
    expect(at('2026-12-25', 1, new Date('2026-12-20T08:00:00Z'))).toEqual({ ok: false, reason: 'closed' });
  });

  it('agrees with collectionDays on every day of the horizon', () => {
    const now = new Date('2027-03-20T17:00:00Z');
    const listed = new Set(
      collectionDays(config(), now).flatMap((d) => d.slots.map((s) => `${d.date}/${s.idSchedule}`)),
    );
    for (let i = -1; i < 23; i++) {
      const date = new Date(Date.UTC(2027, 2, 20 + i)).toISOString().slice(0, 10);
      for (const { id } of HOURS.slots)
        expect(slotOf(config(), date, id, now).ok, `${date}/${id}`).toBe(listed.has(`${date}/${id}`));
    }
  });
});
