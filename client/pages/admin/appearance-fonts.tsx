// The fonts of /admin/apparence (ADR 016): the family, size, weight, style and colour of titles,
// text and menu; and the font files the site uploads, their weight read from their name (SPEC §9:
// « Lato-Bold.woff2 → 700 »), each deleted after a confirmation.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { FONT_TYPES, type Theme } from '#shared/contracts/admin-theme.ts';
import { fontStyleFromName, fontWeightFromName } from '#shared/lib/font-files.ts';
import { formText, SubmitButton } from '../../shared/ui/api-form.tsx';
import { FileField, SelectField, TextField } from '../../shared/ui/form.tsx';
import { AdminForm, ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import {
  $fontFileRefusal,
  $fontFileRemovePending,
  $fontFileRemoveRefusal,
  $fontNews,
  $fontsRefusal,
  $removedFontFile,
  type FontType,
  fontFileForm,
  fontFileRemoveAsked,
  fontFileRemoveCancelled,
  fontFileRemoveConfirmed,
  fontsForm,
} from './appearance-fonts-model.ts';

const FONT_LABELS: Record<FontType, MessageDescriptor> = {
  TITLE: msg`Titles`,
  CONTENT: msg`Text`,
  MENU: msg`Menu`,
};

const WEIGHTS: [value: string, label: MessageDescriptor][] = [
  ['normal', msg`Normal`],
  ['bold', msg`Bold`],
  ['100', msg`100 (thin)`],
  ['200', msg`200 (extra light)`],
  ['300', msg`300 (light)`],
  ['400', msg`400 (regular)`],
  ['500', msg`500 (medium)`],
  ['600', msg`600 (semi-bold)`],
  ['700', msg`700 (bold)`],
  ['800', msg`800 (extra bold)`],
  ['900', msg`900 (black)`],
];

const FONT_FILE_TYPES = [
  '.woff2',
  '.woff',
  '.ttf',
  '.otf',
  'font/woff2',
  'font/woff',
  'font/ttf',
  'font/otf',
];

const orNull = (value: string) => (value.trim() ? value.trim() : null);

function FontsNews({ kinds }: { kinds: readonly string[] }) {
  const news = useUnit($fontNews);
  const mine = news && kinds.includes(news.kind) ? news : null;
  const name = mine?.name ?? '';
  return (
    <p className="settings-news" role="status">
      {mine?.kind === 'fonts' ? (
        <Trans>Saved</Trans>
      ) : mine?.kind === 'fileAdded' ? (
        <Trans>The font file “{name}” is added.</Trans>
      ) : mine?.kind === 'fileRemoved' ? (
        <Trans>The font file “{name}” is deleted.</Trans>
      ) : null}
    </p>
  );
}

export function FontsSection({ theme }: { theme: Theme }) {
  const { i18n, t } = useLingui();
  const [refusal, save] = useUnit([$fontsRefusal, fontsForm.submitted]);
  const families = theme.families.map((family) => ({ value: family, label: family }));
  const weights = WEIGHTS.map(([value, label]) => ({ value, label: i18n._(label) }));
  const styles = [
    { value: 'normal', label: t`Upright` },
    { value: 'italic', label: t`Italic` },
  ];
  const labels: Record<string, string> = {};
  for (const [index, type] of FONT_TYPES.entries()) {
    const what = i18n._(FONT_LABELS[type]);
    labels[`fonts.${index}.family`] = t`${what}: family`;
    labels[`fonts.${index}.size`] = t`${what}: size`;
    labels[`fonts.${index}.weight`] = t`${what}: weight`;
    labels[`fonts.${index}.style`] = t`${what}: style`;
    labels[`fonts.${index}.color`] = t`${what}: colour`;
  }
  return (
    <section className="panel appearance-section" aria-labelledby="appearance-fonts-title">
      <h2 id="appearance-fonts-title" className="panel-title">
        <Trans>Fonts</Trans>
      </h2>
      <AdminForm
        id="fonts"
        model={fontsForm}
        refusal={refusal}
        labels={labels}
        onValues={(data) =>
          save({
            fonts: FONT_TYPES.map((type, index) => ({
              type,
              family: formText(data, `fonts.${index}.family`),
              size: orNull(formText(data, `fonts.${index}.size`)),
              weight: orNull(formText(data, `fonts.${index}.weight`)) as never,
              style: orNull(formText(data, `fonts.${index}.style`)) as never,
              color: orNull(formText(data, `fonts.${index}.color`)),
            })),
          })
        }
      >
        <div className="appearance-fonts">
          {FONT_TYPES.map((type, index) => {
            const font = theme.fonts.find((f) => f.type === type);
            return (
              <fieldset key={type} className="admin-fieldset fieldset">
                <legend>{i18n._(FONT_LABELS[type])}</legend>
                <SelectField
                  name={`fonts.${index}.family`}
                  label={t`Family`}
                  options={families}
                  defaultValue={font?.family ?? theme.families[0]}
                />
                <TextField
                  name={`fonts.${index}.size`}
                  label={t`Size`}
                  optional
                  maxLength={10}
                  hint={<Trans>For example 1.65em, 18px or 110%.</Trans>}
                  defaultValue={font?.size ?? ''}
                />
                <SelectField
                  name={`fonts.${index}.weight`}
                  label={t`Weight`}
                  options={weights}
                  placeholder={t`The theme’s`}
                  defaultValue={font?.weight ?? ''}
                />
                <SelectField
                  name={`fonts.${index}.style`}
                  label={t`Style`}
                  options={styles}
                  placeholder={t`The theme’s`}
                  defaultValue={font?.style ?? ''}
                />
                <TextField
                  name={`fonts.${index}.color`}
                  label={t`Colour`}
                  optional
                  maxLength={7}
                  hint={<Trans>A hex code, for example #1f1f1f; empty: the theme’s.</Trans>}
                  defaultValue={font?.color ?? ''}
                />
              </fieldset>
            );
          })}
        </div>
        <div className="form-actions settings-actions">
          <SubmitButton>{t`Save the fonts`}</SubmitButton>
          <FontsNews kinds={['fonts']} />
        </div>
      </AdminForm>
    </section>
  );
}

function FontFileUpload() {
  const { t } = useLingui();
  const [refusal, upload] = useUnit([$fontFileRefusal, fontFileForm.submitted]);
  const [chosen, setChosen] = useState<string | null>(null);
  const labels = { family: t`Family`, file: t`Font file` };
  const weight = chosen ? fontWeightFromName(chosen) : null;
  const italic = chosen ? fontStyleFromName(chosen) === 'italic' : false;
  return (
    <AdminForm
      id="font-file"
      model={fontFileForm}
      refusal={refusal}
      labels={labels}
      className="form appearance-font-upload"
      label={t`Add a font file`}
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.type === 'file') setChosen(input.files?.[0]?.name ?? null);
      }}
      onValues={(data) => {
        const file = data.get('file');
        upload({ family: formText(data, 'family'), file: file instanceof File && file.name ? file : null });
      }}
    >
      <TextField
        name="family"
        label={labels.family}
        maxLength={64}
        hint={<Trans>The name the fonts list offers, for example Marianne.</Trans>}
      />
      <FileField
        name="file"
        label={labels.file}
        accept={FONT_FILE_TYPES}
        maxSizeKb={2 * 1024}
        hint={
          <Trans>
            WOFF2, WOFF, TTF or OTF, 2 MB at most. The weight is read from the file’s name: « Lato-Bold.woff2
            → 700 », « Lato-Light.woff2 → 300 », a name without a weight is 400; « Italic » in the name makes
            it italic.
          </Trans>
        }
      />
      <p className="field-hint" aria-live="polite">
        {chosen && weight !== null ? (
          italic ? (
            <Trans>
              « {chosen} → {weight} », italic
            </Trans>
          ) : (
            <Trans>
              « {chosen} → {weight} »
            </Trans>
          )
        ) : null}
      </p>
      <div className="form-actions">
        <SubmitButton>{t`Add the font file`}</SubmitButton>
      </div>
    </AdminForm>
  );
}

