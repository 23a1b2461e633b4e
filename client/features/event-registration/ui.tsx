import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { ApiForm, FormStatus, FormSubmit, formText, formTexts } from '../../shared/ui/api-form.tsx';
import { SelectField, TextField } from '../../shared/ui/form.tsx';
import { EmailField, PhoneField } from '../../shared/ui/form-fields.tsx';
import { $registrationResult, registrationForm } from './model.ts';
import './event-registration.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

const FORM = 'event-registration';
const SEATS = Array.from({ length: 10 }, (_, i) => String(i + 1));
const PROBLEMS = {
  conflict: msg`This e-mail address is already registered for this event.`,
  invalid: msg`Registration is not possible for this event.`,
};

export function EventRegistration({ route, id, full }: { route: string; id: number; full: boolean }) {
  const { t } = useLingui();
  const result = useUnit($registrationResult);
  const labels = {
    name: t`Full name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    seats: t`Number of places`,
  };
  const values = (data: FormData) => ({
    route,
    id,
    ...formTexts(data, 'name', 'email', 'phone'),
    seats: Number(formText(data, 'seats')) || 1,
  });
  return (
    <section className="event-registration panel" aria-labelledby={`${FORM}-title`}>
      <h2 id={`${FORM}-title`} className="panel-title">
        {full ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
      </h2>
      {result ? (
        <FormStatus focusKey={1} tone={result.status === 'PENDING' ? 'success' : 'warning'}>
          {result.status === 'PENDING' ? (
            <>
              <p>
                <Plural
                  value={result.seats}
                  one="Check your e-mail: # place is held for you for 30 minutes."
                  other="Check your e-mail: # places are held for you for 30 minutes."
                />
              </p>
              <p>
                <Trans>
                  Your registration is confirmed only when you follow the link of the e-mail we have just sent
                  you. Without it, the places are released after 30 minutes.
                </Trans>
              </p>
            </>
          ) : (
            <p>
              <Trans>
                The event is full: you are on the waiting list. We will write to you if a place becomes free.
              </Trans>
            </p>
          )}
          {result.remaining !== null && (
            <p>
              {result.remaining === 0 ? (
                <Trans>There is no place left.</Trans>
              ) : (
                <Plural value={result.remaining} one="# place is left." other="# places are left." />
              )}
            </p>
          )}
        </FormStatus>
      ) : (
        <ApiForm id={FORM} model={registrationForm} labels={labels} problems={PROBLEMS} values={values}>
          {full && (
            <p className="form-intro">
              <Trans>
                All places are taken. Leave your details: you will be told if a place becomes free.
              </Trans>
            </p>
          )}
          <TextField name="name" label={labels.name} autoComplete="name" required />
          <EmailField label={labels.email} />
          <PhoneField label={labels.phone} />
          <SelectField
            name="seats"
            label={labels.seats}
            options={SEATS.map((n) => ({ value: n, label: n }))}
            defaultValue="1"
          />
          <p className="form-note">
            <Trans>
              Your details are used only to organise this event. Read our{' '}
              <AppLink to={ROUTES.privacyPolicy}>privacy policy</AppLink>.
            </Trans>
          </p>
          <FormSubmit>{full ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}</FormSubmit>
        </ApiForm>
      )}
    </section>
  );
}
