import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId, useRef } from 'react';
import type { MediaItem, MediaKind } from '#shared/contracts/admin-media.ts';
import { formatDate } from '#shared/lib/format.ts';
import { ipxUrl, isOptimisable } from '#shared/lib/images.ts';
import { pageCount } from '#shared/lib/pagination.ts';
import { useModal } from '../../shared/lib/modal.ts';
import { FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { FileField, TextField } from '../../shared/ui/form.tsx';
import { GetForm } from '../../shared/ui/get-form.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { AdminForm, ConfirmDialog, RadioGroup, useRefusalText } from './admin-ui.tsx';
import {
  $addressCopied,
  $altRefusal,
  $altSaved,
  $chosenKind,
  $deleteAsked,
  $deletePending,
  $deleteRefusal,
  $lastChange,
  $media,
  $mediaQuery,
  $mediaStatus,
  $selected,
  $uploadPending,
  $uploadRefusal,
  $uploads,
  $usages,
  $usagesFailed,
  ACCEPTED_EXTENSIONS,
  ACCEPTED_TYPES,
  ALT_MAX,
  addressCopyClicked,
  altForm,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  detailsClosed,
  KIND_PARAM,
  type MediaQuery,
  mediaSelected,
  sizeParts,
  uploadFileChosen,
  uploadForm,
} from './media-model.ts';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS } from './paths.ts';
import './media.css';

const KINDS: Record<MediaKind, MessageDescriptor> = {
  image: msg`Image`,
  video: msg`Video`,
  document: msg`PDF document`,
};

/** What the API calls the entities that show a file (shared/contracts/admin-media.ts). */
const USAGE_ENTITIES: Record<string, MessageDescriptor> = {
  page_layouts: msg`Page`,
  news: msg`News item`,
  elements: msg`Element`,
  blogs: msg`Article`,
  services: msg`Service`,
  popups: msg`Pop-up`,
  albums: msg`Album`,
  album_images: msg`Album`,
  products: msg`Product`,
  font_files: msg`Font`,
  logos: msg`Logo`,
  banners: msg`Banner`,
};

/** The file's format, as its type's last word says it (PNG, JPEG, WebP, SVG, MP4, WebM, PDF). */
function formatOf(type: string): string {
  const sub = type.split('/')[1]?.replace('+xml', '') ?? type;
  return ({ webp: 'WebP', webm: 'WebM' } as Record<string, string>)[sub] ?? sub.toUpperCase();
}

function Size({ bytes }: { bytes: number }) {
  const { value, unit } = sizeParts(bytes);
  return unit === 'B' ? (
    <Trans>{value} bytes</Trans>
  ) : unit === 'KB' ? (
    <Trans>{value} KB</Trans>
  ) : (
    <Trans>{value} MB</Trans>
  );
}

function KindIcon({ kind }: { kind: MediaKind }) {
  return (
    <svg className="media-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'video' ? (
        <path d="M4 5h11a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
      ) : kind === 'document' ? (
        <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM7 13v5h1.5v-1.6h.8a1.7 1.7 0 1 0 0-3.4H7zm1.5 1.2h.8a.5.5 0 0 1 0 1h-.8v-1zm3-1.2v5h1.6a2.5 2.5 0 0 0 0-5h-1.6zm1.5 1.2h.1a1.3 1.3 0 0 1 0 2.6H13v-2.6zm3.2-1.2v5h1.5v-2h1.6V15h-1.6v-.8h1.8V13h-3.3z" />
      ) : (
        <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 12.5V18h16v-3l-4.5-4.5L10 16l-2.5-2.5L4 16.5zM8 10.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
      )}
    </svg>
  );
}

/** A thumbnail from the image optimiser (never the whole file), or the kind's icon. */
function Thumbnail({ item }: { item: MediaItem }) {
  return item.kind === 'image' && isOptimisable(item.url) ? (
    <img
      className="media-thumb-image"
      src={ipxUrl(item.url, 320)}
      alt=""
      loading="lazy"
      decoding="async"
      width={item.width ?? undefined}
      height={item.height ?? undefined}
    />
  ) : (
    <KindIcon kind={item.kind} />
  );
}

function UsageCount({ count }: { count: number }) {
  return count === 0 ? (
    <Trans>Not used</Trans>
  ) : (
    <Plural value={count} one="Used in # place" other="Used in # places" />
  );
}

// --- Adding a file --------------------------------------------------------------------------------

