// A block's form (ADR 015): one field per entry of its type's descriptor (./block-fields.ts), each
// with its label, hint and error beside it (RGAA 11: tied by aria-describedby, aria-invalid). A
// field typed in changes the block at once; the preview shows it once the field is left, a choice
// at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { FieldError } from '#shared/contracts/account.ts';
import type { BlockOptions } from '#shared/contracts/admin-layout.ts';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { FiltersField, LinksField, MoreLinkField, TagsField } from './block-compound-fields.tsx';
import { $shownErrors, blockFieldId } from './block-editor-model.ts';
import {
  asText,
  ErrorText,
  FieldFrame,
  FieldGroup,
  type FieldProps,
  Hint,
  NO_ERRORS,
  useErrorText,
  useField,
} from './block-field-parts.tsx';
import {
  descriptorOf,
  type FieldDescriptor,
  storedChoice,
  storedNumber,
  storedPick,
  storedText,
  storedYesNo,
} from './block-fields.ts';
import type { EditorBlock } from './block-layout.ts';
import { ImageField, ImagesField } from './block-media-fields.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

function TextInput({ block, field, errors }: FieldProps<'text' | 'longText' | 'number' | 'link'>) {
  const { i18n } = useLingui();
  const { change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = asText(block[field.name]);
  const required = field.kind === 'link' || (field.kind === 'text' && field.required === true);
  const stored = (typed: string) =>
    field.kind === 'number' ? storedNumber(typed) : storedText({ required }, typed);
  return (
    <FieldFrame
      id={id}
      label={i18n._(field.label)}
      hint={field.hint && i18n._(field.hint)}
      error={errorText(field.name)}
      optional={!required}
    >
      {(attributes) =>
        field.kind === 'longText' ? (
          <textarea
            id={id}
            className="input"
            rows={3}
            maxLength={field.max}
            value={value}
            onChange={(event) => change(stored(event.currentTarget.value))}
            onBlur={leave}
            {...attributes}
          />
        ) : (
          <input
            id={id}
            className="input"
            type="text"
            value={value}
            maxLength={field.kind === 'number' ? 10 : field.kind === 'link' ? 500 : field.max}
            inputMode={field.kind === 'number' ? 'numeric' : field.kind === 'link' ? 'url' : undefined}
            spellCheck={field.kind === 'link' ? false : undefined}
            autoCapitalize={field.kind === 'link' ? 'none' : undefined}
            list={field.kind === 'link' && field.suggest ? `${id}-list` : undefined}
            onChange={(event) => change(stored(event.currentTarget.value))}
            onBlur={leave}
            {...attributes}
          />
        )
      }
    </FieldFrame>
  );
}

/** The media library's videos, offered as the address is typed. */
function VideoSuggestions({ id, options }: { id: string; options: BlockOptions | null }) {
  return (
    <datalist id={id}>
      {(options?.videos ?? []).map((video) => (
        <option key={video.url} value={video.url} />
      ))}
    </datalist>
  );
}

function YesNo({ block, field }: FieldProps<'yesNo'>) {
  const { i18n } = useLingui();
  const { set } = useField(block, field.name);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        checked={typeof value === 'boolean' ? value : field.fallback}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
        onChange={(event) => set(storedYesNo(field, event.currentTarget.checked))}
      />
      <div>
        <label htmlFor={id}>{i18n._(field.label)}</label>
        <Hint id={`${id}-hint`} text={field.hint && i18n._(field.hint)} />
      </div>
    </div>
  );
}

