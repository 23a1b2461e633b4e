// The fonts of /admin/apparence (ADR 016): the family, size, weight, style and colour of titles,
// text and menu (`PUT /admin/theme/fonts`), and the font files the site uploads (`POST
// /admin/theme/font-files`: a file and its family, its weight and style read from its name,
// SPEC §9), deleted for good after a confirmation.
import { createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import {
  FONT_FAMILY,
  type FONT_TYPES,
  type FontFile,
  type FontsWrite,
  type Theme,
} from '#shared/contracts/admin-theme.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
import { $theme, appearanceOpened } from './appearance-model.ts';

export type FontType = (typeof FONT_TYPES)[number];
export type FontValues = FontsWrite['fonts'][number];

/** What the API accepts (shared/contracts/admin-theme.ts, fontsWriteSchema). */
const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const SIZE = /^\d{1,3}(\.\d{1,3})?(px|em|rem|%)$/;

/** The three fonts' errors, with the API's paths (`fonts.<index>.<field>`). */
export function fontErrors({ fonts }: FontsWrite): FieldError[] {
  return fonts.flatMap((font, index) => [
    ...(FONT_FAMILY.test(font.family) ? [] : [{ path: `fonts.${index}.family`, message: 'required' }]),
    ...(font.size === null || SIZE.test(font.size)
      ? []
      : [{ path: `fonts.${index}.size`, message: 'invalid' }]),
    ...(font.color === null || COLOUR.test(font.color)
      ? []
      : [{ path: `fonts.${index}.color`, message: 'invalid_colour' }]),
  ]);
}

const setFontsFx = createApiEffect<FontsWrite, Theme>((body) => ({
  method: 'PUT',
  path: '/admin/theme/fonts',
  body,
}));
export const fontsForm = createFormModel({ fx: setFontsFx, check: fontErrors });
export const $fontsRefusal = lastRefusal(setFontsFx, [appearanceOpened, fontsForm.submitted]);

// --- Font files ------------------------------------------------------------------------------------

export interface FontFileUpload {
  family: string;
  file: File | null;
}

/** The largest font file the API takes (server/modules/sites/admin-theme.ts). */
export const FONT_FILE_MAX_BYTES = 2 * 1024 * 1024;

const uploadFontFileFx = createApiEffect<FontFileUpload, Theme>(({ family, file }) => {
  const body = new FormData();
  body.set('family', family.trim());
  if (file) body.set('file', file);
  return { method: 'POST', path: '/admin/theme/font-files', body };
});

const checkFontFile = ({ family, file }: FontFileUpload): FieldError[] => [
  ...(family.trim() && !FONT_FAMILY.test(family.trim())
    ? [{ path: 'family', message: 'invalid' }]
    : checks.required('family', family)),
  ...(!file
    ? [{ path: 'file', message: 'required' }]
    : file.size === 0
      ? [{ path: 'file', message: 'empty_file' }]
      : file.size > FONT_FILE_MAX_BYTES
        ? [{ path: 'file', message: 'file_too_large' }]
        : []),
];

export const fontFileForm = createFormModel({ fx: uploadFontFileFx, check: checkFontFile });
export const $fontFileRefusal = lastRefusal(uploadFontFileFx, [appearanceOpened, fontFileForm.submitted]);

export const fontFileRemoveAsked = createEvent<number>();
export const fontFileRemoveCancelled = createEvent();
export const fontFileRemoveConfirmed = createEvent();
/** The font file whose deletion waits for a confirmation. */
export const $removedFontFile = createStore<number | null>(null, { serialize: 'ignore' })
  .on(fontFileRemoveAsked, (_, id) => id)
  .reset(appearanceOpened, fontFileRemoveCancelled);

const removeFontFileFx = createApiEffect<FontFile, Theme>(({ id }) => ({
  method: 'DELETE',
  path: `/admin/theme/font-files/${id}`,
}));
export const $fontFileRemovePending = removeFontFileFx.pending;
export const $fontFileRemoveRefusal = lastRefusal(removeFontFileFx, [
  appearanceOpened,
  fontFileRemoveAsked,
  fontFileRemoveCancelled,
]);
sample({
  clock: fontFileRemoveConfirmed,
  source: { id: $removedFontFile, theme: $theme, pending: removeFontFileFx.pending },
  filter: ({ id, theme, pending }) => !pending && !!theme?.fontFiles.some((f) => f.id === id),
  fn: ({ id, theme }) => theme!.fontFiles.find((f) => f.id === id)!,
  target: removeFontFileFx,
});
const fontFileRemoved = removeFontFileFx.done.filterMap(({ params, result }) =>
  result.body.success ? { file: params, theme: result.body.data } : undefined,
);
$removedFontFile.reset(fontFileRemoved);

// --- What was done ---------------------------------------------------------------------------------

/** What was saved last (counted: it is said again each time); `name`: the font file's. */
export type FontNews = { kind: 'fonts' | 'fileAdded' | 'fileRemoved'; name: string; count: number };
const $newsCount = createStore(0, { serialize: 'ignore' });
export const $fontNews = createStore<FontNews | null>(null, { serialize: 'ignore' }).reset(
  appearanceOpened,
  fontsForm.submitted,
  fontFileForm.submitted,
  fontFileRemoveAsked,
);
const news = sample({
  clock: [
    fontsForm.succeeded.map(() => ({ kind: 'fonts' as const, name: '' })),
    fontFileForm.succeeded.map(({ params }) => ({
      kind: 'fileAdded' as const,
      name: params.file?.name ?? '',
    })),
    fontFileRemoved.map(({ file }) => ({ kind: 'fileRemoved' as const, name: file.name })),
  ],
  source: $newsCount,
  fn: (count, item): FontNews => ({ ...item, count: count + 1 }),
});
sample({ clock: news, target: $fontNews });
sample({ clock: news, fn: ({ count }) => count, target: $newsCount });

$theme
  .on(fontsForm.succeeded, (_, { data }) => data)
  .on(fontFileForm.succeeded, (_, { data }) => data)
  .on(fontFileRemoved, (_, { theme }) => theme);
