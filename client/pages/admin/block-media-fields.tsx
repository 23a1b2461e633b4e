// The image fields of a block (ADR 015): one image of the media library with its text
// alternative, or a list of them (a gallery), each added from the library and removed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BlockOptions } from '#shared/contracts/admin-layout.ts';
import type { ImageRef } from '#shared/contracts/content.ts';
import { blockFieldId } from './block-editor-model.ts';
import {
  described,
  ErrorText,
  FieldGroup,
  type FieldProps,
  useErrorText,
  useField,
} from './block-field-parts.tsx';
import { imageRefOf } from './block-fields.ts';

const imageName = (image: { url: string; alt: string }) =>
  image.alt || image.url.split('/').at(-1) || image.url;

function ImageChoice({
  id,
  label,
  current,
  options,
  optional,
  onChoose,
}: {
  id: string;
  label: string;
  current: ImageRef | null;
  options: BlockOptions | null;
  optional: boolean;
  onChoose: (image: ImageRef | null) => void;
}) {
  const { t } = useLingui();
  const images = options?.images ?? [];
  const known = current ? images.some((i) => i.url === current.url) : true;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {options && images.length === 0 && (
        <p id={`${id}-hint`} className="field-hint">
          <Trans>The media library has no image yet.</Trans>
        </p>
      )}
      <select
        id={id}
        className="input"
        value={current?.url ?? ''}
        aria-describedby={options && images.length === 0 ? `${id}-hint` : undefined}
        onChange={(event) => {
          const url = event.currentTarget.value;
          const image = images.find((i) => i.url === url);
          onChoose(image ? imageRefOf(image) : url && current ? current : null);
        }}
      >
        <option value="">{optional ? t`No image` : t`Choose…`}</option>
        {current && !known && <option value={current.url}>{imageName(current)}</option>}
        {images.map((image) => (
          <option key={image.url} value={image.url}>
            {imageName(image)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ImageField({ block, field, errors, options }: FieldProps<'image'>) {
  const { i18n, t } = useLingui();
  const { set, change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const image = value && typeof value === 'object' ? (value as ImageRef) : null;
  const altId = blockFieldId(block.id, `${field.name}.alt`);
  const altError = errorText(`${field.name}.alt`);
  return (
    <FieldGroup id={id} legend={i18n._(field.label)} error={errorText(field.name)}>
      <ImageChoice
        id={`${id}-choice`}
        label={t`Image of the media library`}
        current={image}
        options={options}
        optional={field.optional === true}
        onChoose={(chosen) => set(chosen ?? (field.optional ? null : undefined))}
      />
      {image && (
        <div className="block-image-choice">
          <img className="block-image-thumb" src={image.url} alt="" width={96} height={64} loading="lazy" />
          <div className={altError ? 'field field-invalid' : 'field'}>
            <label htmlFor={altId} className="field-label">
              <Trans>Text alternative</Trans>
            </label>
            <p id={`${altId}-hint`} className="field-hint">
              <Trans>What the image shows, for those who cannot see it. Empty for a decorative image.</Trans>
            </p>
            <ErrorText id={`${altId}-error`} text={altError} />
            <input
              id={altId}
              className="input"
              type="text"
              maxLength={300}
              value={image.alt}
              onChange={(event) => change({ ...image, alt: event.currentTarget.value })}
              onBlur={leave}
              {...described(altId, true, !!altError)}
            />
          </div>
        </div>
      )}
    </FieldGroup>
  );
}

export function ImagesField({ block, field, errors, options }: FieldProps<'images'>) {
  const { i18n, t } = useLingui();
  const { set, change, leave } = useField(block, field.name);
  const errorText = useErrorText(field, errors);
  const id = blockFieldId(block.id, field.name);
  const value = block[field.name];
  const images = Array.isArray(value) ? (value as ImageRef[]) : [];
  const [adding, setAdding] = useState('');
  const offered = (options?.images ?? []).filter((i) => !images.some((shown) => shown.url === i.url));
  return (
    <FieldGroup id={id} legend={i18n._(field.label)} error={errorText(field.name)}>
      {images.length > 0 && (
        <ol className="block-images">
          {images.map((image, index) => {
            const altId = blockFieldId(block.id, `${field.name}.${index}.alt`);
            const altError = errorText(`${field.name}.${index}.alt`);
            const name = imageName(image);
            return (
              <li key={image.url} className="block-image-choice">
                <img
                  className="block-image-thumb"
                  src={image.url}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                />
                <div className={altError ? 'field field-invalid' : 'field'}>
                  <label htmlFor={altId} className="field-label">
                    <Trans>Text alternative of image {index + 1}</Trans>
                  </label>
                  <ErrorText id={`${altId}-error`} text={altError} />
                  <input
                    id={altId}
                    className="input"
                    type="text"
                    maxLength={300}
                    value={image.alt}
                    onChange={(event) =>
                      change(
                        images.map((i, n) => (n === index ? { ...i, alt: event.currentTarget.value } : i)),
                      )
                    }
                    onBlur={leave}
                    {...described(altId, false, !!altError)}
                  />
                </div>
                <button
                  type="button"
                  className="button button-secondary block-small-button"
                  onClick={() => set(images.filter((_, n) => n !== index))}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> the image “{name}”</span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {images.length < field.max && (
        <div className="block-inline-add">
          <div className="field">
            <label htmlFor={`${id}-add`} className="field-label">
              <Trans>Add an image of the media library</Trans>
            </label>
            <select
              id={`${id}-add`}
              className="input"
              value={adding}
              onChange={(event) => setAdding(event.currentTarget.value)}
            >
              <option value="">{offered.length ? t`Choose…` : t`No other image in the media library`}</option>
              {offered.map((image) => (
                <option key={image.url} value={image.url}>
                  {imageName(image)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={!adding || undefined}
            onClick={() => {
              const image = offered.find((i) => i.url === adding);
              if (!image) return;
              set([...images, imageRefOf(image)]);
              setAdding('');
            }}
          >
            <Trans>Add the image</Trans>
          </button>
        </div>
      )}
    </FieldGroup>
  );
}
