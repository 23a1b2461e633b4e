import { describe, expect, it } from 'vitest';
import { elevenInParis } from './extras.ts';

describe('the seed clock', () => {
  it('counts event times from 11:00 in Paris on the seed day, winter and summer', () => {
    expect(elevenInParis(new Date('2026-11-23T00:30:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    // already 2 July in Paris
    expect(elevenInParis(new Date('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-02T09:00:00.000Z');
  });
});
