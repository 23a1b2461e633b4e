import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { FormStatus } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ConfirmLinkPanel } from '../../shared/ui/confirm-link.tsx';
import { $confirmedEvent, $confirmPending, $confirmState, confirmClicked } from './model.ts';

export function Component() {
  const [state, event, pending, confirm] = useUnit([
    $confirmState,
    $confirmedEvent,
    $confirmPending,
    confirmClicked,
  ]);
  const title = event?.title ?? '';
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Confirm your registration</Trans>
      </h1>
      {state === 'waiting' && (
        <ConfirmLinkPanel
          onConfirm={confirm}
          pending={pending}
          label={<Trans>Confirm my registration</Trans>}
        >
          <Trans>
            One last step: confirm your registration to the event. Your places are held for 30 minutes after
            your request.
          </Trans>
        </ConfirmLinkPanel>
      )}
      {state === 'confirmed' && (
        <FormStatus focusKey={1}>
          <p>
            <Trans>Your registration to « {title} » is confirmed. See you there!</Trans>
          </p>
        </FormStatus>
      )}
      {state === 'expired' && (
        <FormStatus focusKey={2} tone="warning">
          <p>
            <Trans>
              This link has expired: places are held for 30 minutes only, and yours have been released. You
              can register again on the event's page.
            </Trans>
          </p>
        </FormStatus>
      )}
      {state === 'full' && (
        <FormStatus focusKey={3} tone="warning">
          <p>
            <Trans>
              The event is full: your registration to « {title} » is on the waiting list. We will write to you
              if a place becomes free.
            </Trans>
          </p>
        </FormStatus>
      )}
      {state === 'invalid' && (
        <FormStatus focusKey={4} tone="warning">
          <p>
            <Trans>This confirmation link is not valid. Check that it was copied whole.</Trans>
          </p>
        </FormStatus>
      )}
      {state === 'failed' && (
        <FormStatus focusKey={5} tone="warning">
          <p>
            <Trans>The service cannot be reached at the moment. Try again in a few moments.</Trans>
          </p>
        </FormStatus>
      )}
      {event && state !== 'waiting' && (
        <p>
          <AppLink to={event.path}>
            <Trans>See the event</Trans>
          </AppLink>
        </p>
      )}
    </article>
  );
}
