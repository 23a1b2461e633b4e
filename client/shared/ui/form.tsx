// The fields of every form (RGAA 11): visible labels, hints and errors tied to their field
// (aria-describedby, aria-invalid), password fields with a show/hide button. Inside an ApiForm
// (api-form.tsx) a field takes the form's id and its failure from the form.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createContext,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import type { FormFailure } from '../lib/form.ts';
import { fieldErrorMessage } from './form-messages.ts';
import './form.css';

export const fieldId = (form: string, name: string) => `${form}-${name}`;

/** What the fields of a form share: its id, its last failure and whether an answer is awaited. */
export interface FormScope {
  form: string;
  failure: FormFailure | null;
  pending: boolean;
  /** The fields this form posted without JavaScript (lib/form-post.ts): shown again. */
  posted?: URLSearchParams | null;
}

export const FormScopeContext = createContext<FormScope | null>(null);

/** The enclosing form's id and failure, unless the field names its own. */
function useFormScope(props: { form?: string | undefined; failure?: FormFailure | null | undefined }) {
  const scope = useContext(FormScopeContext);
  return {
    form: props.form ?? scope?.form ?? '',
    failure: props.failure === undefined ? (scope?.failure ?? null) : props.failure,
    posted: scope?.posted ?? null,
  };
}

const joinIds = (...ids: (string | null | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface FieldBase {
  /** The form's id: field ids are `<form>-<name>` (by default the enclosing ApiForm's). */
  form?: string;
  name: string;
  label: string;
  /** By default the enclosing ApiForm's. */
  failure?: FormFailure | null;
  hint?: ReactNode;
  required?: boolean;
  /** Says "(optional)" after the label: every other field of these forms is required. */
  optional?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  defaultValue?: string;
}

function useFieldParts(props: FieldBase) {
  const { i18n, t } = useLingui();
  const { name, hint } = props;
  const { form, failure, posted } = useFormScope(props);
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
    /** What the visitor sent (a form posted without JavaScript), else the field's own default. */
    defaultValue: posted?.get(name) ?? props.defaultValue,
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
  props: FieldBase & {
    type?: 'text' | 'email' | 'tel' | 'date';
    inputMode?: 'email' | 'tel' | 'text' | 'numeric';
    maxLength?: number;
  },
) {
  const { id, messages, inputProps, fieldClass, defaultValue } = useFieldParts(props);
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
        maxLength={props.maxLength}
        defaultValue={defaultValue}
        spellCheck={props.type === 'email' || props.inputMode === 'numeric' ? false : undefined}
      />
    </div>
  );
}

export function SelectField(
  props: FieldBase & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const { id, messages, inputProps, fieldClass, defaultValue } = useFieldParts(props);
  return (
    <div className={fieldClass}>
      <Label id={id} label={props.label} optional={props.optional} />
      {messages}
      <select {...inputProps} className="input" required={props.required} defaultValue={defaultValue}>
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

export function CheckboxField(props: {
  form?: string;
  name: string;
  value?: string;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked?: boolean;
  required?: boolean;
  /** A single box that must be ticked shows its error under it. */
  failure?: FormFailure | null;
}) {
  const { name, value, label, hint, defaultChecked, required } = props;
  const { i18n, t } = useLingui();
  const { form, failure, posted } = useFormScope(props);
  const id = fieldId(form, value ? `${name}-${value}` : name);
  const checked = posted ? posted.getAll(name).includes(value ?? 'on') : defaultChecked;
  const error = value ? null : (failure?.fields.find((f) => f.path === name) ?? null);
  return (
    <div className={error ? 'checkbox-field field-invalid' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value ?? 'on'}
        defaultChecked={checked}
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
  const { id, messages, inputProps, fieldClass, defaultValue } = useFieldParts(props);
  const [length, setLength] = useState(defaultValue?.length ?? 0);
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
        defaultValue={defaultValue}
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
