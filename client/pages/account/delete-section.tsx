import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { ApiForm, formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { CurrentPasswordField } from '../../shared/ui/form-fields.tsx';
import { $deletionConfirming, deleteForm, deletionAsked, deletionCancelled } from './model.ts';

export function DeleteSection() {
  const { t } = useLingui();
  const [confirming, ask, cancel] = useUnit([$deletionConfirming, deletionAsked, deletionCancelled]);
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const backToAsk = useRef(false);
  // focus follows the step: to the question when it shows, back to the button after "No"
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (backToAsk.current) askRef.current?.focus();
    backToAsk.current = false;
  }, [confirming]);
  const labels = { currentPassword: t`Current password` };
  // two steps in one form: the first button only asks the question, the second one sends (or
  // takes the question back); each says its step as the submitter, also without JavaScript
  const values = (data: FormData, event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'confirm') return { currentPassword: formText(data, 'currentPassword') };
    if (submitter?.value === 'cancel') {
      backToAsk.current = true;
      cancel();
    } else ask();
    return null;
  };
  return (
    <section className="panel panel-danger" aria-labelledby="delete-title">
      <h2 id="delete-title" className="panel-title">
        <Trans>Delete my account</Trans>
      </h2>
      <p className="warning">
        <strong>
          <Trans>
            Deleting your account erases your details and your newsletter subscriptions for good. This cannot
            be undone.
          </Trans>
        </strong>
      </p>
      <ApiForm id="delete" model={deleteForm} labels={labels} values={values}>
        <CurrentPasswordField label={labels.currentPassword} hint={<Trans>To make sure it is you.</Trans>} />
        {confirming ? (
          <fieldset className="confirm-step" tabIndex={-1} ref={confirmRef}>
            <legend className="confirm-question">
              <Trans>Do you really want to delete your account? This is the last step.</Trans>
            </legend>
            <div className="form-actions">
              <SubmitButton value="confirm" className="button button-danger">
                <Trans>Yes, delete my account for good</Trans>
              </SubmitButton>
              {/* a submit button, so that it answers without JavaScript too */}
              <SubmitButton pending={false} value="cancel" className="button button-secondary">
                <Trans>No, keep my account</Trans>
              </SubmitButton>
            </div>
          </fieldset>
        ) : (
          <div className="form-actions">
            <SubmitButton pending={false} value="ask" className="button button-danger" ref={askRef}>
              <Trans>Delete my account</Trans>
            </SubmitButton>
          </div>
        )}
      </ApiForm>
    </section>
  );
}
