import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import { ErrorSummary, FormStatus, formText, PasswordField, SubmitButton } from '../../shared/ui/form.tsx';
import { $passwordChanged, $passwordChanges, passwordForm } from './model.ts';

const FORM = 'password';

export function PasswordSection() {
  const { t } = useLingui();
  const [failure, failures, pending, submit, changed, changes] = useUnit([
    passwordForm.$failure,
    passwordForm.$failures,
    passwordForm.$pending,
    passwordForm.submitted,
    $passwordChanged,
    $passwordChanges,
  ]);
  const labels = { currentPassword: t`Current password`, newPassword: t`New password` };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({
      currentPassword: formText(data, 'currentPassword'),
      newPassword: formText(data, 'newPassword'),
    });
  };
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title" className="panel-title">
        <Trans>Change my password</Trans>
      </h2>
      {changed && (
        <FormStatus focusKey={changes}>
          <p>
            <Trans>Your password has been changed. Your other sessions have been logged out.</Trans>
          </p>
        </FormStatus>
      )}
      <form key={changes} method="post" noValidate onSubmit={onSubmit} className="form">
        <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} />
        <PasswordField
          form={FORM}
          name="currentPassword"
          label={labels.currentPassword}
          autoComplete="current-password"
          required
          failure={failure}
        />
        <PasswordField
          form={FORM}
          name="newPassword"
          label={labels.newPassword}
          autoComplete="new-password"
          hint={<Trans>At least {PASSWORD_MIN} characters.</Trans>}
          required
          failure={failure}
        />
        <div className="form-actions">
          <SubmitButton pending={pending}>
            <Trans>Change my password</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
