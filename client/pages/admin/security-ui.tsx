import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { codeOf } from '../../shared/lib/totp-code.ts';
import { ApiForm, FormStatus, FormSubmit, formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { CodeField } from '../../shared/ui/code-field.tsx';
import { PanelPage } from './panel.tsx';
import {
  $totpChanged,
  $totpChanges,
  $totpSetup,
  $totpStep,
  groupedSecret,
  type TotpSetup,
  totpConfirmForm,
  totpRemoveForm,
  totpSetupCancelled,
  totpStartForm,
} from './security-model.ts';

/** What the second factor's calls may answer besides a field's error: a wrong code (400), a step
 * that no longer matches the account (409: already on, not started, or no key on the server). */
const PROBLEMS = {
  conflict: msg`This change cannot be made now. Reload the page to see where the second factor stands.`,
  invalid: msg`This code is not right or was already used. Enter the code your app shows now.`,
};

const codeValues = (data: FormData) => ({ code: codeOf(formText(data, 'code')) });

function TurnOn() {
  return (
    <>
      <p>
        <Trans>
          The second factor is off: signing in to this site asks for your password alone. Turn it on to also
          ask for a code of an authenticator app on your phone (for example FreeOTP, Aegis or Google
          Authenticator).
        </Trans>
      </p>
      <ApiForm id="totp-start" model={totpStartForm} labels={{}} problems={PROBLEMS} values={() => undefined}>
        <FormSubmit>
          <Trans>Turn on two-factor authentication</Trans>
        </FormSubmit>
      </ApiForm>
    </>
  );
}

function SetUp({ setup }: { setup: TotpSetup }) {
  const { t } = useLingui();
  const cancel = useUnit(totpSetupCancelled);
  const start = useRef<HTMLHeadingElement>(null);
  // the new secret is the next step: read from its start
  useEffect(() => start.current?.focus(), []);
  const labels = { code: t`Code shown by the app` };
  return (
    <div className="admin-totp-setup">
      <h3 ref={start} tabIndex={-1}>
        <Trans>1. Add this site to your authenticator app</Trans>
      </h3>
      <p>
        <Trans>In the app, add an account and type this key (spaces do not matter):</Trans>
      </p>
      <p className="admin-secret">
        <code>{groupedSecret(setup.secret)}</code>
      </p>
      <p>
        <Trans>Or give the app this address, which holds the same key:</Trans>
      </p>
      <p className="admin-uri">
        <code>{setup.uri}</code>
      </p>
      <h3>
        <Trans>2. Enter the code that the app shows</Trans>
      </h3>
      <ApiForm
        id="totp-confirm"
        model={totpConfirmForm}
        labels={labels}
        problems={PROBLEMS}
        values={codeValues}
      >
        <CodeField label={labels.code} />
        <div className="form-actions">
          <SubmitButton>
            <Trans>Confirm and turn on</Trans>
          </SubmitButton>
          <button type="button" className="button button-secondary" onClick={() => cancel()}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </ApiForm>
    </div>
  );
}

function TurnOff() {
  const { t } = useLingui();
  const labels = { code: t`Current code of the app` };
  return (
    <>
      <p>
        <Trans>
          The second factor is on: signing in to this site asks for your password and a code of your
          authenticator app.
        </Trans>
      </p>
      <ApiForm
        id="totp-remove"
        model={totpRemoveForm}
        labels={labels}
        problems={PROBLEMS}
        values={codeValues}
      >
        <CodeField
          label={labels.code}
          hint={<Trans>To turn it off, enter the six digits that your app shows now.</Trans>}
        />
        <div className="form-actions">
          <SubmitButton className="button button-danger">
            <Trans>Turn off</Trans>
          </SubmitButton>
        </div>
      </ApiForm>
    </>
  );
}

function SecondFactor() {
  const [step, setup, changed, changes] = useUnit([$totpStep, $totpSetup, $totpChanged, $totpChanges]);
  return (
    <section className="panel admin-security" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="panel-title">
        <Trans>Two-factor authentication</Trans>
      </h2>
      {changed && (
        <FormStatus focusKey={changes}>
          <p>
            {changed === 'on' ? (
              <Trans>Two-factor authentication is on. Your next sign-in will ask for a code.</Trans>
            ) : (
              <Trans>Two-factor authentication is off.</Trans>
            )}
          </p>
        </FormStatus>
      )}
      {step === 'operator' && (
        <p>
          <Trans>
            As an operator, your second factor is always on: every sign-in asks for a code of your
            authenticator app. It is set up with the deployment’s command line.
          </Trans>
        </p>
      )}
      {step === 'unavailable' && (
        <p>
          <Trans>
            This server cannot keep a second factor: it has no key to protect it. Ask the person who runs it.
          </Trans>
        </p>
      )}
      {step === 'off' && <TurnOn />}
      {step === 'setup' && setup && <SetUp key={changes} setup={setup} />}
      {step === 'on' && <TurnOff key={changes} />}
    </section>
  );
}

export function Component() {
  return (
    <PanelPage title={<Trans>Security</Trans>}>
      <SecondFactor />
    </PanelPage>
  );
}
