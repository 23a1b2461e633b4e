// POST /image/load-svg (SPEC §7): returns the markup of one of the site's own SVG files so that
// it can be inlined (and coloured by CSS). Never a fetch of an arbitrary URL: only a path under
// the site's own media, read from its storage, then sanitised by an SVG allowlist.
import sanitizeHtml from 'sanitize-html';
import { mediaKeyOf } from '#shared/lib/images.ts';
import { msg } from '#shared/lib/messages.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { isMediaKey } from './storage.ts';

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'use',
  'symbol',
];
const SVG_ATTRIBUTES = [
  'id',
  'class',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'clip-path',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'xmlns',
  'role',
  'aria-label',
  'aria-hidden',
  'preserveAspectRatio',
  'href',
  'xlink:href',
];

export function sanitizeSvg(markup: string): string {
  const clean = sanitizeHtml(markup, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, xmlMode: true },
    transformTags: {
      '*': (tagName, attribs) => {
        const kept = Object.fromEntries(
          Object.entries(attribs).filter(([name, value]) => {
            if (/^on/i.test(name)) return false;
            if (/href$/i.test(name)) return value.startsWith('#');
            return !/url\((?!\s*['"]?#)/i.test(value) && !/javascript:/i.test(value);
          }),
        );
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean))
    throw new DomainError(
      'invalid',
      msg({ id: 'api.svg.notSvg', message: 'This file is not an SVG image.' }),
    );
  return clean;
}

/** Reads one of the site's own media files by its URL (`/media/<key>`), or refuses. The key
 * is looked up in the requesting site's storage only (ADR 006, "Media"). */
export async function loadSiteSvg(ctx: RequestContext, url: string): Promise<{ svg: string }> {
  const key = url.startsWith('/') && !url.startsWith('//') ? mediaKeyOf(url) : null;
  if (key === null)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.svg.foreign', message: 'Only images of this site can be loaded.' }),
    );
  if (!isMediaKey(key) || !key.endsWith('.svg'))
    throw new DomainError(
      'invalid',
      msg({ id: 'api.svg.notSiteSvg', message: 'This is not an SVG image of this site.' }),
    );
  const data = await ctx.storage.media.get(ctx.site.id, key);
  if (!data)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.svg.notFound', message: 'No such image on this site.' }),
    );
  if (data.length > 512 * 1024)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.svg.tooLarge', message: 'This image is too large to inline.' }),
    );
  return { svg: sanitizeSvg(data.toString('utf8')) };
}
