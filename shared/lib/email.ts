// The e-mail rule of every form and body (SPEC §7 field code `invalid_email`): written once, read
// by the zod contracts, the browser's checks and the server's own checks (CLI accounts, site
// forms). A deliberately loose shape — something@something.tld — as the link we send is the
// real proof of an address.

/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX = 254;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the text (trimmed) has the shape of an e-mail address. */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
