// SPEC §2/§3 layout option: the site banner under the header, an image with its position, size,
// repeat and height. Its values land in a style attribute, so each one is checked against what
// CSS accepts for it; anything else falls back to a default rather than reaching the page.
import type { CSSProperties } from 'react';
import type { Banner } from '#shared/contracts/site.ts';
import { ipxUrl, isOptimisable } from '#shared/lib/images.ts';

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

/** The banner image's variants for each pixel density: the site's own images come resized, the
 * full width of a common screen, twice for dense ones. */
function variants(url: string): [string, string][] {
  return isOptimisable(url)
    ? [
        [ipxUrl(url, 1280), '1x'],
        [ipxUrl(url, 1920), '2x'],
      ]
    : [[url, '1x']];
}

/** What to preload for the banner (the largest paint of most pages, yet a CSS background the
 * browser finds only once the stylesheet applies): the same variants as its style, so the
 * browser fetches once the one it will show. Null when it has no usable image. */
export function bannerPreload(banner: Banner | null | undefined): { href: string; srcSet: string } | null {
  const url = usableUrl(banner);
  if (!url) return null;
  const all = variants(url);
  return { href: all[0]![0], srcSet: all.map(([u, d]) => `${u} ${d}`).join(', ') };
}

/** The banner's style, or null when it has no usable image. */
export function bannerStyle(banner: Banner | null | undefined): CSSProperties | null {
  const url = usableUrl(banner);
  if (!banner || !url) return null;
  const height =
    Number.isInteger(banner.height) &&
    banner.height >= BANNER_HEIGHT.min &&
    banner.height <= BANNER_HEIGHT.max
      ? banner.height
      : BANNER_HEIGHT.fallback;
  return {
    backgroundImage: isOptimisable(url)
      ? `image-set(${variants(url)
          .map(([u, d]) => `url("${u}") ${d}`)
          .join(', ')})`
      : `url("${url}")`,
    backgroundPosition: `${pick(banner.positionX, POSITION_X, 'center')} ${pick(banner.positionY, POSITION_Y, 'center')}`,
    backgroundSize: size(banner.size),
    backgroundRepeat: REPEAT.test(banner.repeat.trim()) ? banner.repeat.trim() : 'no-repeat',
    ['--banner-height' as string]: `${height}px`,
  };
}
