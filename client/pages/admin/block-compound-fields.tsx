// The fields of a block made of several values (ADR 015): links (a text, an address, an icon),
// the link under a list to all its items, a list's fixed filters, tags separated by commas.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { blockFieldId } from './block-editor-model.ts';
import {
  described,
  ErrorText,
  FieldFrame,
  FieldGroup,
  type FieldProps,
  Hint,
  useErrorText,
  useField,
} from './block-field-parts.tsx';
import { ICON_LABELS, QUICK_LINK_ICONS, storedFilters, storedMoreLink, storedTags } from './block-fields.ts';
import type { EditorBlock } from './block-layout.ts';

interface Link {
  label: string;
  url: string;
  icon?: string;
}

/** A link's text and address (and, for a quick link, its icon) side by side. */
function LinkInputs({
  block,
  path,
  link,
  errorText,
  withIcon,
  onChange,
  onLeave,
}: {
  block: EditorBlock;
  path: string;
  link: Link;
  errorText: (path: string) => string | null;
  withIcon: boolean;
  onChange: (link: Link) => void;
  onLeave: () => void;
}) {
  const { i18n, t } = useLingui();
  const input = (part: 'label' | 'url', label: string, hint: string | null) => {
    const inputId = blockFieldId(block.id, `${path}.${part}`);
    const error = errorText(`${path}.${part}`);
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={inputId} className="field-label">
          {label}
        </label>
        <Hint id={`${inputId}-hint`} text={hint} />
        <ErrorText id={`${inputId}-error`} text={error} />
        <input
          id={inputId}
          className="input"
          type="text"
          maxLength={part === 'label' ? 80 : 500}
          value={link[part]}
          inputMode={part === 'url' ? 'url' : undefined}
          spellCheck={part === 'url' ? false : undefined}
          autoCapitalize={part === 'url' ? 'none' : undefined}
          onChange={(event) => onChange({ ...link, [part]: event.currentTarget.value })}
          onBlur={onLeave}
          {...described(inputId, !!hint, !!error)}
        />
      </div>
    );
  };
  const iconId = blockFieldId(block.id, `${path}.icon`);
  return (
    <div className="block-link-inputs">
      {input('label', t`Text of the link`, null)}
      {input('url', t`Address of the link`, t`/mairie, or https://…, mailto:…, tel:…`)}
      {withIcon && (
        <div className="field">
          <label htmlFor={iconId} className="field-label">
            <Trans>Icon</Trans>
          </label>
          <select
            id={iconId}
            className="input"
            value={link.icon ?? ''}
            onChange={(event) => {
              const { icon: _, ...rest } = link;
              const icon = event.currentTarget.value;
              onChange(icon ? { ...rest, icon } : rest);
              onLeave();
            }}
          >
            <option value="">{t`No icon`}</option>
            {QUICK_LINK_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {i18n._(ICON_LABELS[icon])}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

export function LinksField({ block, field, errors }: FieldProps<'links'>) {
  const { i18n, t } = useLingui();
  const { set, change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const links = Array.isArray(value) ? (value as Link[]) : [];
  return (
    <FieldGroup id={id} legend={i18n._(field.label)} error={errorText(field.name)}>
      <ol className="block-links">
        {links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are told apart by their place only
          <li key={index} className="block-link-row">
            <fieldset className="fieldset">
              <legend>{t`Link ${index + 1}`}</legend>
              <LinkInputs
                block={block}
                path={`${field.name}.${index}`}
                link={link}
                errorText={errorText}
                withIcon
                onChange={(next) => change(links.map((l, n) => (n === index ? next : l)))}
                onLeave={leave}
              />
              <p>
                <button
                  type="button"
                  className="button button-secondary block-small-button"
                  onClick={() => set(links.filter((_, n) => n !== index))}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> link {index + 1}</span>
                  </Trans>
                </button>
              </p>
            </fieldset>
          </li>
        ))}
      </ol>
      {links.length < field.max && (
        <p>
          <button
            type="button"
            className="button button-secondary"
            // an empty row: its errors show once it is filled in and left, or the draft saved
            onClick={() => change([...links, { label: '', url: '' }])}
          >
            <Trans>Add a link</Trans>
          </button>
        </p>
      )}
    </FieldGroup>
  );
}

export function MoreLinkField({ block, field, errors }: FieldProps<'moreLink'>) {
  const { i18n } = useLingui();
  const { change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const link = value && typeof value === 'object' ? (value as Link) : { label: '', url: '' };
  return (
    <FieldGroup
      id={id}
      legend={i18n._(field.label)}
      hint={field.hint && i18n._(field.hint)}
      error={errorText(field.name)}
    >
      <LinkInputs
        block={block}
        path={field.name}
        link={link}
        errorText={errorText}
        withIcon={false}
        onChange={(next) => change(storedMoreLink(next))}
        onLeave={leave}
      />
    </FieldGroup>
  );
}

export function FiltersField({ block, field, errors }: FieldProps<'filters'>) {
  const { i18n, t } = useLingui();
  const { set, change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const [rows, setRows] = useState<[string, string][]>(() =>
    value && typeof value === 'object' ? Object.entries(value as Record<string, string>) : [],
  );
  const update = (next: [string, string][], commit: boolean) => {
    setRows(next);
    (commit ? set : change)(storedFilters(next));
  };
  return (
    <FieldGroup
      id={id}
      legend={i18n._(field.label)}
      hint={field.hint && i18n._(field.hint)}
      error={errorText(field.name)}
    >
      {rows.map(([key, filter], index) => {
        const keyId = `${id}-${index}-key`;
        const valueId = `${id}-${index}-value`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are told apart by their place only
          <div key={index} className="block-filter-row">
            <div className="field">
              <label htmlFor={keyId} className="field-label">
                {t`Field of filter ${index + 1}`}
              </label>
              <input
                id={keyId}
                className="input"
                type="text"
                maxLength={40}
                spellCheck={false}
                value={key}
                onChange={(event) =>
                  update(
                    rows.map((r, n) => (n === index ? [event.currentTarget.value, r[1]] : r)),
                    false,
                  )
                }
                onBlur={leave}
              />
            </div>
            <div className="field">
              <label htmlFor={valueId} className="field-label">
                {t`Value of filter ${index + 1}`}
              </label>
              <input
                id={valueId}
                className="input"
                type="text"
                maxLength={200}
                value={filter}
                onChange={(event) =>
                  update(
                    rows.map((r, n) => (n === index ? [r[0], event.currentTarget.value] : r)),
                    false,
                  )
                }
                onBlur={leave}
              />
            </div>
            <button
              type="button"
              className="button button-secondary block-small-button"
              onClick={() =>
                update(
                  rows.filter((_, n) => n !== index),
                  true,
                )
              }
            >
              <Trans>
                Remove<span className="visually-hidden"> filter {index + 1}</span>
              </Trans>
            </button>
          </div>
        );
      })}
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setRows([...rows, ['', '']])}
        >
          <Trans>Add a filter</Trans>
        </button>
      </p>
    </FieldGroup>
  );
}

export function TagsField({ block, field, errors }: FieldProps<'tags'>) {
  const { i18n } = useLingui();
  const { change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const [typed, setTyped] = useState(Array.isArray(value) ? value.join(', ') : '');
  const error = errorText(field.name) ?? errors.map((e) => errorText(e.path)).find(Boolean) ?? null;
  return (
    <FieldFrame
      id={id}
      label={i18n._(field.label)}
      hint={field.hint && i18n._(field.hint)}
      error={error}
      optional
    >
      {(attributes) => (
        <input
          id={id}
          className="input"
          type="text"
          value={typed}
          maxLength={field.max * 41}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            change(storedTags(event.currentTarget.value));
          }}
          onBlur={leave}
          {...attributes}
        />
      )}
    </FieldFrame>
  );
}