function UploadForm() {
  const { t } = useLingui();
  const [refusal, upload, chosen, uploads, pending, choose] = useUnit([
    $uploadRefusal,
    uploadForm.submitted,
    $chosenKind,
    $uploads,
    $uploadPending,
    uploadFileChosen,
  ]);
  const labels = { file: t`File`, alt: t`Alt text` };
  const image = chosen === 'image' || chosen === null;
  return (
    <section className="panel media-upload" aria-labelledby="media-upload-title">
      <h2 id="media-upload-title" className="panel-title">
        <Trans>Add a file</Trans>
      </h2>
      {/* drawn anew after each file added: its fields start empty */}
      <AdminForm
        key={uploads}
        id="media-upload"
        model={uploadForm}
        refusal={refusal}
        labels={labels}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === 'file') choose(input.files?.[0] ?? null);
        }}
        onValues={(data) => {
          const file = data.get('file');
          const alt = data.get('alt');
          upload({
            file: file instanceof File && (file.size > 0 || file.name) ? file : null,
            alt: typeof alt === 'string' ? alt : '',
          });
        }}
      >
        <FileField
          name="file"
          label={labels.file}
          required
          accept={[...Object.keys(ACCEPTED_TYPES), ...ACCEPTED_EXTENSIONS]}
          maxSizeKb={50 * 1024}
          hint={
            <Trans>
              Images PNG, JPEG, WebP or SVG up to 10 MB, videos MP4 or WebM up to 50 MB, PDF documents up to
              20 MB. One file at a time.
            </Trans>
          }
        />
        <TextField
          name="alt"
          label={labels.alt}
          required={image}
          optional={!image}
          maxLength={ALT_MAX}
          hint={
            image ? (
              <Trans>
                Required for an image: describe it in a few words, as you would to someone who cannot see it
                (at most 250 characters).
              </Trans>
            ) : (
              <Trans>A short description of the file (at most 250 characters).</Trans>
            )
          }
        />
        <div className="form-actions">
          <SubmitButton>{t`Add the file`}</SubmitButton>
          {/* always there, so that the words are read when they appear */}
          <p className="media-progress" role="status">
            {pending && (
              <>
                <span className="media-progress-bar" aria-hidden="true" />
                <Trans>Sending the file…</Trans>
              </>
            )}
          </p>
        </div>
      </AdminForm>
    </section>
  );
}

// --- Filters, the grid ------------------------------------------------------------------------

function Filter({ query }: { query: MediaQuery }) {
  const { t } = useLingui();
  return (
    <GetForm className="media-filter" aria-label={t`Filter the media`}>
      {/* a new query draws the fields anew, with the filter in force */}
      <div className="media-filter-fields" key={`${query.kind}-${query.q}`}>
        <RadioGroup
          form="media-filter"
          name={KIND_PARAM}
          legend={t`Kind of file`}
          options={[
            { value: '', label: t`Every kind` },
            { value: 'image', label: t`Images` },
            { value: 'video', label: t`Videos` },
            { value: 'document', label: t`PDF documents` },
          ]}
          defaultValue={query.kind ?? ''}
        />
        <TextField
          form="media-filter"
          name="q"
          label={t`Search`}
          hint={<Trans>Words of the file’s name or of its alt text.</Trans>}
          defaultValue={query.q ?? ''}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          <Trans>Show</Trans>
        </button>
        {(query.kind || query.q) && (
          <AppLink className="button button-secondary" to={ADMIN_PATHS.media}>
            <Trans>Show every file</Trans>
          </AppLink>
        )}
      </div>
    </GetForm>
  );
}

function Card({ item }: { item: MediaItem }) {
  const { i18n } = useLingui();
  const select = useUnit(mediaSelected);
  const { name } = item;
  const metaId = `media-${item.id}-meta`;
  return (
    <li className="media-card">
      <button
        id={`media-${item.id}-open`}
        type="button"
        className="media-card-open"
        aria-describedby={metaId}
        onClick={() => select(item.id)}
      >
        <span className={`media-thumb media-thumb-${item.kind}`}>
          <Thumbnail item={item} />
        </span>
        <span className="media-card-name">
          <Trans>
            <span className="visually-hidden">Details of </span>
            {name}
          </Trans>
        </span>
      </button>
      <p id={metaId} className="media-card-meta">
        <span>{i18n._(KINDS[item.kind])}</span> <span aria-hidden="true">·</span> <Size bytes={item.size} />{' '}
        <span aria-hidden="true">·</span>{' '}
        <span className={item.usageCount === 0 ? 'media-unused' : undefined}>
          <UsageCount count={item.usageCount} />
        </span>
      </p>
    </li>
  );
}

// --- A file's details: a dialog ---------------------------------------------------------------

