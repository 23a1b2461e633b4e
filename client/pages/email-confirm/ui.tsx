import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import { $logged } from '../../entities/session/index.ts';
import { $emailConfirmation } from './model.ts';
import '../../shared/ui/form.css';
import { AppLink } from '../../shared/ui/app-link.tsx';

export function Component() {
  const [confirmation, logged] = useUnit([$emailConfirmation, $logged]);
  const next = logged ? (
    <AppLink to={ROUTES.account} className="button">
      <Trans>Go to my account</Trans>
    </AppLink>
  ) : (
    <AppLink to={ROUTES.auth} className="button">
      <Trans>Log in</Trans>
    </AppLink>
  );
  if (confirmation?.status === 'confirmed') {
    const { email } = confirmation;
    return (
      <article className="page narrow-page">
        <h1 className="page-title">
          <Trans>Your e-mail address is confirmed</Trans>
        </h1>
        <div className="form-status form-status-success">
          <p>
            <Trans>
              Your address <strong>{email}</strong> is confirmed.
            </Trans>
          </p>
          <p>{next}</p>
        </div>
      </article>
    );
  }
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>This link cannot be used</Trans>
      </h1>
      <div className="form-status form-status-warning">
        {confirmation?.status === 'conflict' ? (
          <p>
            <Trans>This address is already the one of another account: it cannot become yours.</Trans>
          </p>
        ) : confirmation?.status === 'failed' ? (
          <p>
            <Trans>
              Your address could not be confirmed just now. Follow the link again in a few minutes.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              This confirmation link is no longer valid: it has already been used, or it has expired. If you
              were changing your address, change it again from your account to receive a new link.
            </Trans>
          </p>
        )}
        <p>{next}</p>
      </div>
    </article>
  );
}
