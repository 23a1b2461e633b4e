// The e-mail rule of every form and body (SPEC §7 field code `invalid_email`): written once, read
// by the zod contracts, the browser's checks and the server's own checks (CLI accounts, site
// forms). A deliberately loose shape — something@something.tld — as the link we send is the
// real proof of an address.
//
// One address is one key everywhere (accounts, their lookup, subscriptions, registrations,
// rate-limit counters): `normaliseEmail` is the only way an address is compared or stored.
// Decided: NFKC (full-width and compatibility letters become their plain forms), then
// lowercase on the whole address (domain and local part, as every account lookup has always
// been case-insensitive), with the one lowercase mapping that yields two code points — `İ`
// (U+0130) → `i` + U+0307 — folded to `i`, so that `İ` and `I` reach the same account and
// counter. Fuller case folding (`ß` → `ss`, final sigma) is not applied: it would merge
// mailboxes that mail providers keep apart. Addresses holding invisible characters (control
// and format characters: zero-width spaces and joiners, bidirectional marks) are refused: they
// would make look-alike addresses that are different keys.

/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX = 254;

export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

/** Whether the text (trimmed) has the shape of an e-mail address. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** The one form of an address under which it is stored, looked up and counted. */
export function normaliseEmail(text: string): string {
  return text
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .normalize('NFKC');
}
