// The code of an authenticator app (ADR 013), inside an ApiForm: apart from the form kit's fields,
// which every form's page loads, as only the login and the admin panel ask it.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from './form.tsx';

/** The phone's digit keyboard, and the code offered by the system where it can fill it in; one
 * character more than the digits, for the space some apps show in the middle (`123 456`, read as
 * `123456`). */
export function CodeField({
  name = 'code',
  label,
  hint,
}: {
  name?: string;
  label: string;
  hint?: ReactNode;
}) {
  return (
    <TextField
      name={name}
      inputMode="numeric"
      label={label}
      autoComplete="one-time-code"
      maxLength={7}
      hint={hint === undefined ? <Trans>Six digits, for example 123456.</Trans> : hint}
      required
    />
  );
}
