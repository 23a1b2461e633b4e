import { describe, expect, it } from 'vitest';
import { cropText, formatDate, formatDateTime, formatTime, sameDay, weekdayInSiteZone } from './format.ts';

describe('dates', () => {
  it('prints dd/mm/yyyy in the town time zone', () => {
    expect(formatDate('2026-07-14T08:00:00Z')).toBe('14/07/2026');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027'); // already New Year in Paris
  });

  it('adds hh:mm:ss for date-times', () => {
    expect(formatDateTime('2026-07-14T08:05:09Z')).toBe('14/07/2026 10:05:09');
  });

  it('prints hh:mm and tells whether two instants share a day, in Paris', () => {
    expect(formatTime('2026-12-05T13:00:00Z')).toBe('14:00');
    expect(sameDay('2026-12-05T23:30:00Z', '2026-12-06T08:00:00Z')).toBe(true);
    expect(sameDay('2026-12-05T22:59:00Z', '2026-12-05T23:01:00Z')).toBe(false);
  });

  it('prints nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('cropText', () => {
  it('keeps short text and crops long text at a word with an ellipsis', () => {
    expect(cropText('Court.')).toBe('Court.');
    const long =
      'La commune organise chaque année une grande fête de village avec des animations pour les enfants, un repas partagé et un feu d’artifice.';
    const cropped = cropText(long);
    expect(cropped.length).toBeLessThanOrEqual(120);
    expect(cropped.endsWith('…')).toBe(true);
    expect(long.startsWith(cropped.slice(0, -1))).toBe(true);
  });
});

describe('weekdayInSiteZone', () => {
  it('names the day it is in Paris, not in UTC', () => {
    expect(weekdayInSiteZone(new Date('2026-11-20T10:00:00Z'))).toBe('FRIDAY');
    // 23:30 UTC on Sunday is already Monday in Paris
    expect(weekdayInSiteZone(new Date('2026-11-22T23:30:00Z'))).toBe('MONDAY');
    expect(weekdayInSiteZone(new Date('2026-07-05T21:59:00Z'))).toBe('SUNDAY');
  });
});
