import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import { ErrorSummary, formText, PasswordField, SubmitButton, TextField } from '../../shared/ui/form.tsx';
import { loginForm } from './model.ts';

const FORM = 'login';
// on login a 401 means: this e-mail and this password do not make an account (SPEC §4)
const PROBLEMS = { unauthenticated: msg`The e-mail address or the password is not right.` };

export function LoginSection() {
  const { t } = useLingui();
  const [failure, failures, pending, submit] = useUnit([
    loginForm.$failure,
    loginForm.$failures,
    loginForm.$pending,
    loginForm.submitted,
  ]);
  const labels = { email: t`E-mail address`, password: t`Password` };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({ email: formText(data, 'email'), password: formText(data, 'password') });
  };
  return (
    <section className="panel" aria-labelledby="login-title">
      <h2 id="login-title" className="panel-title">
        <Trans>Log in</Trans>
      </h2>
      <form method="post" noValidate onSubmit={onSubmit} className="form">
        <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} problems={PROBLEMS} />
        <TextField
          form={FORM}
          name="email"
          type="email"
          label={labels.email}
          autoComplete="email"
          required
          failure={failure}
        />
        <PasswordField
          form={FORM}
          name="password"
          label={labels.password}
          autoComplete="current-password"
          required
          failure={failure}
        />
        <p className="form-aside">
          <Link to={ROUTES.passwordResetAsk}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <div className="form-actions">
          <SubmitButton pending={pending}>
            <Trans>Log in</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
