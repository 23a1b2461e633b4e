// /admin/medias: the site's media library (ADR 017) — its images, videos and PDF, newest first, a
// page at a time, by kind and words (`?type=&q=&page=`: plain links and a GET form, so that it reads
// without JavaScript too); a file added, its details (its alt text changed, where it is used, its
// address copied) and its deletion to the trash once confirmed.
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import type { MediaItem, MediaKind, MediaUsage } from '#shared/contracts/admin-media.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { requestedPage, requestedSearch } from '#shared/lib/pagination.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
import { panelStatusOf } from './panel-model.ts';

export const MEDIA_PAGE_SIZE = 24;
/** The URL's parameter of the kind shown (the same word in French). */
export const KIND_PARAM = 'type';
/** The kinds, as the API names them (shared/contracts/admin-media.ts, MEDIA_KINDS; written out:
 * the contracts bring zod, which the panel's chunks do without). */
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'document'];
/** The largest file of each kind (the contract's MEDIA_MAX_BYTES, ADR 017). */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};
/** The longest alt text (the contract's ALT_MAX). */
export const ALT_MAX = 250;
/** What the file input offers: the types the API reads from a file's bytes (ADR 017). */
export const ACCEPTED_TYPES: Readonly<Record<string, MediaKind>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/svg+xml': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'application/pdf': 'document',
};
/** The same, by the extensions a file picker filters on. */
export const ACCEPTED_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.svg', '.mp4', '.webm', '.pdf'];

export interface MediaQuery {
  page: number;
  kind: MediaKind | null;
  q: string | null;
}

/** What the page's URL asks for; a kind the API would refuse is no filter. */
export function mediaQueryOf(search: string): MediaQuery {
  const params = new URLSearchParams(search);
  const kind = params.get(KIND_PARAM) ?? '';
  return {
    page: requestedPage(params),
    kind: (MEDIA_KINDS as readonly string[]).includes(kind) ? (kind as MediaKind) : null,
    q: requestedSearch(params),
  };
}

/** The query of GET /admin/media. */
export function mediaApiQueryOf({ page, kind, q }: MediaQuery): string {
  const params = new URLSearchParams({ page: String(page), nbItem: String(MEDIA_PAGE_SIZE) });
  if (kind) params.set('kind', kind);
  if (q) params.set('q', q);
  return params.toString();
}

/** The kind of a chosen file by the type the browser claims (the API reads the bytes; this only
 * decides whether the alt text is asked for, and the size checked before sending). */
export function claimedKindOf(file: Pick<File, 'type' | 'name'> | null): MediaKind | null {
  if (!file) return null;
  const byType = ACCEPTED_TYPES[file.type];
  if (byType) return byType;
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (['.png', '.jpg', '.jpeg', '.webp', '.svg'].includes(extension)) return 'image';
  if (['.mp4', '.webm'].includes(extension)) return 'video';
  return extension === '.pdf' ? 'document' : null;
}

/** A size in the panel's words: bytes, kilobytes under a megabyte, megabytes (one decimal). */
export function sizeParts(bytes: number): { value: string; unit: 'B' | 'KB' | 'MB' } {
  const number = (n: number, digits: number) =>
    new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return { value: number(bytes, 0), unit: 'B' };
  if (bytes < 1024 * 1024) return { value: number(Math.round(bytes / 1024), 0), unit: 'KB' };
  return { value: number(Math.round((bytes / (1024 * 1024)) * 10) / 10, 1), unit: 'MB' };
}

// --- The list -----------------------------------------------------------------------------------

export const mediaOpened = createEvent<{ search: string }>();

const fetchMediaFx = createApiEffect<MediaQuery, ListResult<MediaItem>>((query) => ({
  path: '/admin/media',
  query: mediaApiQueryOf(query),
}));

export const $mediaQuery = createStore<MediaQuery>({ page: 1, kind: null, q: null });
export const $media = createStore<ListResult<MediaItem> | null>(null);
export const $mediaStatus = createStore(200);

