import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { FormStatus } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ConfirmLinkPanel } from '../../shared/ui/confirm-link.tsx';
import { $confirmPending, $confirmState, confirmClicked } from './model.ts';

export function Component() {
  const [state, pending, confirm] = useUnit([$confirmState, $confirmPending, confirmClicked]);
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Confirm your newsletter subscription</Trans>
      </h1>
      {state === 'waiting' && (
        <ConfirmLinkPanel
          onConfirm={confirm}
          pending={pending}
          label={<Trans>Confirm my subscription</Trans>}
        >
          <Trans>One last step: confirm that you want to receive the newsletter at this address.</Trans>
        </ConfirmLinkPanel>
      )}
      {state === 'confirmed' && (
        <FormStatus focusKey={1}>
          <p>
            <Trans>Your subscription is confirmed. Thank you! You can unsubscribe at any time.</Trans>
          </p>
          <p>
            <AppLink to="/">
              <Trans>Back to the home page</Trans>
            </AppLink>
          </p>
        </FormStatus>
      )}
      {state === 'invalid' && (
        <FormStatus focusKey={2} tone="warning">
          <p>
            <Trans>
              This link is no longer valid: it has already been used, or it has expired. If you are not
              receiving the newsletter, subscribe again.
            </Trans>
          </p>
        </FormStatus>
      )}
      {state === 'failed' && (
        <FormStatus focusKey={3} tone="warning">
          <p>
            <Trans>The service cannot be reached at the moment. Try again in a few moments.</Trans>
          </p>
        </FormStatus>
      )}
    </article>
  );
}
