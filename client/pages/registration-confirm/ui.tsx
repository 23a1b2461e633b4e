import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { FormStatus } from '../../shared/ui/api-form.tsx';
import { $confirmedEvent, $confirmPending, $confirmState, confirmClicked } from './model.ts';

export function Component() {
  const [state, event, pending, confirm] = useUnit([
    $confirmState,
    $confirmedEvent,
    $confirmPending,
    confirmClicked,
  ]);
  const hydrated = useHydrated();
  const { token = '' } = useParams();
  const title = event?.title ?? '';
  return (
    <article className="page narrow-page">
      <h1 className="page-title">
        <Trans>Confirm your registration</Trans>
      </h1>
      {state === 'waiting' && (
        <div className="panel">
          <p>
            <Trans>
              One last step: confirm your registration to the event. Your places are held for 30 minutes after
              your request.
            </Trans>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => confirm(token)}
            disabled={!hydrated}
            aria-disabled={pending || undefined}
          >
            <Trans>Confirm my registration</Trans>
          </button>
        </div>
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
          <Link to={event.path}>
            <Trans>See the event</Trans>
          </Link>
        </p>
      )}
    </article>
  );
}
