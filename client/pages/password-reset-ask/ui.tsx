import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmailField } from '../../shared/ui/form-fields.tsx';
import { $resetAsked, resetAskForm } from './model.ts';

export function Component() {
  const { t } = useLingui();
  const asked = useUnit($resetAsked);
  const labels = { email: t`E-mail address` };
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      {asked ? (
        <FormStatus focusKey={1}>
          <p>
            <Trans>
              If an account uses this address, you will receive an e-mail with a link to choose a new
              password. Check your inbox, and your spam folder too.
            </Trans>
          </p>
          <p>
            <AppLink to={ROUTES.auth}>
              <Trans>Back to the login page</Trans>
            </AppLink>
          </p>
        </FormStatus>
      ) : (
        <ApiForm
          id="reset-ask"
          model={resetAskForm}
          labels={labels}
          className="form panel"
          values={(data) => formTexts(data, 'email')}
        >
          <p className="form-intro">
            <Trans>
              Enter the e-mail address of your account: we will send you a link to choose a new password.
            </Trans>
          </p>
          <EmailField label={labels.email} />
          <FormSubmit>
            <Trans>Send me a link</Trans>
          </FormSubmit>
          <p className="form-aside">
            <AppLink to={ROUTES.auth}>
              <Trans>Back to the login page</Trans>
            </AppLink>
          </p>
        </ApiForm>
      )}
    </article>
  );
}
