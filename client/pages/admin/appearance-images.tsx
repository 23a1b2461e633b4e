// The logos and the banner of /admin/apparence (ADR 016): each shows its image and its text; its
// « Changer » opens the media library's images (a new one may be sent there first, with its text),
// and the choice is saved by the slot's own button. A logo is removed after a confirmation.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ALT_MAX } from '#shared/contracts/admin-media.ts';
import { type BANNER_CHOICES, BANNER_HEIGHT_RANGE, type Theme } from '#shared/contracts/admin-theme.ts';
import { ipxUrl } from '#shared/lib/images.ts';
import { FormStatus, formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { FileField, fieldId, SelectField, TextField } from '../../shared/ui/form.tsx';
import { AdminForm, ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import { ControlledTextField, NumberField } from './appearance-fields.tsx';
import {
  $bannerImageRefusal,
  $bannerRefusal,
  $imageNews,
  $imageSlot,
  $images,
  $imagesFailed,
  $imagesPending,
  $imagesTotal,
  $logoAlt,
  $logoRefusal,
  $pickedImage,
  $removedLogo,
  $removePending,
  $removeRefusal,
  $uploaded,
  $uploadRefusal,
  bannerForm,
  bannerImageForm,
  type ImageSlot,
  imagePicked,
  imageSlotClosed,
  imageSlotOpened,
  imageUploadForm,
  type LogoType,
  logoAltEdited,
  logoForm,
  logoRemoveAsked,
  logoRemoveCancelled,
  logoRemoveConfirmed,
  moreImagesClicked,
} from './appearance-images-model.ts';

const LOGO_LABELS: Record<LogoType, MessageDescriptor> = {
  LOGO: msg`Main logo`,
  LOGO_FOOTER: msg`Footer logo`,
  LOGO_FAVICON: msg`Favicon`,
};

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/** A small copy of a raster image (the optimiser's); a drawing (SVG) as it is. */
const thumbnail = (url: string) => (/\.(png|jpe?g|webp)$/i.test(url) ? ipxUrl(url, 160) : url);

const changeButtonId = (slot: ImageSlot) => `image-slot-${slot}`;

/** The image choice closed: the focus goes back to the button that opened it. */
const backToSlot = (slot: ImageSlot) =>
  requestAnimationFrame(() => document.getElementById(changeButtonId(slot))?.focus());

/** Under a part's buttons: what was just saved (a polite status, there from the start). */
function SlotNews({ slot }: { slot: ImageSlot }) {
  const news = useUnit($imageNews);
  const mine = news?.slot === slot ? news : null;
  return (
    <p className="settings-news" role="status">
      {mine?.kind === 'removed' ? (
        <Trans>Removed</Trans>
      ) : mine?.kind === 'saved' || mine?.kind === 'settings' ? (
        <Trans>Saved</Trans>
      ) : null}
    </p>
  );
}

/** The library's images as radio buttons (each named by its text), by pages. */
function ImageChoice({ form, allowNone }: { form: string; allowNone: boolean }) {
  const { t } = useLingui();
  const [images, total, pending, failed, picked, pick, more] = useUnit([
    $images,
    $imagesTotal,
    $imagesPending,
    $imagesFailed,
    $pickedImage,
    imagePicked,
    moreImagesClicked,
  ]);
  const id = fieldId(form, 'url');
  const unknown = picked !== null && !images.some((image) => image.url === picked);
  const option = (value: string, label: string, url: string | null) => {
    const optionId = `${id}-${value || 'none'}`;
    return (
      <li key={value || 'none'} className="image-choice-item">
        <input
          id={optionId}
          type="radio"
          name="url"
          value={value}
          checked={(picked ?? '') === value}
          onChange={() => pick(value || null)}
        />
        <label htmlFor={optionId}>
          {url ? (
            <img src={thumbnail(url)} alt="" width={96} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className="image-choice-none" aria-hidden="true" />
          )}
          <span className="image-choice-name">{label}</span>
        </label>
      </li>
    );
  };
  return (
    <fieldset id={id} className="fieldset image-choice" tabIndex={-1}>
      <legend>
        <Trans>Image of the media library</Trans>
      </legend>
      {failed && (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The images could not be loaded. Try again in a moment.</Trans>
        </p>
      )}
      <ul className="image-choice-list">
        {allowNone && option('', t`No image`, null)}
        {picked !== null && unknown && option(picked, t`The image shown now`, picked)}
        {images.map((image) => option(image.url, image.alt || image.name, image.url))}
      </ul>
      {pending ? (
        <p role="status">
          <Trans>Loading the images…</Trans>
        </p>
      ) : (
        !failed &&
        images.length === 0 && (
          <p>
            <Trans>The media library has no image yet: add one above.</Trans>
          </p>
        )
      )}
      {images.length < total && (
        <p>
          <button type="button" className="button button-secondary" onClick={more}>
            <Trans>Show more images</Trans>
          </button>
        </p>
      )}
    </fieldset>
  );
}

/** Sending a new image to the library: it is then chosen in the list below. */
function ImageUpload({ slot }: { slot: ImageSlot }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [refusal, upload, uploaded] = useUnit([$uploadRefusal, imageUploadForm.submitted, $uploaded]);
  const form = `image-upload-${slot}`;
  const labels = { file: t`Image file`, alt: t`Text of the image` };
  const uploadedAlt = uploaded?.alt ?? '';
  useEffect(() => {
    if (uploaded) setOpen(false);
  }, [uploaded]);
  return (
    <div className="image-upload">
      {uploaded && (
        <FormStatus focusKey={uploaded.count}>
          <p>
            <Trans>The image “{uploadedAlt}” is in the media library, and chosen below.</Trans>
          </p>
        </FormStatus>
      )}
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={`${form}-panel`}
        onClick={() => setOpen(!open)}
      >
        <Trans>Add a new image to the library</Trans>
      </button>
      <div id={`${form}-panel`} hidden={!open}>
        {open && (
          <AdminForm
            id={form}
            model={imageUploadForm}
            refusal={refusal}
            labels={labels}
            className="form image-upload-form"
            label={t`Add a new image to the library`}
            onValues={(data) => {
              const file = data.get('file');
              upload({ file: file instanceof File && file.name ? file : null, alt: formText(data, 'alt') });
            }}
          >
            <FileField
              name="file"
              label={labels.file}
              accept={IMAGE_TYPES}
              maxSizeKb={10 * 1024}
              hint={<Trans>PNG, JPEG, WebP or SVG, 10 MB at most.</Trans>}
            />
            <TextField
              name="alt"
              label={labels.alt}
              maxLength={ALT_MAX}
              hint={<Trans>Describe the image in a few words: it is read instead of it.</Trans>}
            />
            <div className="form-actions">
              <SubmitButton>{t`Add the image`}</SubmitButton>
            </div>
          </AdminForm>
        )}
      </div>
    </div>
  );
}

function LogoForm({ type }: { type: LogoType }) {
  const { i18n, t } = useLingui();
  const [refusal, save, alt, setAlt, close] = useUnit([
    $logoRefusal,
    logoForm.submitted,
    $logoAlt,
    logoAltEdited,
    imageSlotClosed,
  ]);
  const form = `logo-${type}`;
  const favicon = type === 'LOGO_FAVICON';
  const label = i18n._(LOGO_LABELS[type]);
  const labels: Record<string, string> = favicon
    ? { url: t`Image` }
    : { url: t`Image`, alt: t`Text of the logo` };
  return (
    <AdminForm
      id={form}
      model={logoForm}
      refusal={refusal}
      labels={labels}
      label={t`Choose the image of “${label}”`}
      onValues={(data) => {
        const url = formText(data, 'url');
        save({ type, url: url || null, alt: favicon ? '' : alt });
      }}
    >
      <ImageChoice form={form} allowNone={false} />
      {!favicon && (
        <ControlledTextField
          name="alt"
          label={labels.alt!}
          maxLength={ALT_MAX}
          hint={<Trans>Read instead of the logo: usually the site’s name.</Trans>}
          value={alt}
          onChange={setAlt}
        />
      )}
      <div className="form-actions">
        <SubmitButton>{t`Save the logo`}</SubmitButton>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            close();
            backToSlot(type);
          }}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </AdminForm>
  );
}

