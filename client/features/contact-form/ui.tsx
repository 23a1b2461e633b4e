import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { TextAreaField, TextField } from '../../shared/ui/form.tsx';
import { EmailField, PhoneField } from '../../shared/ui/form-fields.tsx';
import { $contactSent, CONTACT_MESSAGE_MAX, contactForm } from './model.ts';
import './contact-form.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

const FORM = 'contact';
const PROBLEMS = {
  rate_limited: msg`You have sent several messages in a short time. Wait an hour, then try again, or call us.`,
};

export function ContactForm({ title }: { title?: string | null | undefined }) {
  const { t } = useLingui();
  const sent = useUnit($contactSent);
  const labels = {
    name: t`Full name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    subject: t`Subject`,
    message: t`Your message`,
  };
  return (
    <section className="contact-form" aria-labelledby={`${FORM}-title`}>
      <h2 id={`${FORM}-title`}>{title ?? t`Write to us`}</h2>
      {sent ? (
        <FormStatus focusKey={1}>
          <p>
            <Trans>Thank you, your message has been sent. We will answer you as soon as possible.</Trans>
          </p>
        </FormStatus>
      ) : (
        <ApiForm
          id={FORM}
          model={contactForm}
          labels={labels}
          problems={PROBLEMS}
          className="form panel"
          values={(data) => formTexts(data, 'name', 'email', 'phone', 'subject', 'message', 'website')}
        >
          <TextField name="name" label={labels.name} autoComplete="name" required />
          <EmailField label={labels.email} hint={t`We answer at this address.`} />
          <PhoneField label={labels.phone} />
          <TextField name="subject" label={labels.subject} required />
          <TextAreaField
            name="message"
            label={labels.message}
            required
            maxLength={CONTACT_MESSAGE_MAX}
            hint={t`At least 10 characters.`}
          />
          {/* the honeypot: out of sight and out of the keyboard order; robots fill it */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor={`${FORM}-website`}>Website</label>
            <input id={`${FORM}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className="form-note">
            <Trans>
              Your message and your details are used only to answer you. Read our{' '}
              <AppLink to={ROUTES.privacyPolicy}>privacy policy</AppLink> to know how long they are kept and
              how to exercise your rights.
            </Trans>
          </p>
          <FormSubmit>{t`Send the message`}</FormSubmit>
        </ApiForm>
      )}
    </section>
  );
}
