import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '#shared/config/routes.ts';
import { ApiForm, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { CurrentPasswordField, EmailField } from '../../shared/ui/form-fields.tsx';
import { loginForm } from './model.ts';

// on login a 401 means: this e-mail and this password do not make an account (SPEC §4)
const PROBLEMS = { unauthenticated: msg`The e-mail address or the password is not right.` };

export function LoginSection() {
  const { t } = useLingui();
  const labels = { email: t`E-mail address`, password: t`Password` };
  return (
    <section className="panel" aria-labelledby="login-title">
      <h2 id="login-title" className="panel-title">
        <Trans>Log in</Trans>
      </h2>
      <ApiForm
        id="login"
        model={loginForm}
        labels={labels}
        problems={PROBLEMS}
        values={(data) => formTexts(data, 'email', 'password')}
      >
        <EmailField label={labels.email} />
        <CurrentPasswordField name="password" label={labels.password} />
        <p className="form-aside">
          <AppLink to={ROUTES.passwordResetAsk}>
            <Trans>Forgot your password?</Trans>
          </AppLink>
        </p>
        <FormSubmit>
          <Trans>Log in</Trans>
        </FormSubmit>
      </ApiForm>
    </section>
  );
}
