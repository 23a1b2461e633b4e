import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { useParams } from '../../shared/router/view.tsx';
import { ApiForm, FormStatus, FormSubmit, formTexts } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { NewPasswordField } from '../../shared/ui/form-fields.tsx';
import { $linkInvalid, $passwordChanged, resetForm } from './model.ts';

function AskAgainLink() {
  return (
    <p>
      <AppLink to={ROUTES.passwordResetAsk} className="button">
        <Trans>Ask for a new link</Trans>
      </AppLink>
    </p>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [changed, invalid] = useUnit([$passwordChanged, $linkInvalid]);
  const labels = { password: t`New password`, confirmation: t`New password, again` };
  if (changed) {
    return (
      <FormStatus focusKey={1}>
        <p>
          <Trans>Your password has been changed. You can now log in with it.</Trans>
        </p>
        <p>
          <AppLink to={ROUTES.auth} className="button">
            <Trans>Log in</Trans>
          </AppLink>
        </p>
      </FormStatus>
    );
  }
  if (invalid) {
    return (
      <FormStatus focusKey={1} tone="warning">
        <p>
          <Trans>
            This link is no longer valid: it has already been used, or it is more than an hour old. Ask for a
            new one; only the link of the latest e-mail works.
          </Trans>
        </p>
        <AskAgainLink />
      </FormStatus>
    );
  }
  return (
    <ApiForm
      id="reset"
      model={resetForm}
      labels={labels}
      className="form panel"
      values={(data) => ({ token, ...formTexts(data, 'password', 'confirmation') })}
    >
      <NewPasswordField name="password" label={labels.password} />
      <NewPasswordField name="confirmation" label={labels.confirmation} hint={null} />
      <FormSubmit>
        <Trans>Change my password</Trans>
      </FormSubmit>
    </ApiForm>
  );
}

export function Component() {
  const { token } = useParams();
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <div className="panel">
          <p>
            <Trans>
              To choose a new password, follow the link of the e-mail we sent you. If you do not have it any
              more, ask for a new one.
            </Trans>
          </p>
          <AskAgainLink />
        </div>
      )}
    </article>
  );
}
