import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps digits and the leading plus only', () => {
    expect(telHref('03 28 41 52 60')).toBe('tel:0328415260');
    expect(telHref('+33 (0)3.28.41')).toBe('tel:+33032841');
    expect(telHref('15')).toBe('tel:15');
  });
});
