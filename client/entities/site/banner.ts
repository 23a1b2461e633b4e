// SPEC §2/§3 layout option: the site banner under the header, an image with its position, size,
// repeat and height. Its values land in a style attribute, so each one is checked against what
// CSS accepts for it; anything else falls back to a default rather than reaching the page.
import type { CSSProperties } from 'react';
import type { Banner } from '#shared/contracts/site.ts';
import { IMAGE_WIDTHS, ipxUrl, isOptimisable } from '#shared/lib/images.ts';

const LENGTH = /^\d{1,4}(\.\d{1,2})?(px|%|em|rem|vw|vh)$/;
const POSITION_X = /^(left|center|right)$/;
const POSITION_Y = /^(top|center|bottom)$/;
const SIZE_KEYWORD = /^(cover|contain|auto)$/;
const REPEAT = /^(no-repeat|repeat|repeat-x|repeat-y|space|round)$/;
/** The site's own media (absolute path) or an https image; no quote, parenthesis or space. */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/[a-z0-9.-]+\/)[A-Za-z0-9/_.~%-]*$/;

export const BANNER_HEIGHT = { min: 40, max: 800, fallback: 320 } as const;

const pick = (value: string, allowed: RegExp, fallback: string) => {
  const v = value.trim().toLowerCase();
  return allowed.test(v) || LENGTH.test(v) ? v : fallback;
};

function size(value: string): string {
  const parts = value.trim().toLowerCase().split(/\s+/);
  const ok = parts.length <= 2 && parts.every((p) => LENGTH.test(p) || (p === 'auto' && parts.length === 2));
  if (parts.length === 1 && SIZE_KEYWORD.test(parts[0]!)) return parts[0]!;
  return ok ? parts.join(' ') : 'cover';
}

const usableUrl = (banner: Banner | null | undefined) => {
  const url = banner?.onlineImage?.url;
  return url && IMAGE_URL.test(url) && !url.includes('..') ? url : null;
};

const heightOf = (banner: Banner) =>
  Number.isInteger(banner.height) && banner.height >= BANNER_HEIGHT.min && banner.height <= BANNER_HEIGHT.max
    ? banner.height
    : BANNER_HEIGHT.fallback;
const positionOf = (banner: Banner) =>
  `${pick(banner.positionX, POSITION_X, 'center')} ${pick(banner.positionY, POSITION_Y, 'center')}`;
const repeatOf = (banner: Banner) => (REPEAT.test(banner.repeat.trim()) ? banner.repeat.trim() : 'no-repeat');

/** The widths offered to the browser, from a phone's to a wide screen's (the optimiser never
 * enlarges a file: past its own width, a variant is the file's size). */
const BANNER_WIDTHS = IMAGE_WIDTHS.filter((w) => w >= 320);

/** The banner as an image element: its candidates for each width, the width it is shown at, and
 * the fit and position its settings ask for. */
export interface BannerImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  objectFit: 'cover' | 'contain';
  objectPosition: string;
}

/**
 * The banner drawn by an `<img>` (its largest paint on most pages): the browser finds it in the
 * HTML, fetches it at high priority and picks the variant that the width it is shown at needs on
 * that screen, a phone's smaller than a wide screen's. An image covering the banner is shown at
 * the larger of the screen's width and the banner's height times the image's proportions (a
 * 3:1 image in a 320 px banner is 960 px wide, even on a phone); a contained one at the smaller.
 * Without the file's size, the screen's width. Null when an element cannot draw it: a tiled or
 * explicitly sized background stays a CSS background (bannerStyle).
 */
export function bannerImage(banner: Banner | null | undefined): BannerImage | null {
  const url = usableUrl(banner);
  if (!banner || !url) return null;
  const objectFit = size(banner.size);
  if (objectFit !== 'cover' && (objectFit !== 'contain' || repeatOf(banner) !== 'no-repeat')) return null;
  const image: BannerImage = { src: url, objectFit, objectPosition: positionOf(banner) };
  if (!isOptimisable(url)) return image;
  const { imageWidth: width, imageHeight: height } = banner;
  const shown = width && height ? Math.ceil((heightOf(banner) * width) / height) : 0;
  return {
    ...image,
    src: ipxUrl(url, 1280),
    srcSet: BANNER_WIDTHS.map((w) => `${ipxUrl(url, w)} ${w}w`).join(', '),
    sizes: shown ? `${objectFit === 'cover' ? 'max' : 'min'}(100vw, ${shown}px)` : '100vw',
  };
}

/** The banner's box: its height and, when no `<img>` draws it (bannerImage), its CSS background.
 * Null when it has no usable image. */
export function bannerStyle(banner: Banner | null | undefined): CSSProperties | null {
  const url = usableUrl(banner);
  if (!banner || !url) return null;
  const box = { ['--banner-height' as string]: `${heightOf(banner)}px` };
  if (bannerImage(banner)) return box;
  return {
    backgroundImage: isOptimisable(url)
      ? `image-set(url("${ipxUrl(url, 1280)}") 1x, url("${ipxUrl(url, 1920)}") 2x)`
      : `url("${url}")`,
    backgroundPosition: positionOf(banner),
    backgroundSize: size(banner.size),
    backgroundRepeat: repeatOf(banner),
    ...box,
  };
}
