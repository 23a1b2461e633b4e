// SPEC §1: fr_FR (iso fr-FR) is the default and has no path prefix; other languages are
// selected by a path prefix. The catalogs in locales/ are named by iso code.
export interface LocaleDefinition {
  /** Site language code, as stored and sent in the userLang header. */
  code: string;
  /** BCP 47 tag: html lang, Lingui catalog name. */
  iso: string;
  /** Path prefix without slashes; '' for the default locale. */
  prefix: string;
  /** Suffix of route names (SPEC §2: `home___fr`). */
  short: string;
}

export const DEFAULT_LOCALE: LocaleDefinition = { code: 'fr_FR', iso: 'fr-FR', prefix: '', short: 'fr' };
export const ENGLISH_LOCALE: LocaleDefinition = { code: 'en_GB', iso: 'en-GB', prefix: 'en', short: 'en' };
export const KNOWN_LOCALES: readonly LocaleDefinition[] = [DEFAULT_LOCALE, ENGLISH_LOCALE];

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function localeByCode(code: string | null | undefined): LocaleDefinition | undefined {
  return KNOWN_LOCALES.find((l) => l.code === code);
}

export interface DetectedLocale {
  locale: LocaleDefinition;
  /** The path without the locale prefix, always starting with '/'. */
  path: string;
}

/**
 * SPEC §2: the longest non-default locale prefix that starts the path selects that locale;
 * otherwise the default stays. A prefix matches whole segments only (`/en`, `/en/…`, not `/entreprises`).
 */
export function detectLocale(pathname: string, active: readonly LocaleDefinition[]): DetectedLocale {
  let best: LocaleDefinition | undefined;
  for (const locale of active) {
    if (!locale.prefix) continue;
    const head = `/${locale.prefix}`;
    const matches = pathname === head || pathname.startsWith(`${head}/`);
    if (matches && (!best || locale.prefix.length > best.prefix.length)) best = locale;
  }
  if (!best) return { locale: active.find((l) => !l.prefix) ?? DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: best, path: pathname.slice(best.prefix.length + 1) || '/' };
}

/** Prefixes an unprefixed path for a locale. */
export function localizePath(locale: Pick<LocaleDefinition, 'prefix'>, path: string): string {
  if (!locale.prefix) return path;
  return path === '/' ? `/${locale.prefix}` : `/${locale.prefix}${path}`;
}
