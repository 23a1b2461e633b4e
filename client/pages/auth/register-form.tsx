import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { CheckboxField, fieldId, TextField } from '../../shared/ui/form.tsx';
import { EmailField, NewPasswordField, PhoneField } from '../../shared/ui/form-fields.tsx';
import { $registered, registerForm } from './model.ts';

function Registered() {
  return (
    <FormStatus focusKey={1}>
      <p>
        <Trans>
          If this address can be used, you will receive an e-mail in a few minutes to confirm it. You can log
          in now with your e-mail address and your password.
        </Trans>
      </p>
      <p>
        <a
          href={`#${fieldId('login', 'email')}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(fieldId('login', 'email'))?.focus();
          }}
        >
          <Trans>Go to the login form</Trans>
        </a>
      </p>
    </FormStatus>
  );
}

export function RegisterSection() {
  const { t } = useLingui();
  const [registered, rules] = useUnit([$registered, $accountRules]);
  const { birthdateAsked, minorsBlocked, mobileOnly, newsletter } = rules;
  const labels = {
    firstname: t`First name`,
    lastname: t`Last name`,
    email: t`E-mail address`,
    password: t`Password`,
    phone: t`Phone`,
    birthdate: t`Date of birth`,
  };
  const values = (data: FormData) => ({
    ...formTexts(data, 'email', 'password', 'firstname', 'lastname', 'phone', 'birthdate'),
    newsletter: data.get('newsletter') === 'on',
  });
  return (
    <section className="panel" aria-labelledby="register-title">
      <h2 id="register-title" className="panel-title">
        <Trans>Create an account</Trans>
      </h2>
      {registered ? (
        <Registered />
      ) : (
        <ApiForm id="register" model={registerForm} labels={labels} values={values}>
          <p className="form-intro">
            <Trans>All fields are required unless marked optional.</Trans>
          </p>
          <TextField name="firstname" label={labels.firstname} autoComplete="given-name" required />
          <TextField name="lastname" label={labels.lastname} autoComplete="family-name" required />
          <EmailField label={labels.email} hint={<Trans>For example: name@example.fr</Trans>} />
          <NewPasswordField
            name="password"
            label={labels.password}
            hint={
              <Trans>
                At least {PASSWORD_MIN} characters. A few words strung together are easy to remember and hard
                to guess.
              </Trans>
            }
          />
          <PhoneField label={labels.phone} mobileOnly={mobileOnly} />
          {birthdateAsked && (
            <TextField
              name="birthdate"
              type="date"
              label={labels.birthdate}
              autoComplete="bday"
              hint={
                minorsBlocked ? <Trans>You must be at least 18 years old to create an account.</Trans> : null
              }
              required
            />
          )}
          {newsletter && (
            <CheckboxField
              name="newsletter"
              label={<Trans>I would like to receive the newsletter by e-mail</Trans>}
              hint={<Trans>You can unsubscribe at any time from your account.</Trans>}
            />
          )}
          <FormSubmit>
            <Trans>Create my account</Trans>
          </FormSubmit>
        </ApiForm>
      )}
    </section>
  );
}
