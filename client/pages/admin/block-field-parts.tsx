// The pieces of a block's fields (./block-form.tsx): a field's label, hint and error tied to its
// input (RGAA 11: aria-describedby, aria-invalid), a group's legend, and what a field does to its
// block (typed, chosen, left).
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { FieldError } from '#shared/contracts/account.ts';
import type { BlockOptions } from '#shared/contracts/admin-layout.ts';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { blockFieldChanged, blockFieldLeft, blockFieldSet } from './block-editor-model.ts';
import { type FieldDescriptor, fieldErrorCode } from './block-fields.ts';
import type { EditorBlock } from './block-layout.ts';

export const NO_ERRORS: FieldError[] = [];

export type Kind<K extends FieldDescriptor['kind']> = Extract<FieldDescriptor, { kind: K }>;

export interface FieldProps<K extends FieldDescriptor['kind']> {
  block: EditorBlock;
  field: Kind<K>;
  /** The errors of this field (their paths start with its name). */
  errors: FieldError[];
  options: BlockOptions | null;
}

export type Described = { 'aria-describedby'?: string; 'aria-invalid'?: 'true' };

export const joinIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** The hint and error of an input, as its attributes. */
export function described(id: string, hint: boolean, error: boolean): Described {
  const ids = joinIds(hint && `${id}-hint`, error && `${id}-error`);
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': 'true' as const } : {}),
  };
}

/** What a field does to its block: typed (`change`), chosen (`set`: the preview shows it), left. */
export function useField(block: EditorBlock, name: string) {
  const [changed, set, left] = useUnit([blockFieldChanged, blockFieldSet, blockFieldLeft]);
  return {
    change: (value: unknown) => changed({ id: block.id, name, value }),
    set: (value: unknown) => set({ id: block.id, name, value }),
    leave: () => left({ id: block.id, name }),
  };
}

/** The error of one path of a field, in words. */
export function useErrorText(field: FieldDescriptor, errors: FieldError[]) {
  const { i18n } = useLingui();
  return (path: string): string | null => {
    const error = errors.find((e) => e.path === path);
    return error ? i18n._(fieldErrorMessage(fieldErrorCode(field, path, error.message))) : null;
  };
}

export function ErrorText({ id, text }: { id: string; text: string | null }) {
  const { t } = useLingui();
  if (!text) return null;
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">{t`Error:`} </span>
      {text}
    </p>
  );
}

export function Hint({ id, text }: { id: string; text: ReactNode }) {
  if (!text) return null;
  return (
    <p id={id} className="field-hint">
      {text}
    </p>
  );
}

/** A label, its hint and its error, around one input whose id is `id`. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | null;
  optional?: boolean;
  children: (attributes: Described) => ReactNode;
}) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && (
          <span className="field-optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <Hint id={`${id}-hint`} text={hint} />
      <ErrorText id={`${id}-error`} text={error} />
      {children(described(id, !!hint, !!error))}
    </div>
  );
}

/** A group of inputs (a link, an image and its text, a list): its legend, hint and error. */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={error ? 'fieldset block-field-group field-invalid' : 'fieldset block-field-group'}
      aria-describedby={joinIds(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
    >
      <legend>{legend}</legend>
      <Hint id={`${id}-hint`} text={hint} />
      <ErrorText id={`${id}-error`} text={error} />
      {children}
    </fieldset>
  );
}

export const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
