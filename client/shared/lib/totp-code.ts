// The code of an authenticator app (ADR 013: TOTP, six digits), as the login and the admin
// panel's security page ask it; apart from the form kit, which every form's page loads.
import type { FieldError } from '#shared/contracts/account.ts';

/** A code as typed (`123 456`): its digits, without the spaces an app shows between them. */
export const codeOf = (value: string): string => value.replace(/\s+/g, '');

/** The client's check, with the API's codes: required, then six digits (`code`). */
export const checkCode = (path: string, value: string): FieldError[] =>
  !value.trim() ? [{ path, message: 'required' }] : /^\d{6}$/.test(value) ? [] : [{ path, message: 'code' }];
