// Cookie consent (SPEC §1, CNIL guidance): the choice is kept with its date in a cookie and
// asked again after 6 months; never kept past 13 months.
export type ConsentChoice = 'all' | 'none';
export interface Consent {
  choice: ConsentChoice;
  decidedAt: number; // epoch milliseconds
}

export const CONSENT_COOKIE = 'parvis_consent';
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

export function serializeConsent(consent: Consent): string {
  return `${consent.choice}.${Math.floor(consent.decidedAt / 1000)}`;
}

export function parseConsent(value: string | undefined | null, now = Date.now()): Consent | null {
  const match = value ? /^(all|none)\.(\d{9,11})$/.exec(value) : null;
  if (!match) return null;
  const decidedAt = Number(match[2]) * 1000;
  if (decidedAt > now + 60_000 || now - decidedAt > CONSENT_MAX_AGE_S * 1000) return null;
  return { choice: match[1] as ConsentChoice, decidedAt };
}

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'none';
}
