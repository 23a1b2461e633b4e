// The logos and the banner of /admin/apparence (ADR 016): each is one of the site's images, chosen
// in the media library (`GET /admin/media?kind=image`, by pages) or sent to it first (`POST
// /admin/media`, an image with its text); a logo is saved with its own text (none for the favicon)
// and removed after a confirmation; the banner is saved with its position, size, repeat, height.
import { createEvent, createStore, sample } from 'effector';
import type { FieldError } from '#shared/contracts/account.ts';
import { MEDIA_MAX_BYTES, type MediaItem } from '#shared/contracts/admin-media.ts';
import { BANNER_HEIGHT_RANGE, type LOGO_TYPES, type Theme } from '#shared/contracts/admin-theme.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { lastRefusal } from './admin-form.ts';
import { $theme, appearanceOpened } from './appearance-model.ts';

export type LogoType = (typeof LOGO_TYPES)[number];
/** What an image is chosen for: a logo, or the banner. */
export type ImageSlot = LogoType | 'BANNER';

// --- The image being chosen --------------------------------------------------------------------

/** « Changer » pressed: the library's images are offered for this slot. */
export const imageSlotOpened = createEvent<ImageSlot>();
export const imageSlotClosed = createEvent();
export const $imageSlot = createStore<ImageSlot | null>(null, { serialize: 'ignore' })
  .on(imageSlotOpened, (_, slot) => slot)
  .reset(appearanceOpened, imageSlotClosed);

/** The image chosen in the list (its URL), null for none (the banner may have none). */
export const imagePicked = createEvent<string | null>();
export const $pickedImage = createStore<string | null>(null, { serialize: 'ignore' })
  .on(imagePicked, (_, url) => url)
  .reset(appearanceOpened);

/** The URL a slot shows now. */
export const currentImage = (theme: Theme | null, slot: ImageSlot): string | null =>
  slot === 'BANNER'
    ? (theme?.banner.url ?? null)
    : (theme?.logos.find((logo) => logo.type === slot)?.url ?? null);

sample({ clock: imageSlotOpened, source: $theme, fn: currentImage, target: $pickedImage });

// --- The library's images, by pages ------------------------------------------------------------

export const IMAGES_PER_PAGE = 24;

interface ImageList {
  items: MediaItem[];
  total: number;
  page: number;
  nbItem: number;
}

const fetchImagesFx = createApiEffect<number, ImageList>((page) => ({
  path: '/admin/media',
  query: `kind=image&page=${page}&nbItem=${IMAGES_PER_PAGE}`,
}));

export const $images = createStore<MediaItem[]>([], { serialize: 'ignore' }).reset(appearanceOpened);
export const $imagesTotal = createStore(0, { serialize: 'ignore' }).reset(appearanceOpened);
const $imagesPage = createStore(0, { serialize: 'ignore' }).reset(appearanceOpened);
export const $imagesPending = fetchImagesFx.pending;
export const $imagesFailed = createStore(false, { serialize: 'ignore' })
  .on(fetchImagesFx.fail, () => true)
  .on(fetchImagesFx.doneData, (_, response) => !response.body.success)
  .reset(appearanceOpened);
export const moreImagesClicked = createEvent();

// the first page when a slot first opens; the next ones on demand
sample({
  clock: imageSlotOpened,
  source: { page: $imagesPage, pending: fetchImagesFx.pending },
  filter: ({ page, pending }) => page === 0 && !pending,
  fn: () => 1,
  target: fetchImagesFx,
});
sample({
  clock: moreImagesClicked,
  source: { page: $imagesPage, pending: fetchImagesFx.pending, images: $images, total: $imagesTotal },
  filter: ({ pending, images, total }) => !pending && images.length < total,
  fn: ({ page }) => page + 1,
  target: fetchImagesFx,
});
const imagesRead = fetchImagesFx.doneData.filterMap((response) =>
  response.body.success ? response.body.data : undefined,
);
$images.on(imagesRead, (list, { items, page }) =>
  page === 1 ? items : [...list, ...items.filter((item) => !list.some((known) => known.id === item.id))],
);
$imagesTotal.on(imagesRead, (_, { total }) => total);
$imagesPage.on(imagesRead, (_, { page }) => page);