sample({ clock: mediaOpened, fn: ({ search }) => mediaQueryOf(search), target: [$mediaQuery, fetchMediaFx] });
sample({
  clock: fetchMediaFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $media,
});
sample({
  clock: fetchMediaFx.done,
  fn: ({ params, result }) => {
    // a page the API refuses (past its limit) or past the last one is not there
    if (result.status === 400) return 404;
    const status = panelStatusOf(result);
    return status === 200 && params.page > 1 && result.body.data.items.length === 0 ? 404 : status;
  },
  target: $mediaStatus,
});
sample({ clock: fetchMediaFx.fail, fn: () => 500, target: $mediaStatus });

// --- Adding a file ------------------------------------------------------------------------------

export interface UploadValues {
  file: File | null;
  alt: string;
}

/** Checked before the bytes leave: a file, its alt text when an image, its size by the kind the
 * browser claims (the API decides on the bytes, with the same codes). */
export function checkUpload({ file, alt }: UploadValues): FieldError[] {
  if (!file || file.size === 0) return [{ path: 'file', message: file ? 'empty_file' : 'required' }];
  const kind = claimedKindOf(file);
  const errors: FieldError[] = [];
  if (file.type && !ACCEPTED_TYPES[file.type] && !kind) errors.push({ path: 'file', message: 'file_type' });
  else if (file.size > MEDIA_MAX_BYTES[kind ?? 'video'])
    errors.push({ path: 'file', message: 'file_too_large' });
  if (kind === 'image' && !alt.trim()) errors.push({ path: 'alt', message: 'required' });
  if (alt.trim().length > ALT_MAX) errors.push({ path: 'alt', message: 'too_long' });
  return errors;
}

const uploadMediaFx = createApiEffect<UploadValues, MediaItem>(({ file, alt }) => {
  const body = new FormData();
  body.append('alt', alt.trim());
  if (file) body.append('file', file, file.name);
  return { method: 'POST', path: '/admin/media', body };
});
export const uploadForm = createFormModel({ fx: uploadMediaFx, check: checkUpload });
export const $uploadRefusal = lastRefusal(uploadMediaFx, [mediaOpened, uploadForm.submitted]);
export const $uploadPending = uploadMediaFx.pending;

/** A file was chosen in the form (null: none): its alt text is asked for when it is an image. */
export const uploadFileChosen = createEvent<Pick<File, 'type' | 'name'> | null>();
export const $chosenKind = createStore<MediaKind | null>(null, { serialize: 'ignore' })
  .on(uploadFileChosen, (_, file) => claimedKindOf(file))
  .reset(mediaOpened, uploadForm.succeeded);

/** Files added since the page opened: the form is drawn anew after each (its fields emptied). */
export const $uploads = createStore(0, { serialize: 'ignore' }).on(uploadForm.succeeded, (n) => n + 1);

// --- A file's details -----------------------------------------------------------------------------

export const mediaSelected = createEvent<number>();
export const detailsClosed = createEvent();
/** The file whose details are open. */
export const $selectedId = createStore<number | null>(null, { serialize: 'ignore' })
  .on(mediaSelected, (_, id) => id)
  .reset(mediaOpened, detailsClosed);
export const $selected = combine(
  $selectedId,
  $media,
  (id, media) => media?.items.find((item) => item.id === id) ?? null,
);

const fetchUsagesFx = createApiEffect<number, MediaUsage[]>((id) => ({ path: `/admin/media/${id}/usages` }));
/** Where the open file is used: null while it is read, or when it could not be. */
export const $usages = createStore<MediaUsage[] | null>(null, { serialize: 'ignore' }).reset(
  mediaSelected,
  detailsClosed,
);
/** The usages could not be read (the API refused, or could not be reached). */
export const $usagesFailed = createStore(false, { serialize: 'ignore' }).reset(mediaSelected, detailsClosed);
export const $usagesPending = fetchUsagesFx.pending;

sample({ clock: mediaSelected, target: fetchUsagesFx });
// an answer for a file closed meanwhile is not this one's
const usagesAnswered = sample({
  clock: fetchUsagesFx.finally,
  source: $selectedId,
  filter: (id, { params }) => id === params,
  fn: (_, answer) =>
    answer.status === 'done' && answer.result.body.success ? answer.result.body.data : null,
});
sample({ clock: usagesAnswered, target: $usages });
sample({ clock: usagesAnswered, fn: (usages) => usages === null, target: $usagesFailed });

// the alt text, changed in place
export interface AltValues {
  id: number;
  alt: string;
  /** An image's alt text cannot be emptied (ADR 017). */
  kind: MediaKind;
}

