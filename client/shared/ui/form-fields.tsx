// The fields every form asks the same way (RGAA 11: the right keyboard, autocomplete and hint):
// an e-mail address, a phone number, a new password and the current one. Inside an ApiForm.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import { PasswordField, TextField } from './form.tsx';

interface Named {
  label: string;
  hint?: ReactNode;
}

export function EmailField({
  name = 'email',
  label,
  hint,
  defaultValue,
}: Named & { name?: string; defaultValue?: string }) {
  return (
    <TextField
      name={name}
      type="email"
      inputMode="email"
      label={label}
      autoComplete="email"
      hint={hint}
      defaultValue={defaultValue}
      required
    />
  );
}

/** Optional, as on every form here; `mobileOnly` says so in the hint (the server checks it). */
export function PhoneField({
  label,
  mobileOnly,
  defaultValue,
}: {
  label: string;
  /** Whether the hint asks for a mobile (site rule), the other a landline example; none when absent. */
  mobileOnly?: boolean;
  defaultValue?: string;
}) {
  const hint =
    mobileOnly === undefined ? undefined : mobileOnly ? (
      <Trans>A mobile number is expected, for example: 06 12 34 56 78</Trans>
    ) : (
      <Trans>For example: 01 23 45 67 89</Trans>
    );
  return (
    <TextField
      name="phone"
      type="tel"
      inputMode="tel"
      label={label}
      autoComplete="tel"
      hint={hint}
      defaultValue={defaultValue}
      optional
    />
  );
}

/** A password being chosen: its hint says the minimum length unless the form says more. */
export function NewPasswordField({ name, label, hint }: Named & { name: string }) {
  return (
    <PasswordField
      name={name}
      label={label}
      autoComplete="new-password"
      hint={hint === undefined ? <Trans>At least {PASSWORD_MIN} characters.</Trans> : hint}
      required
    />
  );
}

export function CurrentPasswordField({ name = 'currentPassword', label, hint }: Named & { name?: string }) {
  return <PasswordField name={name} label={label} autoComplete="current-password" hint={hint} required />;
}
