// Responsive images through the image optimiser at /_ipx (docs/architecture.md, SPEC §9 "ipx"):
// a fixed set of widths so that every variant is cacheable and nobody can ask for thousands.
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Sources the optimiser can read: files of the site's own media, by absolute path. */
const LOCAL_IMAGE = /^\/(?!\/)[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)$/i;

export const isOptimisable = (src: string): boolean => LOCAL_IMAGE.test(src) && !src.includes('..');

export function ipxUrl(src: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `/_ipx/w_${width},f_${format}${src}`;
}

/** The `srcset` of an image shown at most `maxWidth` CSS pixels wide (×2 for dense screens). */
export function srcSetFor(src: string, maxWidth: number): string | undefined {
  if (!isOptimisable(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth * 2);
  const list = widths.length ? widths : [IMAGE_WIDTHS[0]];
  return list.map((w) => `${ipxUrl(src, w)} ${w}w`).join(', ');
}

/** The variant used as `src` (browsers without srcset support, crawlers). */
export function defaultSrc(src: string, maxWidth: number): string {
  if (!isOptimisable(src)) return src;
  const width = IMAGE_WIDTHS.find((w) => w >= maxWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return ipxUrl(src, width);
}

export interface IpxModifiers {
  width: ImageWidth;
  format: ImageFormat;
}

/** Reads `w_640,f_webp`; anything else (unknown modifier, width outside the set) is refused. */
export function parseIpxModifiers(text: string): IpxModifiers | null {
  let width: ImageWidth | null = null;
  let format: ImageFormat = 'webp';
  for (const part of text.split(',')) {
    const match = /^(w|f)_([a-z0-9]+)$/.exec(part);
    if (!match) return null;
    if (match[1] === 'w') {
      const n = Number(match[2]);
      if (!(IMAGE_WIDTHS as readonly number[]).includes(n)) return null;
      width = n as ImageWidth;
    } else {
      if (!(IMAGE_FORMATS as readonly string[]).includes(match[2]!)) return null;
      format = match[2] as ImageFormat;
    }
  }
  return width === null ? null : { width, format };
}

/** A site's media are served at `/media/<key>` on its own hosts (ADR 006, "Media"). */
export const MEDIA_PREFIX = '/media/';

export const mediaUrl = (key: string): string => `${MEDIA_PREFIX}${key}`;

/** The storage key of a site-relative media URL, or null for anything else. */
export function mediaKeyOf(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.startsWith(MEDIA_PREFIX) ? pathname.slice(MEDIA_PREFIX.length) : null;
}