/** Where an image is chosen for a slot: sent to the library first, or picked among its images. */
function ImagePicker({ slot, title, children }: { slot: ImageSlot; title: string; children: ReactNode }) {
  const start = useRef<HTMLHeadingElement>(null);
  // the choice opens under its button: the focus goes to its start; once closed (saved or
  // cancelled), back to that button rather than to the page's start
  useEffect(() => {
    start.current?.focus();
    return () => {
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) document.getElementById(changeButtonId(slot))?.focus();
      });
    };
  }, [slot]);
  return (
    <div className="image-picker" id={`image-picker-${slot}`}>
      <h4 ref={start} tabIndex={-1} className="image-picker-title">
        {title}
      </h4>
      <ImageUpload slot={slot} />
      {children}
    </div>
  );
}

function LogoCard({ logo }: { logo: Theme['logos'][number] }) {
  const { i18n, t } = useLingui();
  const [slot, open, close, remove, news] = useUnit([
    $imageSlot,
    imageSlotOpened,
    imageSlotClosed,
    logoRemoveAsked,
    $imageNews,
  ]);
  const label = i18n._(LOGO_LABELS[logo.type]);
  const removed = news?.slot === logo.type && news.kind === 'removed' ? news.count : 0;
  // its « Retirer » is gone with the image: the focus goes to « Changer »
  useEffect(() => {
    if (removed) document.getElementById(changeButtonId(logo.type))?.focus();
  }, [removed, logo.type]);
  const { alt } = logo;
  const opened = slot === logo.type;
  return (
    <article className="appearance-logo" aria-labelledby={`logo-${logo.type}-title`}>
      <h3 id={`logo-${logo.type}-title`} className="appearance-subtitle">
        {label}
      </h3>
      {logo.type === 'LOGO_FAVICON' && (
        <p className="field-hint">
          <Trans>The small image of the browser’s tab; a square image reads best.</Trans>
        </p>
      )}
      {logo.url ? (
        <div className="appearance-logo-shown">
          <img src={logo.url} alt="" />
          {logo.type !== 'LOGO_FAVICON' && (
            <p>
              <Trans>
                Its text: <strong>{alt}</strong>
              </Trans>
            </p>
          )}
        </div>
      ) : (
        <p>
          <Trans>No image: the site shows its name instead.</Trans>
        </p>
      )}
      <div className="admin-row-actions">
        <button
          id={changeButtonId(logo.type)}
          type="button"
          className="button button-secondary"
          aria-expanded={opened}
          aria-controls={opened ? `image-picker-${logo.type}` : undefined}
          onClick={() => (opened ? close() : open(logo.type))}
        >
          <Trans>
            Change<span className="visually-hidden"> “{label}”</span>
          </Trans>
        </button>
        {logo.url && (
          <button type="button" className="button button-secondary" onClick={() => remove(logo.type)}>
            <Trans>
              Remove<span className="visually-hidden"> “{label}”</span>
            </Trans>
          </button>
        )}
      </div>
      <SlotNews slot={logo.type} />
      {opened && (
        <ImagePicker slot={logo.type} title={t`Choose the image of “${label}”`}>
          <LogoForm type={logo.type} />
        </ImagePicker>
      )}
    </article>
  );
}