/** A list to choose from: its options, and the empty choice's words when there is one. */
function Choose({
  block,
  field,
  errors,
  choices,
  empty,
  value,
  onChoose,
  hint,
}: {
  block: EditorBlock;
  field: FieldDescriptor;
  errors: FieldError[];
  choices: readonly { value: string; label: string }[];
  /** The words of the empty choice: the absent value's, or an invitation to choose. */
  empty: { label: string; optional: boolean } | null;
  value: string;
  onChoose: (chosen: string) => void;
  hint?: ReactNode;
}) {
  const { i18n } = useLingui();
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  return (
    <FieldFrame
      id={id}
      label={i18n._(field.label)}
      hint={hint ?? (field.hint && i18n._(field.hint))}
      error={errorText(field.name)}
      optional={empty?.optional === true}
    >
      {(attributes) => (
        <select
          id={id}
          className="input"
          value={value}
          onChange={(event) => onChoose(event.currentTarget.value)}
          {...attributes}
        >
          {empty && <option value="">{empty.label}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

function Choice({ block, field, errors }: FieldProps<'choice'>) {
  const { i18n, t } = useLingui();
  const { set } = useField(block, field.name);
  const empty = field.none
    ? { label: i18n._(field.none), optional: true }
    : field.fallback
      ? null
      : { label: t`Choose…`, optional: false };
  return (
    <Choose
      block={block}
      field={field}
      errors={errors}
      choices={field.options.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
      empty={empty}
      value={asText(block[field.name]) || field.fallback || ''}
      onChoose={(chosen) => set(storedChoice(field, chosen))}
    />
  );
}

function Picker({ block, field, errors, options }: FieldProps<'picker'>) {
  const { i18n, t } = useLingui();
  const { set } = useField(block, field.name);
  const items = options?.[field.source] ?? [];
  const value = block[field.name];
  const chosen = typeof value === 'number' ? String(value) : '';
  const choices = items.map((item) => ({ value: String(item.id), label: item.title }));
  // a thing chosen before that the site no longer lists stays shown, by its number
  if (chosen && !choices.some((c) => c.value === chosen))
    choices.unshift({ value: chosen, label: t`No. ${chosen} (no longer on the site)` });
  const nothing = {
    forms: t`The site has no form yet.`,
    albums: t`The site has no photo album yet.`,
    blogFolders: t`The blog has no folder yet.`,
    popups: t`The site has no popup yet.`,
    newsletterLists: t`The site has no newsletter list yet.`,
  }[field.source];
  return (
    <Choose
      block={block}
      field={field}
      errors={errors}
      choices={choices}
      empty={
        field.none
          ? { label: i18n._(field.none.label), optional: true }
          : { label: t`Choose…`, optional: false }
      }
      value={chosen}
      hint={options && items.length === 0 ? nothing : undefined}
      onChoose={(picked) => set(storedPick(field, picked))}
    />
  );
}

function RoutePicker({ block, field, errors, options }: FieldProps<'route'>) {
  const { i18n, t } = useLingui();
  const { set } = useField(block, field.name);
  const chosen = asText(block[field.name]);
  const choices = (options?.routes ?? []).map(({ route, count }) => ({
    value: route,
    label: t`${route} (${count} published)`,
  }));
  if (chosen && !choices.some((c) => c.value === chosen)) choices.unshift({ value: chosen, label: chosen });
  return (
    <Choose
      block={block}
      field={field}
      errors={errors}
      choices={choices}
      empty={
        field.none ? { label: i18n._(field.none), optional: true } : { label: t`Choose…`, optional: false }
      }
      value={chosen}
      onChoose={(picked) => set(picked || undefined)}
    />
  );
}

function Addresses({ block, field, errors, options }: FieldProps<'addresses'>) {
  const { i18n } = useLingui();
  const { set } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const ticked = Array.isArray(value) ? (value as number[]) : [];
  const all = options?.addresses ?? [];
  return (
    <FieldGroup
      id={id}
      legend={i18n._(field.label)}
      hint={field.hint && i18n._(field.hint)}
      error={errorText(field.name)}
    >
      {all.map((address) => {
        const boxId = `${id}-${address.id}`;
        return (
          <div key={address.id} className="checkbox-field">
            <input
              id={boxId}
              type="checkbox"
              checked={ticked.includes(address.id)}
              onChange={(event) => {
                const next = event.currentTarget.checked
                  ? [...ticked, address.id]
                  : ticked.filter((t) => t !== address.id);
                set(next.length ? next : undefined);
              }}
            />
            <label htmlFor={boxId}>{address.title}</label>
          </div>
        );
      })}
    </FieldGroup>
  );
}

/** An image's name in a list: its text alternative, else its file's name. */
function RichTextField({ block, field, errors }: FieldProps<'richText'>) {
  const { i18n } = useLingui();
  const { change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const error = errorText(field.name);
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <ErrorText id={`${id}-error`} text={error} />
      <RichTextEditor
        id={id}
        label={i18n._(field.label)}
        describedBy={error ? `${id}-error` : undefined}
        invalid={!!error}
        html={asText(block[field.name])}
        onChange={change}
        onBlur={leave}
      />
    </div>
  );
}

function BlockField({
  block,
  field,
  errors,
  options,
}: {
  block: EditorBlock;
  field: FieldDescriptor;
  errors: FieldError[];
  options: BlockOptions | null;
}) {
  const own = errors.filter((e) => e.path === field.name || e.path.startsWith(`${field.name}.`));
  const props = { block, errors: own, options };
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'number':
      return <TextInput {...props} field={field} />;
    case 'link':
      return (
        <>
          <TextInput {...props} field={field} />
          {field.suggest && (
            <VideoSuggestions id={`${blockFieldId(block.id, field.name)}-list`} options={options} />
          )}
        </>
      );
    case 'yesNo':
      return <YesNo {...props} field={field} />;
    case 'choice':
      return <Choice {...props} field={field} />;
    case 'picker':
      return <Picker {...props} field={field} />;
    case 'route':
      return <RoutePicker {...props} field={field} />;
    case 'addresses':
      return <Addresses {...props} field={field} />;
    case 'image':
      return <ImageField {...props} field={field} />;
    case 'images':
      return <ImagesField {...props} field={field} />;
    case 'links':
      return <LinksField {...props} field={field} />;
    case 'moreLink':
      return <MoreLinkField {...props} field={field} />;
    case 'filters':
      return <FiltersField {...props} field={field} />;
    case 'tags':
      return <TagsField {...props} field={field} />;
    case 'richText':
      return <RichTextField {...props} field={field} />;
  }
}

/** The errors shown for a block (the API's, and the contract's of the fields left). Not
 * effector-react's useStoreMap: the framework's chunk, which every page loads, would carry it. */
export const useBlockErrors = (id: string): FieldError[] => useUnit($shownErrors)[id] ?? NO_ERRORS;

/** A block's fields; a type this editor does not know is kept as it is. */
export function BlockForm({ block, options }: { block: EditorBlock; options: BlockOptions | null }) {
  const errors = useBlockErrors(block.id);
  const descriptor = descriptorOf(block.type);
  if (!descriptor)
    return (
      <p id={blockFieldId(block.id, 'type')} tabIndex={-1} className="form-note">
        <Trans>This kind of block is not known to this editor: it is kept as it is.</Trans>
      </p>
    );
  const general = errors.filter((e) => !descriptor.fields.some((f) => e.path.split('.')[0] === f.name));
  return (
    <div className="block-fields">
      {general.length > 0 && <GeneralErrors errors={general} />}
      {descriptor.fields.map((field) => (
        <BlockField key={field.name} block={block} field={field} errors={errors} options={options} />
      ))}
    </div>
  );
}

function GeneralErrors({ errors }: { errors: FieldError[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="field-error block-general-errors">
      {errors.map((error) => (
        <li key={`${error.path}-${error.message}`}>{i18n._(fieldErrorMessage(error.message))}</li>
      ))}
    </ul>
  );
}
