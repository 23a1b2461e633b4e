import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import { ErrorSummary, FormStatus, formText, PasswordField, SubmitButton } from '../../shared/ui/form.tsx';
import { $linkInvalid, $passwordChanged, resetForm } from './model.ts';

const FORM = 'reset';

function AskAgainLink() {
  return (
    <p>
      <Link to={ROUTES.passwordResetAsk} className="button">
        <Trans>Ask for a new link</Trans>
      </Link>
    </p>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [failure, failures, pending, submit, changed, invalid] = useUnit([
    resetForm.$failure,
    resetForm.$failures,
    resetForm.$pending,
    resetForm.submitted,
    $passwordChanged,
    $linkInvalid,
  ]);
  const labels = { password: t`New password`, confirmation: t`New password, again` };
  if (changed) {
    return (
      <FormStatus focusKey={1}>
        <p>
          <Trans>Your password has been changed. You can now log in with it.</Trans>
        </p>
        <p>
          <Link to={ROUTES.auth} className="button">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </FormStatus>
    );
  }
  if (invalid) {
    return (
      <FormStatus focusKey={1} tone="warning">
        <p>
          <Trans>
            This link is no longer valid: it has already been used, or it is more than an hour old. Ask for a
            new one; only the link of the latest e-mail works.
          </Trans>
        </p>
        <AskAgainLink />
      </FormStatus>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({ token, password: formText(data, 'password'), confirmation: formText(data, 'confirmation') });
  };
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="form panel">
      <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} />
      <PasswordField
        form={FORM}
        name="password"
        label={labels.password}
        autoComplete="new-password"
        hint={<Trans>At least {PASSWORD_MIN} characters.</Trans>}
        required
        failure={failure}
      />
      <PasswordField
        form={FORM}
        name="confirmation"
        label={labels.confirmation}
        autoComplete="new-password"
        required
        failure={failure}
      />
      <div className="form-actions">
        <SubmitButton pending={pending}>
          <Trans>Change my password</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

export function Component() {
  const { token } = useParams();
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <div className="panel">
          <p>
            <Trans>
              To choose a new password, follow the link of the e-mail we sent you. If you do not have it any
              more, ask for a new one.
            </Trans>
          </p>
          <AskAgainLink />
        </div>
      )}
    </article>
  );
}
