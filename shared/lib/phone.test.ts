import { describe, expect, it } from 'vitest';
import { isFrenchMobile, isPhone, PHONE_MAX, telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps digits and the leading plus only', () => {
    expect(telHref('03 28 41 52 60')).toBe('tel:0328415260');
    expect(telHref('+33 (0)3.28.41')).toBe('tel:+33032841');
    expect(telHref('15')).toBe('tel:15');
  });
});

describe('what a phone field accepts', () => {
  it('takes digits with the separators people type', () => {
    for (const ok of ['03 28 41 52 60', '+33 (0)3.28.41.52.60', '06-12-34-56-78', ' 112233 '])
      expect(isPhone(ok)).toBe(true);
  });

  it('refuses letters, too short or too long numbers', () => {
    for (const bad of ['abc', '12345', '03 28 41 52 60 poste 12', '1'.repeat(PHONE_MAX + 1), '++33612345678'])
      expect(isPhone(bad)).toBe(false);
  });
});

describe('the French mobile rule', () => {
  it('accepts only French mobile numbers when the site asks for a mobile', () => {
    for (const ok of ['06 12 34 56 78', '07.12.34.56.78', '+33 6 12 34 56 78', '0033712345678'])
      expect(isFrenchMobile(ok)).toBe(true);
    for (const bad of ['03 28 41 52 60', '+33 1 23 45 67 89', '0612', '+44 7700 900123'])
      expect(isFrenchMobile(bad)).toBe(false);
  });
});
