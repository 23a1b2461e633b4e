// The API's field error codes (shared/contracts/account.ts) and form problems, as sentences.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/lib/password.ts';
import type { FormProblem } from '../lib/form.ts';

const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalid_email: msg`Enter a valid e-mail address, for example name@example.fr.`,
  password_too_short: msg`The password must contain at least ${PASSWORD_MIN} characters.`,
  password_too_long: msg`The password must contain at most ${PASSWORD_MAX} characters.`,
  password_too_common: msg`This password is too common or too easy to guess. Choose another one.`,
  passwords_differ: msg`The two passwords are not the same.`,
  minor: msg`You must be at least 18 years old to create an account on this site.`,
  mobile_only: msg`Enter a mobile phone number, starting with 06 or 07 (or +33 6, +33 7).`,
  invalid_date: msg`Enter a valid date.`,
  invalid_phone: msg`Enter a valid phone number, for example 01 23 45 67 89.`,
  wrong_password: msg`This is not your current password.`,
  invalid_token: msg`This link is no longer valid.`,
  unknown_list: msg`One of these lists no longer exists. Reload the page and choose again.`,
  too_long: msg`This text is too long.`,
  too_short: msg`This text is too short: write at least 10 characters.`,
  invalid_option: msg`Choose one of the options offered.`,
  file_type: msg`This file type is not accepted: choose a file in one of the formats listed.`,
  file_too_large: msg`This file is too large: choose a smaller one.`,
  empty_file: msg`This file is empty.`,
  too_many_files: msg`Only one file can be sent here.`,
  consent_required: msg`Tick the box to give your consent.`,
  forbidden_character: msg`This field contains a character that is not accepted. Remove it and try again.`,
  unknown_field: msg`This field is not expected here. Reload the page and try again.`,
  code: msg`This code is not right: enter the six digits that your authenticator app shows now.`,
};
const UNKNOWN_FIELD_ERROR = msg`This value is not accepted.`;

export function fieldErrorMessage(code: string): MessageDescriptor {
  return FIELD_ERRORS[code] ?? UNKNOWN_FIELD_ERROR;
}

export const PROBLEMS: Record<FormProblem, MessageDescriptor> = {
  unauthenticated: msg`Your session has ended. Log in again to continue.`,
  rate_limited: msg`Too many attempts in a short time. Wait a few minutes, then try again.`,
  invalid: msg`The form could not be sent. Check what you entered and try again.`,
  conflict: msg`This change is not possible: the address is already used by another account.`,
  unavailable: msg`The service cannot be reached at the moment. Try again in a few moments.`,
};