function RemoveLogoDialog() {
  const { i18n, t } = useLingui();
  const refusalText = useRefusalText();
  const [type, pending, refusal, cancel, confirm] = useUnit([
    $removedLogo,
    $removePending,
    $removeRefusal,
    logoRemoveCancelled,
    logoRemoveConfirmed,
  ]);
  if (!type) return null;
  const label = i18n._(LOGO_LABELS[type]);
  return (
    <ConfirmDialog
      title={t`Remove “${label}”?`}
      confirm={<Trans>Remove the image</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
      problem={refusal ? refusalText(refusal) : null}
    >
      <p>
        <Trans>The site will show its name instead. The image stays in the media library.</Trans>
      </p>
    </ConfirmDialog>
  );
}

export function LogosSection({ theme }: { theme: Theme }) {
  return (
    <section className="panel appearance-section" aria-labelledby="appearance-logos-title">
      <h2 id="appearance-logos-title" className="panel-title">
        <Trans>Logos</Trans>
      </h2>
      <div className="appearance-logos">
        {theme.logos.map((logo) => (
          <LogoCard key={logo.type} logo={logo} />
        ))}
      </div>
      <RemoveLogoDialog />
    </section>
  );
}

// --- The banner ---------------------------------------------------------------------------------

const POSITION_X: Record<(typeof BANNER_CHOICES.positionX)[number], MessageDescriptor> = {
  left: msg`On the left`,
  center: msg`In the centre`,
  right: msg`On the right`,
};
const POSITION_Y: Record<(typeof BANNER_CHOICES.positionY)[number], MessageDescriptor> = {
  top: msg`At the top`,
  center: msg`In the middle`,
  bottom: msg`At the bottom`,
};
const SIZES: Record<(typeof BANNER_CHOICES.size)[number], MessageDescriptor> = {
  cover: msg`Fill the banner`,
  contain: msg`The whole image`,
  auto: msg`Its own size`,
};
const REPEATS: Record<(typeof BANNER_CHOICES.repeat)[number], MessageDescriptor> = {
  'no-repeat': msg`Not repeated`,
  repeat: msg`Repeated`,
  'repeat-x': msg`Repeated across`,
  'repeat-y': msg`Repeated down`,
};

function BannerImageForm({ banner }: { banner: Theme['banner'] }) {
  const { t } = useLingui();
  const [refusal, save, close] = useUnit([$bannerImageRefusal, bannerImageForm.submitted, imageSlotClosed]);
  return (
    <AdminForm
      id="banner-image"
      model={bannerImageForm}
      refusal={refusal}
      labels={{ url: t`Image` }}
      label={t`Choose the banner’s image`}
      onValues={(data) => save({ ...banner, url: formText(data, 'url') || null })}
    >
      <ImageChoice form="banner-image" allowNone />
      <div className="form-actions">
        <SubmitButton>{t`Save the banner’s image`}</SubmitButton>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            close();
            backToSlot('BANNER');
          }}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </AdminForm>
  );
}

