import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { CheckboxField, ErrorSummary, FormStatus, SubmitButton } from '../../shared/ui/form.tsx';
import {
  $newsletterLists,
  $newsletterSaved,
  $newsletterSaves,
  $subscription,
  newsletterForm,
} from './model.ts';

const FORM = 'newsletter';

export function NewsletterSection() {
  const { t } = useLingui();
  const [lists, subscription, failure, failures, pending, submit, saved, saves] = useUnit([
    $newsletterLists,
    $subscription,
    newsletterForm.$failure,
    newsletterForm.$failures,
    newsletterForm.$pending,
    newsletterForm.submitted,
    $newsletterSaved,
    $newsletterSaves,
  ]);
  if (lists.length === 0 || !subscription) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('list').map(Number);
    submit({ lists: chosen.filter((id) => Number.isInteger(id) && id > 0) });
  };
  return (
    <section className="panel" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="panel-title">
        <Trans>Newsletters</Trans>
      </h2>
      {!subscription.emailVerified && (
        <p className="form-note">
          <Trans>
            Your e-mail address is not confirmed yet: the newsletters you choose will start once you follow
            the link of the confirmation e-mail.
          </Trans>
        </p>
      )}
      {saved && (
        <FormStatus focusKey={saves}>
          <p>
            <Trans>Your choice of newsletters is saved.</Trans>
          </p>
        </FormStatus>
      )}
      <form key={saves} method="post" noValidate onSubmit={onSubmit} className="form">
        <ErrorSummary form={FORM} failure={failure} failures={failures} labels={{}} />
        <fieldset className="fieldset">
          <legend>{t`The newsletters I receive`}</legend>
          {lists.map((list) => (
            <CheckboxField
              key={list.id}
              form={FORM}
              name="list"
              value={String(list.id)}
              label={list.name}
              hint={list.description}
              defaultChecked={subscription.lists.includes(list.id)}
            />
          ))}
        </fieldset>
        <div className="form-actions">
          <SubmitButton pending={pending}>
            <Trans>Save my choice</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
