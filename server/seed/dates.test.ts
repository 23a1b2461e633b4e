import { describe, expect, it } from 'vitest';
import { elementDates, elevenInParis } from './dates.ts';

describe('the seed clock', () => {
  it('counts event times from 11:00 in Paris on the seed day, winter and summer', () => {
    expect(elevenInParis(new Date('2026-11-23T00:30:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    // already 2 July in Paris
    expect(elevenInParis(new Date('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-02T09:00:00.000Z');
  });
});

describe('the dates of seeded elements', () => {
  const eleven = new Date('2026-11-20T10:00:00Z');
  it('start and end events from their day and length', () => {
    expect(elementDates({ startInDays: 2, durationHours: 2, data: { location: 'Salle' } }, eleven)).toEqual({
      startAt: new Date('2026-11-22T10:00:00Z'),
      endAt: new Date('2026-11-22T12:00:00Z'),
      data: { location: 'Salle' },
    });
  });

  it('start events at their time in Paris, counted from 11:00 on their day', () => {
    expect(elementDates({ startInDays: 8, startTime: '09:30', durationHours: 2.5 }, eleven)).toEqual({
      startAt: new Date('2026-11-28T08:30:00Z'),
      endAt: new Date('2026-11-28T11:00:00Z'),
      data: {},
    });
  });

  it('date council meetings at 19:00, registry events on their day, menus over their school week', () => {
    expect(elementDates({ data: { meetingDaysAgo: 1 } }, eleven)).toEqual({
      startAt: new Date('2026-11-19T18:00:00Z'),
      endAt: null,
      data: {},
    });
    expect(elementDates({ data: { kind: 'naissance', dateDaysAgo: 17 } }, eleven)).toEqual({
      startAt: new Date('2026-11-03T10:00:00Z'),
      endAt: null,
      data: { kind: 'naissance' },
    });
    expect(elementDates({ data: { weekStartInDays: -4 } }, eleven)).toEqual({
      startAt: new Date('2026-11-16T10:00:00Z'),
      endAt: new Date('2026-11-20T10:00:00Z'),
      data: {},
    });
    expect(elementDates({ data: { issue: 84 } }, eleven)).toEqual({
      startAt: null,
      endAt: null,
      data: { issue: 84 },
    });
  });
});
