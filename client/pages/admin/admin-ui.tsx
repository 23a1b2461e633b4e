// The pieces of the page tree's screens (ADR 014): a form whose refusals show the API's French
// sentence above it (taking the focus, RGAA 11.10) and each field's error beside it, a group of
// radio buttons, and a confirmation as a modal dialog (client/shared/lib/modal.ts).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { FormModel } from '../../shared/lib/form.ts';
import { useModal } from '../../shared/lib/modal.ts';
import { FormScopeContext, fieldId } from '../../shared/ui/form.tsx';
import { fieldErrorMessage, PROBLEMS } from '../../shared/ui/form-messages.ts';
import type { ListDeletion, Refusal } from './admin-form.ts';

/** The refusal's sentence: the API's, else the kit's words for what went wrong. */
export function useRefusalText() {
  const { i18n } = useLingui();
  return (refusal: Refusal | null | undefined): string =>
    refusal?.message || i18n._(refusal && refusal.status === 0 ? PROBLEMS.unavailable : PROBLEMS.invalid);
}

/** The item of a list whose deletion waits for its confirmation, and what its ConfirmDialog is
 * given: the model's cancel and confirm, the call's state, its refusal in words. */
export function useDeletionDialog<T extends { id: number }>(deletion: ListDeletion<T>, items: readonly T[]) {
  const refusalText = useRefusalText();
  const [id, pending, refusal, onCancel, onConfirm] = useUnit([
    deletion.$deletedId,
    deletion.$deletePending,
    deletion.$deleteRefusal,
    deletion.deleteCancelled,
    deletion.deleteConfirmed,
  ]);
  const item = items.find((entry) => entry.id === id) ?? null;
  return { item, dialog: { onConfirm, onCancel, pending, problem: refusal ? refusalText(refusal) : null } };
}

/** A form of the panel: sent without a page load; after each refused send, the API's sentence
 * and the fields it names at the top, which takes the focus. */
export function AdminForm<V, T>({
  id,
  model,
  refusal,
  labels,
  onValues,
  className = 'form',
  label,
  onChange,
  fieldMessages,
  children,
}: {
  id: string;
  model: FormModel<V, T>;
  refusal: Refusal | null;
  /** Field labels by name, in the order of the form. */
  labels: Record<string, string>;
  /** What the sent form says. */
  onValues: (data: FormData) => void;
  className?: string;
  /** The form's accessible name, when it has no heading of its own. */
  label?: string;
  /** A field changed (what the form shows as it is typed). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own field codes, worded in the panel's texts (the form kit words the others). */
  fieldMessages?: Record<string, MessageDescriptor>;
  children: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const refusalText = useRefusalText();
  const [failure, failures, pending] = useUnit([model.$failure, model.$failures, model.$pending]);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValues(new FormData(event.currentTarget));
  };
  const order = Object.keys(labels);
  const fields = [...(failure?.fields ?? [])].sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  const titleId = `${id}-summary-title`;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className={className}
      aria-label={label}
    >
      <FormScopeContext value={{ form: id, failure, pending }}>
        {failure && (
          <div className="form-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={titleId}>
            <p id={titleId} className="form-summary-title">
              {refusal
                ? refusalText(refusal)
                : failure.problem
                  ? i18n._(PROBLEMS[failure.problem])
                  : t`The form has errors:`}
            </p>
            {fields.length > 0 && (
              <ul>
                {fields.map((error) => {
                  const name = labels[error.path];
                  const text = i18n._(fieldMessages?.[error.message] ?? fieldErrorMessage(error.message));
                  return (
                    <li key={`${error.path}-${error.message}`}>
                      {name ? (
                        <a
                          href={`#${fieldId(id, error.path)}`}
                          onClick={(event) => {
                            const field = document.getElementById(fieldId(id, error.path));
                            if (!field) return;
                            event.preventDefault();
                            field.focus();
                          }}
                        >
                          {t`${name}: ${text}`}
                        </a>
                      ) : (
                        text
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
        {children}
      </FormScopeContext>
    </form>
  );
}

/** Radio buttons in a fieldset, the legend naming the choice. */
export function RadioGroup<V extends string>({
  form,
  name,
  legend,
  hint,
  options,
  defaultValue,
  onChange,
}: {
  form: string;
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly { value: V; label: string; hint?: string }[];
  defaultValue: V;
  onChange?: (value: V) => void;
}) {
  const hintId = `${fieldId(form, name)}-hint`;
  return (
    <fieldset className="fieldset admin-radios" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {options.map((option) => {
        const id = fieldId(form, `${name}-${option.value}`);
        return (
          <div key={option.value} className="checkbox-field">
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              onChange={() => onChange?.(option.value)}
            />
            <div>
              <label htmlFor={id}>{option.label}</label>
              {option.hint && (
                <p id={`${id}-hint`} className="field-hint">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A question before something is done: a modal dialog (the focus in it, Escape or « Annuler »
 * closes it and the focus goes back to what opened it). */
export function ConfirmDialog({
  title,
  children,
  confirm,
  onConfirm,
  onCancel,
  pending = false,
  problem,
}: {
  title: string;
  children: ReactNode;
  /** The words of the button that does it. */
  confirm: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Why it was refused, said in the dialog. */
  problem?: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useModal(ref, onCancel);
  return (
    <div className="admin-dialog-backdrop">
      <div
        ref={ref}
        className="admin-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        <div id={textId}>{children}</div>
        {problem !== null && problem !== undefined && (
          <p className="form-summary form-summary-title" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="button button-danger"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirm}
          </button>
          <button type="button" className="button button-secondary" data-autofocus onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
