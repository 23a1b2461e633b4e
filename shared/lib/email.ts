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

// ADR 012, "Who orders": limits per person (a code's uses per buyer, pending orders) count one
// mailbox once, however its address is spelt. Beyond `normaliseEmail`, the providers known to
// deliver `name+anything@` to `name@` lose the `+tag`, and Gmail (which ignores dots in the local
// part) loses its dots, `googlemail.com` being `gmail.com`. Only providers whose rule is
// documented are listed: Yahoo's disposable addresses use `-` and are separate names chosen by
// the user (left alone); La Poste and Free are not listed, their handling of `+` being unsure.
// This key is for counting, never for sending: mail goes to the address as typed.

/** Domains that deliver `local+tag@domain` to `local@domain`. */
export const PLUS_TAG_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);

/** Domains that ignore dots in the local part. */
const DOTLESS_DOMAINS: ReadonlySet<string> = new Set(['gmail.com']);
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/** The key under which one buyer's orders and code uses are counted (ADR 012). */
export function emailKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  const rawDomain = normalised.slice(at + 1);
  const domain = DOMAIN_ALIASES[rawDomain] ?? rawDomain;
  let local = normalised.slice(0, at);
  if (PLUS_TAG_DOMAINS.has(domain)) {
    const plus = local.indexOf('+');
    if (plus > 0) local = local.slice(0, plus);
  }
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}
