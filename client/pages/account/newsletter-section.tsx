import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ApiForm, FormStatus, FormSubmit } from '../../shared/ui/api-form.tsx';
import { CheckboxField } from '../../shared/ui/form.tsx';
import {
  $newsletterLists,
  $newsletterSaved,
  $newsletterSaves,
  $subscription,
  newsletterForm,
} from './model.ts';

export function NewsletterSection() {
  const { t } = useLingui();
  const [lists, subscription, saved, saves] = useUnit([
    $newsletterLists,
    $subscription,
    $newsletterSaved,
    $newsletterSaves,
  ]);
  if (lists.length === 0 || !subscription) return null;
  const values = (data: FormData) => ({
    lists: data
      .getAll('list')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  });
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
      <ApiForm key={saves} id="newsletter" model={newsletterForm} labels={{}} values={values}>
        <fieldset className="fieldset">
          <legend>{t`The newsletters I receive`}</legend>
          {lists.map((list) => (
            <CheckboxField
              key={list.id}
              name="list"
              value={String(list.id)}
              label={list.name}
              hint={list.description}
              defaultChecked={subscription.lists.includes(list.id)}
            />
          ))}
        </fieldset>
        <FormSubmit>
          <Trans>Save my choice</Trans>
        </FormSubmit>
      </ApiForm>
    </section>
  );
}
