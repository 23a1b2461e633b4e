import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { Me } from '#shared/contracts/user.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { TextField } from '../../shared/ui/form.tsx';
import { EmailField, PhoneField } from '../../shared/ui/form-fields.tsx';
import { $profileSaved, $profileSaves, profileForm } from './model.ts';

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
  const [saved, saves, rules] = useUnit([$profileSaved, $profileSaves, $accountRules]);
  const labels = {
    firstname: t`First name`,
    lastname: t`Last name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    birthdate: t`Date of birth`,
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
      <ApiForm
        key={saves}
        id="profile"
        model={profileForm}
        labels={labels}
        values={(data) => formTexts(data, 'email', 'firstname', 'lastname', 'phone', 'birthdate')}
      >
        <TextField
          name="firstname"
          label={labels.firstname}
          autoComplete="given-name"
          defaultValue={me.firstname ?? ''}
          required
        />
        <TextField
          name="lastname"
          label={labels.lastname}
          autoComplete="family-name"
          defaultValue={me.lastname ?? ''}
          required
        />
        <EmailField
          label={labels.email}
          hint={<Trans>A new address is used once you follow the link we send to it.</Trans>}
          defaultValue={me.email}
        />
        <PhoneField label={labels.phone} mobileOnly={rules.mobileOnly} defaultValue={me.phone ?? ''} />
        <TextField
          name="birthdate"
          type="date"
          label={labels.birthdate}
          autoComplete="bday"
          optional={!rules.birthdateAsked}
          required={rules.birthdateAsked}
          defaultValue={me.birthdate ?? ''}
        />
        <FormSubmit>
          <Trans>Save my details</Trans>
        </FormSubmit>
      </ApiForm>
    </section>
  );
}
