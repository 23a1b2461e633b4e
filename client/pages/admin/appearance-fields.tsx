// Fields of the Apparence screen that the form kit (client/shared/ui/form.tsx) has no shape for,
// read inside an AdminForm like the kit's: a text whose value the model holds (filled in for the
// person, a logo's text) and a number within bounds; their label, hint and error tied to them.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useContext } from 'react';
import { FormScopeContext, fieldId } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';

/** A field's id, hint and error, from the enclosing form (RGAA 11: tied by aria-describedby). */
function useKitField(name: string, hint: ReactNode, errorText?: (code: string) => string | null) {
  const { i18n, t } = useLingui();
  const scope = useContext(FormScopeContext);
  const id = fieldId(scope?.form ?? '', name);
  const error = scope?.failure?.fields.find((f) => f.path === name) ?? null;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return {
    id,
    className: error ? 'field field-invalid' : 'field',
    messages: (
      <>
        {hint && (
          <p id={hintId!} className="field-hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId!} className="field-error">
            <span className="visually-hidden">{t`Error:`} </span>
            {errorText?.(error.message) ?? i18n._(fieldErrorMessage(error.message))}
          </p>
        )}
      </>
    ),
    inputProps: {
      id,
      name,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': error ? ('true' as const) : undefined,
    },
  };
}

/** A one-line text whose value the model holds. */
export function ControlledTextField({
  name,
  label,
  hint,
  value,
  onChange,
  maxLength,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  const { id, className, messages, inputProps } = useKitField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {messages}
      <input
        {...inputProps}
        className="input"
        type="text"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** A whole number between bounds; its range said in the hint and in its error. */
export function NumberField({
  name,
  label,
  hint,
  min,
  max,
  defaultValue,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  min: number;
  max: number;
  defaultValue: number;
}) {
  const { t } = useLingui();
  const { id, className, messages, inputProps } = useKitField(name, hint, (code) =>
    code === 'out_of_range' ? t`Enter a number between ${min} and ${max}.` : null,
  );
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {messages}
      <input
        {...inputProps}
        className="input appearance-number"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={defaultValue}
      />
    </div>
  );
}
