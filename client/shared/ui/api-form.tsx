// A form that talks to the API (the form factory of shared/lib/form.ts on screen): sent without
// a page load, a second click ignored while the answer is awaited, the error summary at the top
// taking focus after each failed send (RGAA 11.10), and the fields inside reading the form's id
// and failure from it. Also the form-level pieces: summary, status, submit button.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, type Ref, useContext, useEffect, useRef } from 'react';
import type { FormFailure, FormModel, FormProblem } from '../lib/form.ts';
import { FORM_ID_FIELD, FormPostContext, type PostableForm, SUBMITTER_FIELD } from '../lib/form-post.ts';
import { FormScopeContext, fieldId } from './form.tsx';
import { fieldErrorMessage, PROBLEMS } from './form-messages.ts';

/** The text of a field, read from a submitted form. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The texts of several fields, by name. */
export function formTexts<K extends string>(data: FormData, ...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, formText(data, name)])) as Record<K, string>;
}

/** Gives focus to its element each time `count` grows past 0. */
function useFocusOn<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count]);
  return ref;
}

/** The list of what is wrong, at the top of the form; each line leads to its field. */
export function ErrorSummary({
  form,
  failure,
  failures,
  labels,
  problems = {},
}: {
  form: string;
  failure: FormFailure | null;
  failures: number;
  /** Field labels by path, in the order of the form: the summary follows it. */
  labels: Record<string, string>;
  /** Sentences for this form's own problems (e.g. a 401 on login). */
  problems?: Partial<Record<FormProblem, MessageDescriptor>>;
}) {
  const { i18n, t } = useLingui();
  const ref = useFocusOn<HTMLDivElement>(failure ? failures : 0);
  if (!failure) return null;
  const titleId = `${form}-summary-title`;
  const order = Object.keys(labels);
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  const fields = [...failure.fields].sort((a, b) => rank(a.path) - rank(b.path));
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={titleId}>
      {failure.problem ? (
        <p id={titleId} className="form-summary-title">
          {i18n._(problems[failure.problem] ?? PROBLEMS[failure.problem])}
        </p>
      ) : (
        <>
          <p id={titleId} className="form-summary-title">
            <Trans>The form has errors:</Trans>
          </p>
          <ul>
            {fields.map((error) => {
              const label = labels[error.path];
              const text = i18n._(fieldErrorMessage(error.message));
              return (
                <li key={`${error.path}-${error.message}`}>
                  {label ? (
                    <a
                      href={`#${fieldId(form, error.path)}`}
                      onClick={(event) => {
                        const field = document.getElementById(fieldId(form, error.path));
                        if (!field) return;
                        event.preventDefault();
                        field.focus();
                      }}
                    >
                      {t`${label}: ${text}`}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The outcome of a form (a confirmation, or a dead end such as an expired link); it takes
 * focus so that it is read at once. */
export function FormStatus({
  children,
  focusKey,
  tone = 'success',
}: {
  children: ReactNode;
  focusKey: number;
  tone?: 'success' | 'warning';
}) {
  const ref = useFocusOn<HTMLDivElement>(focusKey);
  return (
    <div className={`form-status form-status-${tone}`} role="status" tabIndex={-1} ref={ref}>
      {children}
    </div>
  );
}

/** Busy while the answer is awaited (by default the enclosing ApiForm's answer). Before the
 * page is hydrated it sends the form to the server like any HTML form (lib/form-post.ts). */
export function SubmitButton({
  pending: ownPending,
  children,
  className = 'button',
  value,
  ref,
}: {
  pending?: boolean;
  children: ReactNode;
  className?: string;
  /** Which step the button sends (read as the event's submitter, in the browser and on the server). */
  value?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const scope = useContext(FormScopeContext);
  const pending = ownPending ?? scope?.pending ?? false;
  return (
    <button
      type="submit"
      ref={ref}
      className={className}
      name={value === undefined ? undefined : SUBMITTER_FIELD}
      value={value}
      aria-disabled={pending || undefined}
    >
      {children}
    </button>
  );
}

export function ApiForm<V, T>({
  id,
  model,
  values,
  labels,
  problems,
  failure: ownFailure,
  className = 'form',
  encType,
  children,
}: {
  /** The form's id: its fields' ids start with it. */
  id: string;
  model: FormModel<V, T>;
  /** What the sent form says; null when this send is not for the API (nothing is sent then). */
  values: (data: FormData, event: FormEvent<HTMLFormElement>) => V | null;
  /** Field labels by name, in the order of the form (see ErrorSummary). */
  labels: Record<string, string>;
  problems?: Partial<Record<FormProblem, MessageDescriptor>>;
  /** When one model serves several forms: the failure that belongs to this one. */
  failure?: FormFailure | null;
  className?: string;
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  const [modelFailure, failures, pending, submit] = useUnit([
    model.$failure,
    model.$failures,
    model.$pending,
    model.submitted,
  ]);
  const failure = ownFailure === undefined ? modelFailure : ownFailure;
  const post = useContext(FormPostContext);
  // on the server, while it looks for the form a visitor posted without JavaScript
  post.collect?.(id, { model, values } as PostableForm);
  const posted = post.posted?.id === id ? post.posted.fields : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = values(new FormData(event.currentTarget), event);
    if (sent !== null) submit(sent);
  };
  return (
    <form method="post" encType={encType} noValidate onSubmit={onSubmit} className={className}>
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <FormScopeContext value={{ form: id, failure, pending, posted }}>
        <ErrorSummary form={id} failure={failure} failures={failures} labels={labels} problems={problems} />
        {children}
      </FormScopeContext>
    </form>
  );
}

/** The usual end of a form: its one submit button. */
export function FormSubmit({ children }: { children: ReactNode }) {
  return (
    <div className="form-actions">
      <SubmitButton>{children}</SubmitButton>
    </div>
  );
}
