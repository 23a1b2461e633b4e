import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl.ts';

describe('dateTimeFormat', () => {
  it('hands back the same formatter for the same locale and options', () => {
    const a = dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
    const b = dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
    expect(b).toBe(a);
  });

  it('builds another formatter when the locale or an option differs', () => {
    const base = dateTimeFormat('en-GB', { timeZone: 'Europe/Paris' });
    expect(dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' })).not.toBe(base);
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(base);
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit' })).not.toBe(base);
  });

  it('formats with its own locale and options', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(dateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant)).toBe('2027-01-01');
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC' }).format(instant)).toBe('2026-12-31');
  });
});
