// The password policy (SPEC §7 field codes `password_too_short`, `password_too_long`,
// `password_too_common`): the lengths the contracts and the forms' hints say, and the check the
// server runs on every new password. Isomorphic, so a form could run it before sending.
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Returns a field error code, or null when the password is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return 'password_too_short';
  if (password.length > PASSWORD_MAX) return 'password_too_long';
  const lower = password.toLowerCase();
  const local = email?.split('@')[0]?.toLowerCase();
  if (
    COMMON_PASSWORDS.has(lower) ||
    lower === email?.toLowerCase() ||
    (local && local.length >= 4 && lower === local)
  ) {
    return 'password_too_common';
  }
  if (/^(.)\1+$/.test(password)) return 'password_too_common';
  return null;
}
