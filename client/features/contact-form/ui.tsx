import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import {
  ErrorSummary,
  FormStatus,
  formText,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../shared/ui/form.tsx';
import { $contactSent, CONTACT_MESSAGE_MAX, contactForm } from './model.ts';

const FORM = 'contact';

export function ContactForm({ title }: { title?: string | null | undefined }) {
  const { t } = useLingui();
  const [failure, failures, pending, submit, sent] = useUnit([
    contactForm.$failure,
    contactForm.$failures,
    contactForm.$pending,
    contactForm.submitted,
    $contactSent,
  ]);
  const labels = {
    name: t`Full name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    subject: t`Subject`,
    message: t`Your message`,
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      phone: formText(data, 'phone'),
      subject: formText(data, 'subject'),
      message: formText(data, 'message'),
      website: formText(data, 'website'),
    });
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
        <form method="post" noValidate onSubmit={onSubmit} className="form panel">
          <ErrorSummary
            form={FORM}
            failure={failure}
            failures={failures}
            labels={labels}
            problems={{
              rate_limited: msg`You have sent several messages in a short time. Wait an hour, then try again, or call us.`,
            }}
          />
          <TextField
            form={FORM}
            name="name"
            label={labels.name}
            autoComplete="name"
            required
            failure={failure}
          />
          <TextField
            form={FORM}
            name="email"
            type="email"
            inputMode="email"
            label={labels.email}
            autoComplete="email"
            required
            failure={failure}
            hint={t`We answer at this address.`}
          />
          <TextField
            form={FORM}
            name="phone"
            type="tel"
            inputMode="tel"
            label={labels.phone}
            autoComplete="tel"
            optional
            failure={failure}
          />
          <TextField form={FORM} name="subject" label={labels.subject} required failure={failure} />
          <TextAreaField
            form={FORM}
            name="message"
            label={labels.message}
            required
            maxLength={CONTACT_MESSAGE_MAX}
            failure={failure}
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
              <Link to={ROUTES.privacyPolicy}>privacy policy</Link> to know how long they are kept and how to
              exercise your rights.
            </Trans>
          </p>
          <div className="form-actions">
            <SubmitButton pending={pending}>{t`Send the message`}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
