import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  detectLocale,
  ENGLISH_LOCALE,
  type LocaleDefinition,
  localizePath,
} from './locales.ts';

const swissFrench: LocaleDefinition = { code: 'fr_CH', iso: 'fr-CH', prefix: 'en/ch', short: 'ch' };

describe('detectLocale', () => {
  it('keeps French, unprefixed, when no other locale prefixes the path', () => {
    expect(detectLocale('/', [DEFAULT_LOCALE, ENGLISH_LOCALE])).toEqual({
      locale: DEFAULT_LOCALE,
      path: '/',
    });
    expect(detectLocale('/nous-contacter', [DEFAULT_LOCALE, ENGLISH_LOCALE]).locale).toBe(DEFAULT_LOCALE);
  });

  it('selects a locale by its whole-segment prefix and strips it', () => {
    expect(detectLocale('/en', [DEFAULT_LOCALE, ENGLISH_LOCALE])).toEqual({
      locale: ENGLISH_LOCALE,
      path: '/',
    });
    expect(detectLocale('/en/auth', [DEFAULT_LOCALE, ENGLISH_LOCALE])).toEqual({
      locale: ENGLISH_LOCALE,
      path: '/auth',
    });
  });

  it('does not take a word that merely starts with a prefix', () => {
    expect(detectLocale('/entreprises', [DEFAULT_LOCALE, ENGLISH_LOCALE]).locale).toBe(DEFAULT_LOCALE);
  });

  it('ignores locales that are not active', () => {
    expect(detectLocale('/en/auth', [DEFAULT_LOCALE])).toEqual({ locale: DEFAULT_LOCALE, path: '/en/auth' });
  });

  it('prefers the longest matching prefix', () => {
    const active = [DEFAULT_LOCALE, ENGLISH_LOCALE, swissFrench];
    expect(detectLocale('/en/ch/agenda', active)).toEqual({ locale: swissFrench, path: '/agenda' });
    expect(detectLocale('/en/agenda', active).locale).toBe(ENGLISH_LOCALE);
  });
});

describe('localizePath', () => {
  it('adds the prefix of a prefixed locale only', () => {
    expect(localizePath(DEFAULT_LOCALE, '/auth')).toBe('/auth');
    expect(localizePath(ENGLISH_LOCALE, '/auth')).toBe('/en/auth');
    expect(localizePath(ENGLISH_LOCALE, '/')).toBe('/en');
  });
});
