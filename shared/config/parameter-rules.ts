// What each site parameter accepts (SPEC §3 "Site parameter", ADR 016): the admin checks a value
// as it is typed and the server checks it again on save, with the same rules. A rule answers the
// code of what is wrong (the panel words it in French), or null. An empty value is always
// accepted: it clears the parameter, and every reader falls back to its default.

import { parseHexColour } from '../lib/colour.ts';
import { mapTiles } from '../lib/map-tiles.ts';
import type { ParameterKind } from './parameters.ts';

/** The values a parameter may take, where it is a choice (what the site reads, nothing else). */
export const PARAMETER_CHOICES: Readonly<Record<string, readonly string[]>> = {
  LOGO_POSITION: ['top', 'left'],
  ACCESSIBILITY_COMPLIANCE: ['NONE', 'PARTIAL', 'FULL'],
  PRODUCT_DISPLAY_LAYOUT: ['GRID', 'LIST'],
  SCROLL_TO_TOP_BEHAVIOR: ['SMOOTH', 'DIRECT'],
};

/** The range of a number parameter (inclusive), where it has one. */
export const PARAMETER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  LOGO_HEIGHT_DESKTOP: [20, 400],
  LOGO_HEIGHT_MOBILE: [20, 200],
  LOGO_HEIGHT_FOOTER: [20, 400],
  LOGO_MARGIN_TOP: [0, 200],
  LOGO_MARGIN_BOTTOM: [0, 200],
  MENU_ICON_SIZE: [8, 64],
  FREE_SHIPPING_PRICE: [0, 100_000],
  FREE_SHIPPING_BOTTLES: [1, 1_000],
  MIN_BOTTLES_PER_EXPEDITION: [1, 1_000],
  MAX_BOTTLES_PER_EXPEDITION: [1, 1_000],
  REVIEW_REQUEST_DELAY: [0, 365],
  DETAIL_PAGE_MARGIN_TOP: [0, 400],
};

const COLOUR_TYPES = new Set([
  'PRIMARY_COLOR',
  'ACCENT_COLOR',
  'BACKGROUND_COLOR',
  'FONT_COLOR',
  'MENU_COLOR',
  'HEADER_COLOR',
  'FOOTER_COLOR',
  'HEADING_COLOR',
  'ACTIVE_MENU_COLOR',
]);
export const isColourParameter = (type: string) => COLOUR_TYPES.has(type);

/** Long texts: legal texts and the like are HTML (sanitised on save), the others plain. */
const TEXT_MAX = 200_000;
const STRING_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 .()-]{6,25}$/;
const ANALYTICS_ID = /^[A-Za-z0-9_-]{1,40}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** ISO 13616: letters and digits, the check digits by modulo 97. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const n = c >= 'A' ? String(c.charCodeAt(0) - 55) : c;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** A SIRET: 14 digits whose Luhn sum is right. */
export function isSiret(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d) * (i % 2 === 1 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  });
  return sum % 10 === 0;
}

const BY_TYPE: Readonly<Record<string, (value: string) => string | null>> = {
  COMPANY_EMAIL: (v) => (EMAIL.test(v) ? null : 'invalid_email'),
  COMPANY_PHONE: (v) => (PHONE.test(v) ? null : 'invalid_phone'),
  COMPANY_MOBILE: (v) => (PHONE.test(v) ? null : 'invalid_phone'),
  COMPANY_FAX: (v) => (PHONE.test(v) ? null : 'invalid_phone'),
  COMPANY_SIRET: (v) => (isSiret(v) ? null : 'invalid_siret'),
  BANK_TRANSFER_IBAN: (v) => (isIban(v) ? null : 'invalid_iban'),
  BANK_TRANSFER_BIC: (v) => (/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/i.test(v.trim()) ? null : 'invalid_bic'),
  MATOMO_URL: (v) => (isHttpsUrl(v) ? null : 'invalid_url'),
  MATOMO_SITE_ID: (v) => (ANALYTICS_ID.test(v) ? null : 'invalid'),
  GTM_ID: (v) => (ANALYTICS_ID.test(v) ? null : 'invalid'),
  GOOGLE_ADS_ID: (v) => (ANALYTICS_ID.test(v) ? null : 'invalid'),
  META_PIXEL_ID: (v) => (ANALYTICS_ID.test(v) ? null : 'invalid'),
  PLAUSIBLE_DOMAIN: (v) => (DOMAIN.test(v) ? null : 'invalid_domain'),
  MAP_TILES_URL: (v) => (mapTiles({ MAP_TILES_URL: v }) ? null : 'invalid_tiles'),
};

/** What is wrong with `value` for a parameter of this type and kind, or null. */
export function parameterProblem(type: string, kind: ParameterKind, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (kind === 'TEXT') return value.length > TEXT_MAX ? 'too_long' : null;
  if (value.length > STRING_MAX) return 'too_long';
  if (kind === 'BOOLEAN') return value === 'true' || value === 'false' ? null : 'invalid_option';
  if (kind === 'NUMBER') {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return 'invalid_number';
    const range = PARAMETER_RANGES[type];
    return range && (n < range[0] || n > range[1]) ? 'out_of_range' : null;
  }
  if (kind === 'LINK') return isHttpsUrl(value) ? null : 'invalid_url';
  if (COLOUR_TYPES.has(type)) return parseHexColour(value) ? null : 'invalid_colour';
  const choices = PARAMETER_CHOICES[type];
  if (choices) return choices.includes(value) ? null : 'invalid_option';
  return BY_TYPE[type]?.(value) ?? null;
}
