// A site's parameter values as the client reads them (SPEC §3 "Site parameter"): the readers
// of its parameter map and the types the layout names (opening hours, social networks). The
// catalog of every parameter type with its French labels is the server's
// (./parameters.ts), kept apart so that no page's script carries it.
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const OPENING_HOURS_TYPES = WEEKDAYS.map((day) => ({ day, type: `OPENING_HOURS_${day}` }));

export const SOCIAL_NETWORKS = [
  ['FACEBOOK', 'Facebook'],
  ['INSTAGRAM', 'Instagram'],
  ['TWITTER', 'Twitter'],
  ['LINKEDIN', 'LinkedIn'],
  ['TIKTOK', 'TikTok'],
  ['YOUTUBE', 'YouTube'],
  ['TRIPADVISOR', 'Tripadvisor'],
  ['PINTEREST', 'Pinterest'],
  ['DISCORD', 'Discord'],
  ['TELEGRAM', 'Telegram'],
  ['GITHUB', 'GitHub'],
  ['GOOGLE_REVIEWS', 'Avis Google'],
] as const;

export type ParameterMap = Readonly<Record<string, string | null>>;

export function parameterValue(params: ParameterMap, type: string): string | null {
  const value = params[type];
  return value === undefined || value === '' ? null : value;
}

export function parameterFlag(params: ParameterMap, type: string): boolean {
  return parameterValue(params, type) === 'true';
}

export function parameterNumber(params: ParameterMap, type: string): number | null {
  const value = parameterValue(params, type);
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** RGAA compliance level of a site, for the mandatory footer mention (« Accessibilité : … »).
 * Without an audit a site is not compliant, so anything else than PARTIAL or FULL reads NONE. */
export type AccessibilityCompliance = 'NONE' | 'PARTIAL' | 'FULL';

export function accessibilityCompliance(params: ParameterMap): AccessibilityCompliance {
  const value = parameterValue(params, 'ACCESSIBILITY_COMPLIANCE');
  return value === 'PARTIAL' || value === 'FULL' ? value : 'NONE';
}
