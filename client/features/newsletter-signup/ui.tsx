import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { ApiForm, FormStatus, FormSubmit, formText } from '../../shared/ui/api-form.tsx';
import { CheckboxField } from '../../shared/ui/form.tsx';
import { EmailField } from '../../shared/ui/form-fields.tsx';
import { $newsletterAsked, newsletterForm } from './model.ts';
import './newsletter-signup.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

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
  const asked = useUnit($newsletterAsked);
  const labels = { email: t`E-mail address`, consent: t`Consent` };
  const Heading = `h${headingLevel}` as const;
  const values = (data: FormData) => ({
    email: formText(data, 'email'),
    consent: data.get('consent') !== null,
    listId,
  });
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
        <ApiForm id={id} model={newsletterForm} labels={labels} values={values}>
          <EmailField label={labels.email} />
          <CheckboxField
            name="consent"
            required
            label={<Trans>I agree to receive the newsletter by e-mail. I can unsubscribe at any time.</Trans>}
            hint={
              <Trans>
                Your address is used only to send the newsletter. See the{' '}
                <AppLink to={ROUTES.privacyPolicy}>privacy policy</AppLink>.
              </Trans>
            }
          />
          <FormSubmit>{t`Subscribe`}</FormSubmit>
        </ApiForm>
      )}
    </section>
  );
}