function RemoveFontFileDialog({ theme }: { theme: Theme }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [id, pending, refusal, cancel, confirm] = useUnit([
    $removedFontFile,
    $fontFileRemovePending,
    $fontFileRemoveRefusal,
    fontFileRemoveCancelled,
    fontFileRemoveConfirmed,
  ]);
  const file = theme.fontFiles.find((f) => f.id === id);
  if (!file) return null;
  const { name } = file;
  return (
    <ConfirmDialog
      title={t`Delete the font file “${name}”?`}
      confirm={<Trans>Delete the file</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
      problem={refusal ? refusalText(refusal) : null}
    >
      <p>
        <Trans>
          The file is deleted for good. Text in this family and weight falls back to another font.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function FontFilesSection({ theme }: { theme: Theme }) {
  const [remove, news] = useUnit([fontFileRemoveAsked, $fontNews]);
  // a file added: the form starts empty again
  const added = news?.kind === 'fileAdded' ? news.count : 0;
  // a file deleted, its button with it: the focus goes to the list's heading, the news under it
  const title = useRef<HTMLHeadingElement>(null);
  const removed = news?.kind === 'fileRemoved' ? news.count : 0;
  useEffect(() => {
    if (removed) title.current?.focus();
  }, [removed]);
  return (
    <section className="panel appearance-section" aria-labelledby="appearance-font-files-title">
      <h2 id="appearance-font-files-title" className="panel-title" ref={title} tabIndex={-1}>
        <Trans>Font files</Trans>
      </h2>
      <p className="admin-intro">
        <Trans>A family of its own, sent by the site: add one file per weight and style.</Trans>
      </p>
      {theme.fontFiles.length === 0 ? (
        <p className="empty-state">
          <Trans>No font file yet: the site uses its bundled font.</Trans>
        </p>
      ) : (
        <ul className="appearance-font-files">
          {theme.fontFiles.map((file) => {
            const { name, family, weight } = file;
            return (
              <li key={file.id}>
                <p>
                  <strong>{family}</strong>{' '}
                  {file.style === 'italic' ? (
                    <Trans>{weight}, italic</Trans>
                  ) : (
                    <Trans>{weight}, upright</Trans>
                  )}
                  <span className="appearance-file-name">{name}</span>
                </p>
                <button type="button" className="button button-secondary" onClick={() => remove(file.id)}>
                  <Trans>
                    Delete<span className="visually-hidden"> the font file “{name}”</span>
                  </Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FontsNews kinds={['fileAdded', 'fileRemoved']} />
      <h3 className="appearance-subtitle">
        <Trans>Add a font file</Trans>
      </h3>
      <FontFileUpload key={added} />
      <RemoveFontFileDialog theme={theme} />
    </section>
  );
}
