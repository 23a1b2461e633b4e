import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { CurrentPasswordField, NewPasswordField } from '../../shared/ui/form-fields.tsx';
import { $passwordChanged, $passwordChanges, passwordForm } from './model.ts';

export function PasswordSection() {
  const { t } = useLingui();
  const [changed, changes] = useUnit([$passwordChanged, $passwordChanges]);
  const labels = { currentPassword: t`Current password`, newPassword: t`New password` };
  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title" className="panel-title">
        <Trans>Change my password</Trans>
      </h2>
      {changed && (
        <FormStatus focusKey={changes}>
          <p>
            <Trans>Your password has been changed. Your other sessions have been logged out.</Trans>
          </p>
        </FormStatus>
      )}
      <ApiForm
        key={changes}
        id="password"
        model={passwordForm}
        labels={labels}
        values={(data) => formTexts(data, 'currentPassword', 'newPassword')}
      >
        <CurrentPasswordField label={labels.currentPassword} />
        <NewPasswordField name="newPassword" label={labels.newPassword} />
        <FormSubmit>
          <Trans>Change my password</Trans>
        </FormSubmit>
      </ApiForm>
    </section>
  );
}
