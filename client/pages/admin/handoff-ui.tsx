import { Trans } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { ROUTES } from '#shared/config/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { $handoffState, handoffLanded } from './handoff-model.ts';
import './admin.css';

export function Component() {
  const [state, landed] = useUnit([$handoffState, handoffLanded]);
  // the token lives in the fragment: only the browser has it, once the page is on screen
  useEffect(() => {
    landed();
  }, [landed]);
  return (
    <div className="admin admin-handoff">
      <section className="panel admin-handoff-box" aria-labelledby="handoff-title">
        <div role="status">
          {state === 'failed' ? (
            <>
              <h1 id="handoff-title" className="admin-title">
                <Trans>This link has expired or has already been used.</Trans>
              </h1>
              <p>
                <Trans>
                  Links to another site’s administration work once, within a minute. Open the administration
                  of your first site again, or log in here.
                </Trans>
              </p>
            </>
          ) : (
            <h1 id="handoff-title" className="admin-title">
              <Trans>Signing in…</Trans>
            </h1>
          )}
        </div>
        {state === 'failed' && (
          <AppLink className="button" to={`${ROUTES.auth}?redirect=${ROUTES.admin}`}>
            <Trans>Log in</Trans>
          </AppLink>
        )}
      </section>
    </div>
  );
}