function Preview({ item }: { item: MediaItem }) {
  if (item.kind === 'image')
    return (
      <img
        className="media-preview"
        src={isOptimisable(item.url) ? ipxUrl(item.url, 960) : item.url}
        alt={item.alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
      />
    );
  if (item.kind === 'video')
    // biome-ignore lint/a11y/useMediaCaption: the library's own file, shown to the one who added it
    return <video className="media-preview" src={item.url} controls preload="metadata" />;
  return (
    <div className="media-preview media-preview-icon">
      <KindIcon kind={item.kind} />
    </div>
  );
}

function AltForm({ item }: { item: MediaItem }) {
  const { t } = useLingui();
  const [refusal, save, saved] = useUnit([$altRefusal, altForm.submitted, $altSaved]);
  const labels = { alt: t`Alt text` };
  return (
    <>
      <AdminForm
        key={item.id}
        id="media-alt"
        model={altForm}
        refusal={refusal}
        labels={labels}
        label={t`Alt text of the file`}
        className="form media-alt-form"
        onValues={(data) => {
          const alt = data.get('alt');
          save({ id: item.id, alt: typeof alt === 'string' ? alt : '', kind: item.kind });
        }}
      >
        <TextField
          name="alt"
          label={labels.alt}
          required={item.kind === 'image'}
          optional={item.kind !== 'image'}
          maxLength={ALT_MAX}
          defaultValue={item.alt}
          hint={
            item.kind === 'image' ? (
              <Trans>It replaces the image for those who cannot see it (at most 250 characters).</Trans>
            ) : undefined
          }
        />
        <div className="form-actions">
          <SubmitButton>{t`Save the alt text`}</SubmitButton>
        </div>
      </AdminForm>
      {saved > 0 && (
        <FormStatus focusKey={saved}>
          <p>
            <Trans>The alt text is saved.</Trans>
          </p>
        </FormStatus>
      )}
    </>
  );
}

function Usages() {
  const { i18n } = useLingui();
  const [usages, failed] = useUnit([$usages, $usagesFailed]);
  return (
    <section className="media-usages" aria-labelledby="media-usages-title">
      <h3 id="media-usages-title">
        <Trans>Where is it used?</Trans>
      </h3>
      {failed ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>Where the file is used could not be read. Try again in a moment.</Trans>
        </p>
      ) : usages === null ? (
        <p className="meta" aria-live="polite">
          <Trans>Looking…</Trans>
        </p>
      ) : usages.length === 0 ? (
        <p aria-live="polite">
          <Trans>Not used: no page or content of the site shows this file, it can be deleted.</Trans>
        </p>
      ) : (
        <ul aria-live="polite">
          {usages.map((usage) => {
            const entity = USAGE_ENTITIES[usage.entity];
            return (
              <li key={`${usage.entity}-${usage.entityId}-${usage.field}`}>
                {entity && <span className="admin-tag">{i18n._(entity)}</span>}{' '}
                {usage.href ? <AppLink to={usage.href}>{usage.label}</AppLink> : usage.label}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Address({ item }: { item: MediaItem }) {
  const { t } = useLingui();
  const [copied, copy] = useUnit([$addressCopied, addressCopyClicked]);
  const id = useId();
  const absolute = () => new URL(item.url, window.location.href).href;
  return (
    <div className="media-address">
      <div className="field">
        <label htmlFor={id} className="field-label">
          {t`Address of the file`}
        </label>
        <input
          id={id}
          className="input"
          type="text"
          readOnly
          value={item.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="media-address-actions">
        <button type="button" className="button button-secondary" onClick={() => copy(absolute())}>
          <Trans>Copy the address</Trans>
        </button>
        <a className="media-open-link" href={item.url} target="_blank" rel="noopener">
          <Trans>
            Open the file<span className="visually-hidden"> (new tab)</span>
          </Trans>
        </a>
      </div>
      <p className="media-copied" role="status">
        {copied === 'copied' ? (
          <Trans>The address is copied.</Trans>
        ) : copied === 'failed' ? (
          <Trans>The address could not be copied: select it in the field above and copy it.</Trans>
        ) : null}
      </p>
    </div>
  );
}

function Details({ item }: { item: MediaItem }) {
  const { t, i18n } = useLingui();
  const [close, askDelete] = useUnit([detailsClosed, deleteAsked]);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, close);
  const format = formatOf(item.type);
  const kind = i18n._(KINDS[item.kind]);
  const { width, height } = item;
  return (
    <div className="admin-dialog-backdrop">
      <div
        ref={ref}
        className="admin-dialog media-details"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="media-details-head">
          <h2 id={titleId} className="admin-dialog-title media-details-title">
            {item.name}
          </h2>
          <button type="button" className="button button-secondary" onClick={close}>
            <Trans>Close</Trans>
          </button>
        </div>
        <div className="media-details-body">
          <div className="media-details-preview">
            <Preview item={item} />
          </div>
          <div className="media-details-info">
            <dl className="media-facts">
              <div>
                <dt>
                  <Trans>Type</Trans>
                </dt>
                <dd>{t`${kind}, ${format}`}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Size</Trans>
                </dt>
                <dd>
                  <Size bytes={item.size} />
                </dd>
              </div>
              {width !== null && height !== null && (
                <div>
                  <dt>
                    <Trans>Dimensions</Trans>
                  </dt>
                  <dd>
                    <Trans>
                      {width} × {height} pixels
                    </Trans>
                  </dd>
                </div>
              )}
              <div>
                <dt>
                  <Trans>Added to the library on</Trans>
                </dt>
                <dd>
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                </dd>
              </div>
            </dl>
            <AltForm item={item} />
          </div>
        </div>
        <Usages />
        <Address item={item} />
        <div className="form-actions media-details-actions">
          <button type="button" className="button button-danger" onClick={askDelete}>
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}

function DeleteDialog({ item }: { item: MediaItem }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [asked, pending, refusal, cancel, confirm] = useUnit([
    $deleteAsked,
    $deletePending,
    $deleteRefusal,
    deleteCancelled,
    deleteConfirmed,
  ]);
  if (!asked) return null;
  const { name } = item;
  return (
    <ConfirmDialog
      title={t`Delete “${name}”?`}
      confirm={<Trans>Delete the file</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
      problem={refusal ? refusalText(refusal) : null}
    >
      <p>
        <Trans>
          The file leaves the site at once. It waits in the trash for 30 days, where it can be restored.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

function Change() {
  const change = useUnit($lastChange);
  if (!change) return null;
  const { name } = change;
  return (
    <FormStatus focusKey={change.count}>
      <p>
        {change.kind === 'added' ? (
          <Trans>“{name}” is added to the library.</Trans>
        ) : (
          <>
            <Trans>“{name}” is in the trash: it can be restored there for 30 days.</Trans>{' '}
            <AppLink to={ADMIN_PATHS.trash}>
              <Trans>Open the trash</Trans>
            </AppLink>
          </>
        )}
      </p>
    </FormStatus>
  );
}

function Results() {
  const { t } = useLingui();
  const [media, query, status] = useUnit([$media, $mediaQuery, $mediaStatus]);
  if (status === 404)
    return (
      <p className="empty-state">
        <Trans>This page of the library does not exist.</Trans>{' '}
        <AppLink to={ADMIN_PATHS.media}>
          <Trans>Back to the first page</Trans>
        </AppLink>
      </p>
    );
  if (status !== 200 || !media)
    return (
      <p className="form-summary form-summary-title" role="alert">
        <Trans>The library could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  if (media.items.length === 0)
    return (
      <p className="empty-state">
        {query.kind || query.q ? (
          <Trans>No file matches this search.</Trans>
        ) : (
          <Trans>The library is empty: add a first file above.</Trans>
        )}
      </p>
    );
  const pages = pageCount(media.total, media.nbItem);
  const page = media.page;
  const total = media.total;
  return (
    <section aria-labelledby="media-list-title">
      <h2 id="media-list-title" className="media-list-title">
        <Trans>Files, newest first</Trans>{' '}
        <span className="meta">
          (<Plural value={total} one="# file" other="# files" />
          {pages > 1 && <>{t`, page ${page} of ${pages}`}</>})
        </span>
      </h2>
      <ul className="media-grid">
        {media.items.map((item) => (
          <Card key={item.id} item={item} />
        ))}
      </ul>
      <Pagination total={media.total} nbItem={media.nbItem} page={media.page} label={t`Media`} />
    </section>
  );
}

export function Component() {
  const [query, selected] = useUnit([$mediaQuery, $selected]);
  return (
    <PanelPage title={<Trans>Media</Trans>}>
      <p className="admin-intro">
        <Trans>
          The images, videos and PDF documents of the site. A file still shown somewhere cannot be deleted; a
          deleted file waits 30 days in the trash.
        </Trans>
      </p>
      <Change />
      <UploadForm />
      <Filter query={query} />
      <Results />
      {selected && <Details key={selected.id} item={selected} />}
      {selected && <DeleteDialog item={selected} />}
    </PanelPage>
  );
}
