// Phone numbers: what a phone field accepts (SPEC §7 field code `invalid_phone`), the French
// mobile rule of sites that ask for a mobile (`mobile_only`), and the `tel:` link of a number.
// Read by the zod contracts, the browser's checks and the server.

/** The longest number a phone field keeps. */
export const PHONE_MAX = 30;

/** Digits with the separators people type (spaces, dots, dashes, brackets), an optional +. */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{6,30}$/;

/** Whether the text (trimmed) is a phone number as a phone field accepts it. */
export function isPhone(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}

/** French mobile numbers: 06/07, or +33 6/7 (0033 6/7), spaces, dots, dashes and brackets allowed. */
export function isFrenchMobile(phone: string): boolean {
  const digits = phone.replace(/[\s.()-]/g, '');
  return /^(?:0|\+33|0033)[67]\d{8}$/.test(digits);
}

/** A `tel:` link of a phone number as people write it (`03 28 41 52 60`, `+33 3 …`, `15`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
