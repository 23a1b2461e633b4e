// Form pieces shared by the account screens (issue 4, RGAA 11): visible labels, hints and
// errors tied to their field (aria-describedby, aria-invalid), an error summary that takes focus
// after a failed submit, and password fields with a show/hide button.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { FormFailure, FormProblem } from '../lib/form.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { fieldErrorMessage, PROBLEMS } from './form-messages.ts';

export const fieldId = (form: string, name: string) => `${form}-${name}`;

const joinIds = (...ids: (string | null | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface FieldBase {
  /** The form's id: field ids are `<form>-<name>`. */
  form: string;
  name: string;
  label: string;
  failure: FormFailure | null;
  hint?: ReactNode;
  required?: boolean;
  /** Says "(optional)" after the label: every other field of these forms is required. */
  optional?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  defaultValue?: string;
}

function useFieldParts({ form, name, failure, hint }: FieldBase) {
  const { i18n, t } = useLingui();
  const id = fieldId(form, name);
  const error = failure?.fields.find((f) => f.path === name) ?? null;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const messages = (
    <>
      {hint && (
        <p id={hintId!} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId!} className="field-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {i18n._(fieldErrorMessage(error.message))}
        </p>
      )}
    </>
  );
  return {
    id,
    messages,
    /** The field's wrapper class: marked invalid when the answer named this field. */
    fieldClass: error ? 'field field-invalid' : 'field',
    inputProps: {
      id,
      name,
      'aria-describedby': joinIds(hintId, errorId),
      'aria-invalid': error ? ('true' as const) : undefined,
    },
  };
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {optional && (
        <span className="field-optional">
          {' '}
          <Trans>(optional)</Trans>
        </span>
      )}
    </label>
  );
}

export function TextField(
  props: FieldBase & { type?: 'text' | 'email' | 'tel' | 'date'; inputMode?: 'email' | 'tel' | 'text' },
) {
  const { id, messages, inputProps, fieldClass } = useFieldParts(props);
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <input
        {...inputProps}
        className="input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        required={props.required}
        defaultValue={props.defaultValue}
        spellCheck={props.type === 'email' ? false : undefined}
      />
    </div>
  );
}

export function SelectField(
  props: FieldBase & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const { id, messages, inputProps, fieldClass } = useFieldParts(props);
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <select {...inputProps} className="input" required={props.required} defaultValue={props.defaultValue}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PasswordField(props: FieldBase & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useLingui();
  const { id, messages, inputProps, fieldClass } = useFieldParts(props);
  const [visible, setVisible] = useState(false);
  const { label } = props;
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <div className="password-input">
        <input
          {...inputProps}
          className="input"
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          required={props.required}
          spellCheck={false}
          autoCapitalize="none"
        />
        <button
          type="button"
          className="password-toggle"
          aria-controls={id}
          aria-label={visible ? t`Hide the password “${label}”` : t`Show the password “${label}”`}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
    </div>
  );
}

export function CheckboxField({
  form,
  name,
  value,
  label,
  hint,
  defaultChecked,
  required,
  failure = null,
}: {
  form: string;
  name: string;
  value?: string;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked?: boolean;
  required?: boolean;
  /** A single box that must be ticked shows its error under it. */
  failure?: FormFailure | null;
}) {
  const { i18n, t } = useLingui();
  const id = fieldId(form, value ? `${name}-${value}` : name);
  const error = value ? null : (failure?.fields.find((f) => f.path === name) ?? null);
  return (
    <div className={error ? 'checkbox-field field-invalid' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value ?? 'on'}
        defaultChecked={defaultChecked}
        required={required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={joinIds(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            <span className="visually-hidden">{t`Error:`} </span>
            {i18n._(fieldErrorMessage(error.message))}
          </p>
        )}
      </div>
    </div>
  );
}

/** A long text, with a live count of the characters left when it has a limit. */
export function TextAreaField(props: FieldBase & { maxLength?: number; minLength?: number; rows?: number }) {
  const { t } = useLingui();
  const { id, messages, inputProps, fieldClass } = useFieldParts(props);
  const [length, setLength] = useState(props.defaultValue?.length ?? 0);
  const countId = `${id}-count`;
  const left = props.maxLength ? props.maxLength - length : null;
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <textarea
        {...inputProps}
        aria-describedby={joinIds(inputProps['aria-describedby'], left !== null && countId)}
        className="input"
        rows={props.rows ?? 6}
        required={props.required}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        onChange={(event) => setLength(event.currentTarget.value.length)}
      />
      {left !== null && (
        <p id={countId} className="field-count" aria-live={left < 100 ? 'polite' : 'off'}>
          {t`${left} characters left`}
        </p>
      )}
    </div>
  );
}

/** A file input: the accepted formats and the size limit are said in words too. */
export function FileField(
  props: FieldBase & { accept: readonly string[]; multiple?: boolean; maxSizeKb: number },
) {
  const { id, messages, inputProps, fieldClass } = useFieldParts(props);
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <input
        {...inputProps}
        className="input input-file"
        type="file"
        accept={props.accept.join(',')}
        multiple={props.multiple}
        required={props.required}
      />
    </div>
  );
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

/** Disabled until the page is hydrated (see useHydrated); busy while the answer is awaited. */
export function SubmitButton({
  pending,
  children,
  className = 'button',
  name,
  value,
  ref,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      ref={ref}
      className={className}
      name={name}
      value={value}
      disabled={!hydrated}
      aria-disabled={pending || undefined}
    >
      {children}
    </button>
  );
}

/** The text of a field, read from a submitted form. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