// --- Sending a new image to the library ---------------------------------------------------------

export interface ImageUpload {
  file: File | null;
  alt: string;
}

const uploadImageFx = createApiEffect<ImageUpload, MediaItem>(({ file, alt }) => {
  const body = new FormData();
  if (file) body.set('file', file);
  body.set('alt', alt.trim());
  return { method: 'POST', path: '/admin/media', body };
});

const checkUpload = ({ file, alt }: ImageUpload): FieldError[] => [
  ...(!file || file.size === 0
    ? [{ path: 'file', message: file ? 'empty_file' : 'required' }]
    : file.size > MEDIA_MAX_BYTES.image
      ? [{ path: 'file', message: 'file_too_large' }]
      : []),
  ...checks.required('alt', alt),
];

export const imageUploadForm = createFormModel({ fx: uploadImageFx, check: checkUpload });
export const $uploadRefusal = lastRefusal(uploadImageFx, [imageSlotOpened, imageUploadForm.submitted]);
/** The image just sent, said in a status (counted: said again each time). */
export const $uploaded = createStore<{ alt: string; count: number } | null>(null, { serialize: 'ignore' })
  .on(imageUploadForm.succeeded, (last, { data }) => ({ alt: data.alt, count: (last?.count ?? 0) + 1 }))
  .reset(imageSlotOpened, imageSlotClosed);

// the new image heads the list, chosen
$images.on(imageUploadForm.succeeded, (list, { data }) => [data, ...list.filter((i) => i.id !== data.id)]);
$imagesTotal.on(imageUploadForm.succeeded, (total) => total + 1);
sample({ clock: imageUploadForm.succeeded, fn: ({ data }) => data.url, target: $pickedImage });
sample({ clock: imageSlotOpened, target: imageUploadForm.reset });

// --- A logo: its image and its text ----------------------------------------------------------------

/** The logo's text as typed: the logo's own when its slot opens; an image's text when the field is
 * empty and an image is chosen (a starting point, usually the site's name). */
export const logoAltEdited = createEvent<string>();
export const $logoAlt = createStore('', { serialize: 'ignore' }).on(logoAltEdited, (_, alt) => alt);
sample({
  clock: imageSlotOpened,
  source: $theme,
  fn: (theme, slot) => theme?.logos.find((logo) => logo.type === slot)?.alt ?? '',
  target: $logoAlt,
});
sample({
  clock: $pickedImage.updates,
  source: { alt: $logoAlt, images: $images, slot: $imageSlot },
  filter: ({ alt, slot }) => !alt.trim() && slot !== null && slot !== 'BANNER' && slot !== 'LOGO_FAVICON',
  fn: ({ images }, url) => images.find((image) => image.url === url)?.alt ?? '',
  target: $logoAlt,
});

export interface LogoValues {
  type: LogoType;
  url: string | null;
  alt: string;
}

const setLogoFx = createApiEffect<LogoValues, Theme>(({ type, url, alt }) => ({
  method: 'PUT',
  path: `/admin/theme/logos/${type}`,
  body: { url, alt: alt.trim() },
}));

const checkLogo = ({ type, url, alt }: LogoValues): FieldError[] => [
  ...(url ? [] : [{ path: 'url', message: 'required' }]),
  // the favicon is drawn in the browser's tab, never read out: it needs no text
  ...(type === 'LOGO_FAVICON' ? [] : checks.required('alt', alt)),
];

export const logoForm = createFormModel({ fx: setLogoFx, check: checkLogo });
export const $logoRefusal = lastRefusal(setLogoFx, [imageSlotOpened, imageSlotClosed, logoForm.submitted]);
sample({ clock: [imageSlotOpened, imageSlotClosed], target: logoForm.reset });

export const logoRemoveAsked = createEvent<LogoType>();
export const logoRemoveCancelled = createEvent();
export const logoRemoveConfirmed = createEvent();
/** The logo whose removal waits for a confirmation. */
export const $removedLogo = createStore<LogoType | null>(null, { serialize: 'ignore' })
  .on(logoRemoveAsked, (_, type) => type)
  .reset(appearanceOpened, logoRemoveCancelled);

