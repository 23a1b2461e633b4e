import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { ErrorSummary, FormStatus, formText, SubmitButton, TextField } from '../../shared/ui/form.tsx';
import { $resetAsked, resetAskForm } from './model.ts';

const FORM = 'reset-ask';

export function Component() {
  const { t } = useLingui();
  const [failure, failures, pending, submit, asked] = useUnit([
    resetAskForm.$failure,
    resetAskForm.$failures,
    resetAskForm.$pending,
    resetAskForm.submitted,
    $resetAsked,
  ]);
  const labels = { email: t`E-mail address` };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ email: formText(new FormData(event.currentTarget), 'email') });
  };
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      {asked ? (
        <FormStatus focusKey={1}>
          <p>
            <Trans>
              If an account uses this address, you will receive an e-mail with a link to choose a new
              password. Check your inbox, and your spam folder too.
            </Trans>
          </p>
          <p>
            <Link to={ROUTES.auth}>
              <Trans>Back to the login page</Trans>
            </Link>
          </p>
        </FormStatus>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="form panel">
          <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} />
          <p className="form-intro">
            <Trans>
              Enter the e-mail address of your account: we will send you a link to choose a new password.
            </Trans>
          </p>
          <TextField
            form={FORM}
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            required
            failure={failure}
          />
          <div className="form-actions">
            <SubmitButton pending={pending}>
              <Trans>Send me a link</Trans>
            </SubmitButton>
          </div>
          <p className="form-aside">
            <Link to={ROUTES.auth}>
              <Trans>Back to the login page</Trans>
            </Link>
          </p>
        </form>
      )}
    </article>
  );
}