const checkAlt = ({ alt, kind }: AltValues): FieldError[] =>
  kind === 'image' && !alt.trim()
    ? [{ path: 'alt', message: 'required' }]
    : alt.trim().length > ALT_MAX
      ? [{ path: 'alt', message: 'too_long' }]
      : [];

const updateAltFx = createApiEffect<AltValues, MediaItem>(({ id, alt }) => ({
  method: 'PUT',
  path: `/admin/media/${id}`,
  body: { alt: alt.trim() },
}));
export const altForm = createFormModel({ fx: updateAltFx, check: checkAlt });
export const $altRefusal = lastRefusal(updateAltFx, [mediaOpened, mediaSelected, altForm.submitted]);
/** The alt text was saved, counted (the status takes the focus each time). */
export const $altSaved = createStore(0, { serialize: 'ignore' })
  .on(altForm.succeeded, (n) => n + 1)
  .reset(mediaOpened, mediaSelected, detailsClosed);
sample({ clock: [mediaSelected, detailsClosed], target: altForm.reset });

// the address, copied for a page or a mail
const copyAddressFx = createEffect((text: string) => navigator.clipboard.writeText(text));
export const addressCopyClicked = createEvent<string>();
export const $addressCopied = createStore<'copied' | 'failed' | null>(null, { serialize: 'ignore' })
  .on(copyAddressFx.done, () => 'copied')
  .on(copyAddressFx.fail, () => 'failed')
  .reset(mediaSelected, detailsClosed, addressCopyClicked);
sample({ clock: addressCopyClicked, target: copyAddressFx });

// --- Deleting, once confirmed: to the trash ---------------------------------------------------

export const deleteAsked = createEvent();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const $deleteAsked = createStore(false, { serialize: 'ignore' })
  .on(deleteAsked, () => true)
  .reset(mediaOpened, mediaSelected, detailsClosed, deleteCancelled);

const deleteMediaFx = createApiEffect<MediaItem, { trashed: number }>(({ id }) => ({
  method: 'DELETE',
  path: `/admin/media/${id}`,
}));
export const $deletePending = deleteMediaFx.pending;
/** The API's sentence when it refuses (a file still used: 409). */
export const $deleteRefusal = lastRefusal(deleteMediaFx, [
  mediaOpened,
  mediaSelected,
  deleteAsked,
  deleteCancelled,
]);

sample({
  clock: deleteConfirmed,
  source: { selected: $selected, asked: $deleteAsked, pending: deleteMediaFx.pending },
  filter: ({ selected, asked, pending }) => asked && !pending && selected !== null,
  fn: ({ selected }) => selected!,
  target: deleteMediaFx,
});
const trashed = deleteMediaFx.done.filterMap(({ params, result }) =>
  result.body.success ? params : undefined,
);
$deleteAsked.reset(trashed);
$selectedId.reset(trashed);

// --- The list and what was done ---------------------------------------------------------------

$media
  .on(uploadForm.succeeded, (list, { data }) =>
    list
      ? { ...list, items: [data, ...list.items.filter((i) => i.id !== data.id)], total: list.total + 1 }
      : list,
  )
  .on(altForm.succeeded, (list, { data }) =>
    list ? { ...list, items: list.items.map((i) => (i.id === data.id ? data : i)) } : list,
  )
  .on(trashed, (list, gone) =>
    list
      ? { ...list, items: list.items.filter((i) => i.id !== gone.id), total: Math.max(0, list.total - 1) }
      : list,
  );

/** What was done last, said in a status (counted: it takes the focus each time). */
export type MediaChange = { kind: 'added' | 'trashed'; name: string; count: number };
const $changes = createStore(0, { serialize: 'ignore' });
export const $lastChange = createStore<MediaChange | null>(null, { serialize: 'ignore' }).reset(
  mediaOpened,
  uploadForm.submitted,
);
const changed = sample({
  clock: [
    uploadForm.succeeded.map(({ data }) => ({ kind: 'added' as const, name: data.name })),
    trashed.map((gone) => ({ kind: 'trashed' as const, name: gone.name })),
  ],
  source: $changes,
  fn: (count, change): MediaChange => ({ ...change, count: count + 1 }),
});
sample({ clock: changed, target: $lastChange });
sample({ clock: changed, fn: ({ count }) => count, target: $changes });
