// The order's date rules: a buyer's age on a Paris day, and the end of a Paris day (the deadline
// of an order paid at collection), across both changes of time.
import { describe, expect, it } from 'vitest';
import { ageOn, endOfParisDay } from './orders.ts';

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-24', '2026-11-24')).toBe(18);
    expect(ageOn('2008-11-25', '2026-11-24')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('endOfParisDay', () => {
  it('is 23:59:59.999 in Paris, in summer and winter time and on the days the clocks change', () => {
    expect(endOfParisDay('2026-07-14').toISOString()).toBe('2026-07-14T21:59:59.999Z');
    expect(endOfParisDay('2026-12-24').toISOString()).toBe('2026-12-24T22:59:59.999Z');
    expect(endOfParisDay('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfParisDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });
});