const removeLogoFx = createApiEffect<LogoType, Theme>((type) => ({
  method: 'DELETE',
  path: `/admin/theme/logos/${type}`,
}));
export const $removePending = removeLogoFx.pending;
export const $removeRefusal = lastRefusal(removeLogoFx, [
  appearanceOpened,
  logoRemoveAsked,
  logoRemoveCancelled,
]);
sample({
  clock: logoRemoveConfirmed,
  source: { type: $removedLogo, pending: removeLogoFx.pending },
  filter: ({ type, pending }) => type !== null && !pending,
  fn: ({ type }) => type!,
  target: removeLogoFx,
});
const logoRemoved = removeLogoFx.done.filterMap(({ params, result }) =>
  result.body.success ? { type: params, theme: result.body.data } : undefined,
);
$removedLogo.reset(logoRemoved);

// --- The banner ------------------------------------------------------------------------------------

export type BannerValues = Theme['banner'];

/** The banner's image (with its other settings as stored), or its settings (with its image). */
const setBannerImageFx = createApiEffect<BannerValues, Theme>((banner) => ({
  method: 'PUT',
  path: '/admin/theme/banner',
  body: banner,
}));
const setBannerFx = createApiEffect<BannerValues, Theme>((banner) => ({
  method: 'PUT',
  path: '/admin/theme/banner',
  body: banner,
}));

export const bannerImageForm = createFormModel({ fx: setBannerImageFx });
export const $bannerImageRefusal = lastRefusal(setBannerImageFx, [
  imageSlotOpened,
  imageSlotClosed,
  bannerImageForm.submitted,
]);
sample({ clock: [imageSlotOpened, imageSlotClosed], target: bannerImageForm.reset });

const checkBanner = ({ height }: BannerValues): FieldError[] =>
  Number.isInteger(height)
    ? height < BANNER_HEIGHT_RANGE[0] || height > BANNER_HEIGHT_RANGE[1]
      ? [{ path: 'height', message: 'out_of_range' }]
      : []
    : [{ path: 'height', message: Number.isNaN(height) ? 'required' : 'invalid_number' }];

export const bannerForm = createFormModel({ fx: setBannerFx, check: checkBanner });
export const $bannerRefusal = lastRefusal(setBannerFx, [appearanceOpened, bannerForm.submitted]);

// --- What was done ---------------------------------------------------------------------------------

/** What was saved last, by part of the screen (counted: it is said again each time). */
export type ImageNews = { slot: ImageSlot; kind: 'saved' | 'removed' | 'settings'; count: number };
const $newsCount = createStore(0, { serialize: 'ignore' });
export const $imageNews = createStore<ImageNews | null>(null, { serialize: 'ignore' }).reset(
  appearanceOpened,
  imageSlotOpened,
  logoRemoveAsked,
  bannerForm.submitted,
);
const news = sample({
  clock: [
    logoForm.succeeded.map(({ params }) => ({ slot: params.type as ImageSlot, kind: 'saved' as const })),
    logoRemoved.map(({ type }) => ({ slot: type as ImageSlot, kind: 'removed' as const })),
    bannerImageForm.succeeded.map(() => ({ slot: 'BANNER' as const, kind: 'saved' as const })),
    bannerForm.succeeded.map(() => ({ slot: 'BANNER' as const, kind: 'settings' as const })),
  ],
  source: $newsCount,
  fn: (count, item): ImageNews => ({ ...item, count: count + 1 }),
});
sample({ clock: news, target: $imageNews });
sample({ clock: news, fn: ({ count }) => count, target: $newsCount });

// every answer of a write is the whole theme; a saved image closes its choice
$theme
  .on(logoForm.succeeded, (_, { data }) => data)
  .on(logoRemoved, (_, { theme }) => theme)
  .on(bannerImageForm.succeeded, (_, { data }) => data)
  .on(bannerForm.succeeded, (_, { data }) => data);
sample({ clock: [logoForm.succeeded, bannerImageForm.succeeded], target: imageSlotClosed });
