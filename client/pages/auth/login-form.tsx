import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import { codeOf } from '../../shared/lib/totp-code.ts';
import { ApiForm, FormSubmit, formText, formTexts } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { CodeField } from '../../shared/ui/code-field.tsx';
import { fieldId } from '../../shared/ui/form.tsx';
import { CurrentPasswordField, EmailField } from '../../shared/ui/form-fields.tsx';
import { $codeAsked, $loginFailure, $loginRefusal, type LoginValues, loginForm } from './model.ts';

// on login a 401 means: this e-mail and this password do not make an account (SPEC §4), or, once
// the code was sent, that the code was not the right one (ADR 013)
const PROBLEMS = { unauthenticated: msg`The e-mail address or the password is not right.` };
const CODE_PROBLEMS = {
  unauthenticated: msg`This code is not right or was already used. Enter the code your app shows now.`,
};

export function LoginSection() {
  const { t } = useLingui();
  const [codeAsked, refusal, failure] = useUnit([$codeAsked, $loginRefusal, $loginFailure]);
  const codeLabel = t`Authenticator app code`;
  const labels = {
    email: t`E-mail address`,
    password: t`Password`,
    ...(codeAsked ? { code: codeLabel } : {}),
  };
  // the second step: the code field appears and takes the focus, its hint read with it
  useEffect(() => {
    if (codeAsked) document.getElementById(fieldId('login', 'code'))?.focus();
  }, [codeAsked]);
  // the code goes along when the form has its field (also when posted without JavaScript, whose
  // answer is rendered in a scope that has not seen the API ask for it)
  const values = (data: FormData): LoginValues => ({
    ...formTexts(data, 'email', 'password'),
    ...(data.has('code') ? { code: codeOf(formText(data, 'code')) } : {}),
  });
  return (
    <section className="panel" aria-labelledby="login-title">
      <h2 id="login-title" className="panel-title">
        <Trans>Log in</Trans>
      </h2>
      <ApiForm
        id="login"
        model={loginForm}
        labels={labels}
        failure={failure}
        problems={refusal === 'codeWrong' ? CODE_PROBLEMS : PROBLEMS}
        values={values}
      >
        <EmailField label={labels.email} />
        <CurrentPasswordField name="password" label={labels.password} />
        {codeAsked && (
          <CodeField
            label={codeLabel}
            hint={
              <Trans>
                This account is protected by a second factor: enter the six digits that your authenticator app
                shows for this site.
              </Trans>
            }
          />
        )}
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
