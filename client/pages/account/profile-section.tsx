import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import type { Me } from '#shared/contracts/user.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { ErrorSummary, FormStatus, formText, SubmitButton, TextField } from '../../shared/ui/form.tsx';
import { $profileSaved, $profileSaves, profileForm } from './model.ts';

const FORM = 'profile';

function PendingEmail({ pendingEmail, currentEmail }: { pendingEmail: string; currentEmail: string }) {
  return (
    <p>
      <Trans>
        Your details are saved. A confirmation link has been sent to <strong>{pendingEmail}</strong>: your
        address will change once you follow it. Until then, your address remains{' '}
        <strong>{currentEmail}</strong>.
      </Trans>
    </p>
  );
}

export function ProfileSection({ me }: { me: Me }) {
  const { t } = useLingui();
  const [failure, failures, pending, submit, saved, saves, rules] = useUnit([
    profileForm.$failure,
    profileForm.$failures,
    profileForm.$pending,
    profileForm.submitted,
    $profileSaved,
    $profileSaves,
    $accountRules,
  ]);
  const labels = {
    firstname: t`First name`,
    lastname: t`Last name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    birthdate: t`Date of birth`,
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({
      email: formText(data, 'email'),
      firstname: formText(data, 'firstname'),
      lastname: formText(data, 'lastname'),
      phone: formText(data, 'phone'),
      birthdate: formText(data, 'birthdate'),
    });
  };
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title" className="panel-title">
        <Trans>My details</Trans>
      </h2>
      {saved && (
        <FormStatus focusKey={1}>
          {saved.pendingEmail ? (
            <PendingEmail pendingEmail={saved.pendingEmail} currentEmail={me.email} />
          ) : (
            <p>
              <Trans>Your details are saved.</Trans>
            </p>
          )}
        </FormStatus>
      )}
      {/* remounted after each save: the fields show what the account now holds (a new address
          only once its link is followed) */}
      <form key={saves} method="post" noValidate onSubmit={onSubmit} className="form">
        <ErrorSummary form={FORM} failure={failure} failures={failures} labels={labels} />
        <TextField
          form={FORM}
          name="firstname"
          label={labels.firstname}
          autoComplete="given-name"
          defaultValue={me.firstname ?? ''}
          required
          failure={failure}
        />
        <TextField
          form={FORM}
          name="lastname"
          label={labels.lastname}
          autoComplete="family-name"
          defaultValue={me.lastname ?? ''}
          required
          failure={failure}
        />
        <TextField
          form={FORM}
          name="email"
          type="email"
          label={labels.email}
          autoComplete="email"
          hint={<Trans>A new address is used once you follow the link we send to it.</Trans>}
          defaultValue={me.email}
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
            rules.mobileOnly ? (
              <Trans>A mobile number is expected, for example: 06 12 34 56 78</Trans>
            ) : (
              <Trans>For example: 01 23 45 67 89</Trans>
            )
          }
          defaultValue={me.phone ?? ''}
          failure={failure}
        />
        <TextField
          form={FORM}
          name="birthdate"
          type="date"
          label={labels.birthdate}
          autoComplete="bday"
          optional={!rules.birthdateAsked}
          required={rules.birthdateAsked}
          defaultValue={me.birthdate ?? ''}
          failure={failure}
        />
        <div className="form-actions">
          <SubmitButton pending={pending}>
            <Trans>Save my details</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
