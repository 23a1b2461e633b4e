import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/config/routes.ts';
import {
  CheckboxField,
  ErrorSummary,
  FormStatus,
  formText,
  SubmitButton,
  TextField,
} from '../../shared/ui/form.tsx';
import { $newsletterAsked, newsletterForm } from './model.ts';

/** `id` tells two sign-up forms of one page apart (a block and the footer). */
export function NewsletterSignup({
  id = 'newsletter',
  title,
  listId = null,
  headingLevel = 2,
}: {
  id?: string;
  title?: string | null | undefined;
  listId?: number | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const [failure, failures, pending, submit, asked] = useUnit([
    newsletterForm.$failure,
    newsletterForm.$failures,
    newsletterForm.$pending,
    newsletterForm.submitted,
    $newsletterAsked,
  ]);
  const labels = { email: t`E-mail address`, consent: t`Consent` };
  const Heading = `h${headingLevel}` as const;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    submit({ email: formText(data, 'email'), consent: data.get('consent') !== null, listId });
  };
  return (
    <section className="newsletter-signup" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title ?? t`Newsletter`}</Heading>
      {asked ? (
        <FormStatus focusKey={1}>
          <p>
            <Trans>
              Almost done: if this address can subscribe, we have sent it a link. Open the e-mail and click
              the link to confirm your subscription.
            </Trans>
          </p>
        </FormStatus>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="form">
          <ErrorSummary form={id} failure={failure} failures={failures} labels={labels} />
          <TextField
            form={id}
            name="email"
            type="email"
            inputMode="email"
            label={labels.email}
            autoComplete="email"
            required
            failure={failure}
          />
          <CheckboxField
            form={id}
            name="consent"
            required
            failure={failure}
            label={<Trans>I agree to receive the newsletter by e-mail. I can unsubscribe at any time.</Trans>}
            hint={
              <Trans>
                Your address is used only to send the newsletter. See the{' '}
                <Link to={ROUTES.privacyPolicy}>privacy policy</Link>.
              </Trans>
            }
          />
          <div className="form-actions">
            <SubmitButton pending={pending}>{t`Subscribe`}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
