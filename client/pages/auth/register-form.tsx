import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import { $accountRules } from '../../entities/site/index.ts';
import {
  CheckboxField,
  ErrorSummary,
  FormStatus,
  fieldId,
  formText,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../shared/ui/form.tsx';
import { $registered, registerForm } from './model.ts';

const FORM = 'register';

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
  const [failure, failures, pending, submit, registered, rules] = useUnit([
    registerForm.$failure,
    registerForm.$failures,
    registerForm.$pending,
    registerForm.submitted,
    $registered,
    $accountRules,
  ]);
  const { birthdateAsked, minorsBlocked, mobileOnly, newsletter } = rules;
  const labels = {
    firstname: t`First name`,
    lastname: t`Last name`,
    email: t`E-mail address`,
    password: t`Password`,
    phone: t`Phone`,
    birthdate: t`Date of birth`,
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({
      email: formText(data, 'email'),
      password: formText(data, 'password'),
      firstname: formText(data, 'firstname'),
      lastname: formText(data, 'lastname'),
      phone: formText(data, 'phone'),
      birthdate: formText(data, 'birthdate'),
      newsletter: data.get('newsletter') === 'on',
    });
  };
  return (
    <section className="panel" aria-labelledby="register-title">
      <h2 id="register-title" className="panel-title">
        <Trans>Create an account</Trans>
      </h2>
      {registered ? (
        <Registered />
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="form">
          <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} />
          <p className="form-intro">
            <Trans>All fields are required unless marked optional.</Trans>
          </p>
          <TextField
            form={FORM}
            name="firstname"
            label={labels.firstname}
            autoComplete="given-name"
            required
            failure={failure}
          />
          <TextField
            form={FORM}
            name="lastname"
            label={labels.lastname}
            autoComplete="family-name"
            required
            failure={failure}
          />
          <TextField
            form={FORM}
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            hint={<Trans>For example: name@example.fr</Trans>}
            required
            failure={failure}
          />
          <PasswordField
            form={FORM}
            name="password"
            label={labels.password}
            autoComplete="new-password"
            hint={
              <Trans>
                At least {PASSWORD_MIN} characters. A few words strung together are easy to remember and hard
                to guess.
              </Trans>
            }
            required
            failure={failure}
          />
          <TextField
            form={FORM}
            name="phone"
            type="tel"
            label={labels.phone}
            autoComplete="tel"
            optional
            hint={
              mobileOnly ? (
                <Trans>A mobile number is expected, for example: 06 12 34 56 78</Trans>
              ) : (
                <Trans>For example: 01 23 45 67 89</Trans>
              )
            }
            failure={failure}
          />
          {birthdateAsked && (
            <TextField
              form={FORM}
              name="birthdate"
              type="date"
              label={labels.birthdate}
              autoComplete="bday"
              hint={
                minorsBlocked ? <Trans>You must be at least 18 years old to create an account.</Trans> : null
              }
              required
              failure={failure}
            />
          )}
          {newsletter && (
            <CheckboxField
              form={FORM}
              name="newsletter"
              label={<Trans>I would like to receive the newsletter by e-mail</Trans>}
              hint={<Trans>You can unsubscribe at any time from your account.</Trans>}
            />
          )}
          <div className="form-actions">
            <SubmitButton pending={pending}>
              <Trans>Create my account</Trans>
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
