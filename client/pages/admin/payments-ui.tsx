// /admin/paiement, for operators (ADR 012 "Payment"): a card per Stripe key with its state (its kind,
// mode and last four characters, never more), its last change, its removal once confirmed, and a
// password field to replace it; one button sends the fields typed. Without SECRETS_KEY on the
// server, a notice says what to do and the fields stay shut.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { formatDate, formatTime } from '#shared/lib/format.ts';
import { FormStatus, formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { FormScopeContext, fieldId } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { AdminForm, ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import { PanelPage } from './panel.tsx';
import {
  $emptySends,
  $lastChange,
  $modesDiffer,
  $paymentKeys,
  $paymentMode,
  $paymentsStatus,
  $removedName,
  $removePending,
  $removeRefusal,
  $saveRefusal,
  type KeyValues,
  keyPath,
  keysForm,
  keysSent,
  PAYMENT_KEY_NAMES,
  type PaymentKey,
  type PaymentKeyName,
  removeAsked,
  removeCancelled,
  removeConfirmed,
} from './payments-model.ts';
import './payments.css';

const FORM_ID = 'payment-keys';

/** What the screen says of each key: its name, its field's, the field's hint, and why the API
 * refused a value for it (`invalid_key`: not of the key's kind, or not in the secret key's mode). */
const KEY_TEXTS: Record<
  PaymentKeyName,
  { name: MessageDescriptor; field: MessageDescriptor; hint: MessageDescriptor; invalid: MessageDescriptor }
> = {
  STRIPE_SECRET_KEY: {
    name: msg`Stripe secret key`,
    field: msg`New Stripe secret key`,
    hint: msg`It starts with sk_live_ (live) or sk_test_ (test), or rk_ for a restricted key.`,
    invalid: msg`This is not a secret key: it starts with sk_ or rk_.`,
  },
  STRIPE_PUBLISHABLE_KEY: {
    name: msg`Stripe publishable key`,
    field: msg`New Stripe publishable key`,
    hint: msg`It starts with pk_live_ or pk_test_, in the same mode as the secret key.`,
    invalid: msg`This is not a publishable key in the secret key’s mode: it starts with pk_live_ or pk_test_, like the secret key.`,
  },
  STRIPE_WEBHOOK_SECRET: {
    name: msg`Stripe webhook secret`,
    field: msg`New Stripe webhook secret`,
    hint: msg`The signing secret of the site’s webhook endpoint in Stripe, starting with whsec_.`,
    invalid: msg`This is not a webhook signing secret: it starts with whsec_.`,
  },
};

const removeButtonId = (name: PaymentKeyName) => `payment-key-${name}-remove`;

/** A key's password field (never filled in: a key is not sent back); its error beside it. Shut
 * while the server cannot store a key. */
function KeyField({ name, disabled }: { name: PaymentKeyName; disabled: boolean }) {
  const { i18n, t } = useLingui();
  const scope = useContext(FormScopeContext);
  const path = keyPath(name);
  const id = fieldId(scope?.form ?? FORM_ID, path);
  const error = scope?.failure?.fields.find((f) => f.path === path);
  const texts = KEY_TEXTS[name];
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">
        {i18n._(texts.field)}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {i18n._(texts.hint)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {i18n._(error.message === 'invalid_key' ? texts.invalid : fieldErrorMessage(error.message))}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="password"
        className="input"
        // a key is not a password of the operator's: no manager should offer to keep it
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={500}
        disabled={disabled}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? 'true' : undefined}
      />
    </div>
  );
}

function KeyState({ entry, vaultReady }: { entry: PaymentKey; vaultReady: boolean }) {
  if (!vaultReady) return <Trans>Unreadable without SECRETS_KEY</Trans>;
  const { hint } = entry;
  if (!hint) return <Trans>Not set</Trans>;
  if (entry.mode === 'live')
    return (
      <Trans>
        Set: <code>{hint}</code> (live)
      </Trans>
    );
  if (entry.mode === 'test')
    return (
      <Trans>
        Set: <code>{hint}</code> (test)
      </Trans>
    );
  return (
    <Trans>
      Set: <code>{hint}</code>
    </Trans>
  );
}

function KeyCard({ entry, vaultReady }: { entry: PaymentKey; vaultReady: boolean }) {
  const { i18n } = useLingui();
  const ask = useUnit(removeAsked);
  const name = i18n._(KEY_TEXTS[entry.name].name);
  const titleId = `payment-key-${entry.name}-title`;
  const at = entry.updatedAt;
  const date = at ? formatDate(at) : '';
  const time = at ? formatTime(at) : '';
  return (
    <li className="panel payments-key">
      <div className="payments-key-about">
        <h2 id={titleId} className="payments-key-name">
          {name}
        </h2>
        <p className={entry.hint ? 'payments-key-state payments-key-set' : 'payments-key-state'}>
          <KeyState entry={entry} vaultReady={vaultReady} />
        </p>
        {at && (
          <p className="meta">
            <Trans>
              Last change:{' '}
              <time dateTime={at}>
                {date} at {time}
              </time>
            </Trans>
          </p>
        )}
        {entry.hint && (
          <div className="admin-row-actions">
            <button
              id={removeButtonId(entry.name)}
              type="button"
              className="button button-secondary"
              onClick={() => ask(entry.name)}
            >
              <Trans>
                Remove<span className="visually-hidden">: {name}</span>
              </Trans>
            </button>
          </div>
        )}
      </div>
      <KeyField name={entry.name} disabled={!vaultReady} />
    </li>
  );
}

/** The mode card payment runs in, from the secret key; a warning when the publishable key's
 * differs (Stripe refuses every payment then). */
function ModeNotes() {
  const [mode, differ] = useUnit([$paymentMode, $modesDiffer]);
  return (
    <>
      <p
        className={mode === 'live' ? 'form-note payments-mode payments-mode-live' : 'form-note payments-mode'}
      >
        {mode === 'live' ? (
          <Trans>Card payment is in live mode: the shop takes real payments.</Trans>
        ) : mode === 'test' ? (
          <Trans>Card payment is in test mode: no real payment is taken.</Trans>
        ) : (
          <Trans>No secret key: the shop cannot take card payments.</Trans>
        )}
      </p>
      {differ && (
        <div className="form-status form-status-warning">
          <p>
            <Trans>
              The secret key and the publishable key are not in the same mode (one live, the other test):
              Stripe refuses card payments until both are live or both test.
            </Trans>
          </p>
        </div>
      )}
    </>
  );
}

function KeysForm({ keys, vaultReady }: { keys: PaymentKey[]; vaultReady: boolean }) {
  const { i18n, t } = useLingui();
  const [refusal, send, change, emptySends] = useUnit([$saveRefusal, keysSent, $lastChange, $emptySends]);
  const labels = Object.fromEntries(
    PAYMENT_KEY_NAMES.map((name) => [keyPath(name), i18n._(KEY_TEXTS[name].field)]),
  );
  const valuesOf = (data: FormData): KeyValues =>
    Object.fromEntries(PAYMENT_KEY_NAMES.map((name) => [name, formText(data, name)]));
  // drawn anew after each save: the fields never keep a key once it is stored
  const saves = change?.kind === 'saved' ? change.count : 0;
  return (
    <AdminForm
      key={saves}
      id={FORM_ID}
      model={keysForm}
      refusal={refusal}
      labels={labels}
      label={t`Payment keys`}
      onValues={(data) => send(valuesOf(data))}
    >
      <ul className="payments-keys">
        {keys.map((entry) => (
          <KeyCard key={entry.name} entry={entry} vaultReady={vaultReady} />
        ))}
      </ul>
      {vaultReady && (
        <div className="payments-actions">
          <div className="form-actions">
            <SubmitButton>{t`Save the keys`}</SubmitButton>
          </div>
          {emptySends > 0 && (
            // drawn anew each time, so that it is said again
            <p key={emptySends} className="field-error" role="alert">
              <Trans>Type a new value in at least one field: an empty field keeps its key.</Trans>
            </p>
          )}
        </div>
      )}
    </AdminForm>
  );
}

function RemoveDialog() {
  const { i18n, t } = useLingui();
  const refusalText = useRefusalText();
  const [removed, pending, refusal, cancel, confirm] = useUnit([
    $removedName,
    $removePending,
    $removeRefusal,
    removeCancelled,
    removeConfirmed,
  ]);
  if (!removed) return null;
  const name = i18n._(KEY_TEXTS[removed].name);
  return (
    <ConfirmDialog
      title={t`Remove the key “${name}”?`}
      confirm={<Trans>Remove the key</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
      problem={refusal ? refusalText(refusal) : null}
    >
      <p>
        <Trans>The shop’s card payment stops working until this key is set again.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function Change() {
  const { i18n } = useLingui();
  const change = useUnit($lastChange);
  if (!change) return null;
  const names = (change.kind === 'saved' ? change.names : [change.name]).map((key) =>
    i18n._(KEY_TEXTS[key].name),
  );
  const name = names[0];
  const list = names.join(', ');
  return (
    <FormStatus focusKey={change.count}>
      <p>
        {change.kind === 'removed' ? (
          <Trans>The key “{name}” is removed.</Trans>
        ) : names.length === 1 ? (
          <Trans>The key “{name}” is saved.</Trans>
        ) : (
          <Trans>The keys are saved: {list}.</Trans>
        )}
      </p>
    </FormStatus>
  );
}

export function Component() {
  const [keys, status] = useUnit([$paymentKeys, $paymentsStatus]);
  return (
    <PanelPage title={<Trans>Payment</Trans>}>
      <p className="admin-intro">
        <Trans>
          The Stripe keys of the site’s shop, which card payment uses. They are stored encrypted: this screen
          shows only their kind and last four characters, never a whole key. Type a new value to replace a
          key; an empty field keeps its key.
        </Trans>
      </p>
      <Change />
      {status !== 200 || !keys ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The payment keys could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          {keys.vaultReady ? (
            <ModeNotes />
          ) : (
            <div className="form-status form-status-warning">
              <p>
                <Trans>
                  The server has no SECRETS_KEY: payment keys can be neither stored nor read. The person who
                  runs the server must set SECRETS_KEY in its environment, then restart it; the fields open
                  then.
                </Trans>
              </p>
            </div>
          )}
          <KeysForm keys={keys.keys} vaultReady={keys.vaultReady} />
        </>
      )}
      <RemoveDialog />
    </PanelPage>
  );
}
