// A site parameter's field (ADR 016), by its kind: a text (a list when it is a choice), a box, a
// number within its range, an https address, a long text, or the rich-text editor for the legal
// texts. Its value is the model's (as typed); its error is said beside it, tied to it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { AdminParameter } from '#shared/contracts/admin-settings.ts';
import { fieldId } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { $edits, $problems, parameterEdited, parameterLeft } from './settings-model.ts';

/** The words of the values a choice offers (those the site reads, PARAMETER_CHOICES). */
const CHOICE_LABELS: Record<string, MessageDescriptor> = {
  top: msg`At the top`,
  left: msg`On the left`,
  NONE: msg`Not compliant`,
  PARTIAL: msg`Partially compliant`,
  FULL: msg`Fully compliant`,
  GRID: msg`Grid`,
  LIST: msg`List`,
  SMOOTH: msg`Smooth scrolling`,
  DIRECT: msg`Straight to the top`,
};

const EMAILS = new Set(['COMPANY_EMAIL']);
/** Short texts written on several lines (the postal address, read line by line by the site). */
const MULTILINE = new Set(['COMPANY_ADDRESS']);
const PHONES = new Set(['COMPANY_PHONE', 'COMPANY_MOBILE', 'COMPANY_FAX']);

/** The id of a parameter's field in a form: the API's path (`values.<TYPE>`), so that the error
 * summary leads to it. */
export const parameterFieldId = (form: string, type: string) => fieldId(form, `values.${type}`);

/** A field's error in words: a number's range said with its bounds. */
export function useProblemText() {
  const { i18n, t } = useLingui();
  return (code: string, parameter: AdminParameter): string => {
    if (code === 'out_of_range' && parameter.range) {
      const [min, max] = parameter.range;
      return t`Enter a number between ${min} and ${max}.`;
    }
    return i18n._(fieldErrorMessage(code));
  };
}

/** The value typed in a field (else the stored one) and its error code. */
export function useParameterState(parameter: AdminParameter) {
  const { type } = parameter;
  // the whole maps, not effector-react's useStoreMap: the framework's chunk, which every page
  // loads, would carry it (a group's fields are drawn again as one is typed in: a few dozen inputs)
  const [edits, problems, edit, leave] = useUnit([$edits, $problems, parameterEdited, parameterLeft]);
  return {
    value: edits[type] ?? parameter.value ?? '',
    problem: problems[type] ?? null,
    edit: (value: string) => edit({ type, value }),
    leave: () => leave(type),
  };
}

/** A field's error, read before the field (the form kit's order). */
export function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">{t`Error:`} </span>
      {children}
    </p>
  );
}

/** An input would drop the line breaks of such a value: it gets a text area. */
const isMultiline = (parameter: AdminParameter) =>
  MULTILINE.has(parameter.type) || !!parameter.value?.includes('\n');

/** A long text takes the whole width of its group. */
const isWide = (parameter: AdminParameter) => parameter.kind === 'TEXT' || isMultiline(parameter);

const describedBy = (...ids: (string | null | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

function hintOf(parameter: AdminParameter): ReactNode {
  if (parameter.kind === 'NUMBER' && parameter.range) {
    const [min, max] = parameter.range;
    return (
      <Trans>
        Between {min} and {max}.
      </Trans>
    );
  }
  if (parameter.kind === 'LINK') return <Trans>An address starting with https://</Trans>;
  return null;
}

export function ParameterField({ form, parameter }: { form: string; parameter: AdminParameter }) {
  const { i18n, t } = useLingui();
  const problemText = useProblemText();
  const { value, problem, edit, leave } = useParameterState(parameter);
  const { type, kind, label } = parameter;
  const id = parameterFieldId(form, type);
  const hint = hintOf(parameter);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = problem ? `${id}-error` : null;
  const error = problem && <FieldProblem id={errorId!}>{problemText(problem, parameter)}</FieldProblem>;
  const common = {
    id,
    'aria-describedby': describedBy(hintId, errorId),
    'aria-invalid': problem ? ('true' as const) : undefined,
    onBlur: leave,
  };

  if (kind === 'BOOLEAN')
    return (
      <div className={problem ? 'checkbox-field field-invalid' : 'checkbox-field'}>
        <input
          {...common}
          type="checkbox"
          checked={value === 'true'}
          onChange={(event) => edit(event.currentTarget.checked ? 'true' : 'false')}
        />
        <div>
          <label htmlFor={id}>{label}</label>
          {error}
        </div>
      </div>
    );

  if (parameter.html)
    return (
      <div className={problem ? 'field field-invalid settings-wide' : 'field settings-wide'}>
        <RichTextEditor
          id={id}
          label={label}
          describedBy={describedBy(errorId)}
          invalid={!!problem}
          html={value}
          onChange={edit}
          onBlur={leave}
        />
        {error}
      </div>
    );

  const choices = parameter.choices;
  let input: ReactNode;
  if (choices)
    input = (
      <select
        {...common}
        className="input"
        value={value}
        onChange={(event) => edit(event.currentTarget.value)}
      >
        <option value="">{t`The site’s default`}</option>
        {value && !choices.includes(value) && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {CHOICE_LABELS[choice] ? i18n._(CHOICE_LABELS[choice]) : choice}
          </option>
        ))}
      </select>
    );
  else if (kind === 'TEXT' || isMultiline(parameter))
    input = (
      <textarea
        {...common}
        className={parameter.superAdmin ? 'input settings-code' : 'input'}
        rows={parameter.superAdmin ? 10 : kind === 'TEXT' ? 4 : 3}
        spellCheck={parameter.superAdmin ? false : undefined}
        value={value}
        onChange={(event) => edit(event.currentTarget.value)}
      />
    );
  else
    input = (
      <input
        {...common}
        className="input"
        type={
          kind === 'NUMBER'
            ? 'number'
            : kind === 'LINK'
              ? 'url'
              : EMAILS.has(type)
                ? 'email'
                : PHONES.has(type)
                  ? 'tel'
                  : 'text'
        }
        min={parameter.range?.[0]}
        max={parameter.range?.[1]}
        step={kind === 'NUMBER' ? 'any' : undefined}
        inputMode={kind === 'NUMBER' ? 'decimal' : undefined}
        spellCheck={kind === 'LINK' || EMAILS.has(type) ? false : undefined}
        value={value}
        onChange={(event) => edit(event.currentTarget.value)}
      />
    );
  const wide = isWide(parameter) ? ' settings-wide' : '';
  return (
    <div className={`${problem ? 'field field-invalid' : 'field'}${wide}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={hintId!} className="field-hint">
          {hint}
        </p>
      )}
      {error}
      {input}
    </div>
  );
}
