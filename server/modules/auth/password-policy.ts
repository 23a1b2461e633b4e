import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/contracts/account.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Returns a field error code, or null when the password is acceptable (issue 4). */
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