function BannerSettings({ banner }: { banner: Theme['banner'] }) {
  const { i18n, t } = useLingui();
  const [refusal, save] = useUnit([$bannerRefusal, bannerForm.submitted]);
  const [min, max] = BANNER_HEIGHT_RANGE;
  const labels = {
    positionX: t`Horizontal position`,
    positionY: t`Vertical position`,
    size: t`Size`,
    repeat: t`Repeat`,
    height: t`Height (pixels)`,
  };
  const options = <K extends string>(words: Record<K, MessageDescriptor>) =>
    (Object.keys(words) as K[]).map((value) => ({ value, label: i18n._(words[value]) }));
  return (
    <AdminForm
      id="banner"
      model={bannerForm}
      refusal={refusal}
      labels={labels}
      className="form appearance-banner-settings"
      label={t`How the banner shows its image`}
      onValues={(data) => {
        const height = formText(data, 'height').trim();
        save({
          url: banner.url,
          positionX: formText(data, 'positionX') as Theme['banner']['positionX'],
          positionY: formText(data, 'positionY') as Theme['banner']['positionY'],
          size: formText(data, 'size') as Theme['banner']['size'],
          repeat: formText(data, 'repeat') as Theme['banner']['repeat'],
          height: height ? Number(height) : Number.NaN,
        });
      }}
    >
      <div className="appearance-banner-fields">
        <SelectField
          name="positionX"
          label={labels.positionX}
          options={options(POSITION_X)}
          defaultValue={banner.positionX}
        />
        <SelectField
          name="positionY"
          label={labels.positionY}
          options={options(POSITION_Y)}
          defaultValue={banner.positionY}
        />
        <SelectField
          name="size"
          label={labels.size}
          options={options(SIZES)}
          defaultValue={banner.size}
          hint={<Trans>Filling the banner may cut the image’s edges.</Trans>}
        />
        <SelectField
          name="repeat"
          label={labels.repeat}
          options={options(REPEATS)}
          defaultValue={banner.repeat}
        />
        <NumberField
          name="height"
          label={labels.height}
          min={min}
          max={max}
          defaultValue={banner.height}
          hint={
            <Trans>
              Between {min} and {max}.
            </Trans>
          }
        />
      </div>
      <div className="form-actions">
        <SubmitButton>{t`Save the banner’s settings`}</SubmitButton>
      </div>
    </AdminForm>
  );
}

export function BannerSection({ theme }: { theme: Theme }) {
  const { t } = useLingui();
  const [slot, open, close] = useUnit([$imageSlot, imageSlotOpened, imageSlotClosed]);
  const { banner } = theme;
  const opened = slot === 'BANNER';
  return (
    <section className="panel appearance-section" aria-labelledby="appearance-banner-title">
      <h2 id="appearance-banner-title" className="panel-title">
        <Trans>Banner</Trans>
      </h2>
      <p className="admin-intro">
        <Trans>The wide image under the site’s header.</Trans>
      </p>
      {banner.url ? (
        <div className="appearance-banner-shown">
          <img src={thumbnail(banner.url)} alt="" />
        </div>
      ) : (
        <p>
          <Trans>No image: the site shows no banner.</Trans>
        </p>
      )}
      <div className="admin-row-actions">
        <button
          id={changeButtonId('BANNER')}
          type="button"
          className="button button-secondary"
          aria-expanded={opened}
          aria-controls={opened ? 'image-picker-BANNER' : undefined}
          onClick={() => (opened ? close() : open('BANNER'))}
        >
          <Trans>Change the banner’s image</Trans>
        </button>
      </div>
      <SlotNews slot="BANNER" />
      {opened && (
        <ImagePicker slot="BANNER" title={t`Choose the banner’s image`}>
          <BannerImageForm banner={banner} />
        </ImagePicker>
      )}
      <BannerSettings banner={banner} />
    </section>
  );
}
