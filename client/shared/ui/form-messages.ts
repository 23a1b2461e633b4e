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
  email_taken: msg`An account already uses this address.`,
  invalid_link: msg`Enter a path of the site starting with / (for example /mairie), or an address starting with https://, mailto: or tel:.`,
  invalid_number: msg`Enter a whole number.`,
  too_small: msg`This number is too small.`,
  too_large: msg`This number is too large.`,
  too_few: msg`Add at least one.`,
  too_many: msg`There are too many here: remove some.`,
  more_link_required: msg`Without page links, give a link to all the items: its text and its address.`,
  duplicate: msg`Another block has the same identifier: remove this block and add it again.`,
  unknown_type: msg`This kind of block is not known to this editor: it is kept as it is.`,
  // the site's parameters, look and addresses (ADR 016)
  out_of_range: msg`This number is outside the accepted range.`,
  invalid_url: msg`Enter an address starting with https://, for example https://www.example.fr.`,
  invalid_colour: msg`Enter a colour as a hex code, for example #c04c1b.`,
  invalid_siret: msg`Enter a valid SIRET number: 14 digits, for example 215 906 123 00017.`,
  invalid_iban: msg`Enter a valid IBAN, for example FR76 3000 6000 0112 3456 7890 189.`,
  invalid_bic: msg`Enter a valid BIC: 8 or 11 letters and digits, for example AGRIFRPP.`,
  invalid_domain: msg`Enter a domain name alone, for example example.fr.`,
  invalid_tiles: msg`Enter the map tiles’ https address as their provider gives it, with z, x and y in braces.`,
  invalid_postal_code: msg`Enter a postal code of five digits, for example 59270.`,
  invalid_coordinate: msg`Enter a number in decimal degrees, for example 50.6942.`,
  unknown_image: msg`This image is no longer in the media library: choose another one.`,
  unknown_font: msg`This family has no font file: choose one of the families offered.`,
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
