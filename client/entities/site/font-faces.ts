// The `@font-face` rules of a site's uploaded font files (ADR 016), written into the document's
// head by the server render only (entry-server.tsx): no page's script carries this. Every value
// is checked before it reaches the style sheet; a file that fails a check is left out.
import type { SiteInfo } from '#shared/contracts/site.ts';

const FAMILY = /^[\p{L}\p{N} _-]{1,64}$/u;
const URL_PATH = /^\/media\/[a-z0-9_][a-z0-9_./-]*\.(woff2|woff|ttf|otf)$/;
const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

export function fontFaceCss(faces: SiteInfo['fontFaces']): string {
  return faces
    .flatMap(({ family, weight, style, url }) => {
      const extension = URL_PATH.exec(url)?.[1];
      if (!extension || !FAMILY.test(family) || url.includes('..')) return [];
      if (!Number.isInteger(weight) || weight < 100 || weight > 900) return [];
      if (style !== 'normal' && style !== 'italic') return [];
      return [
        `@font-face{font-family:'${family}';src:url(${url}) format('${FORMATS[extension]}');font-weight:${weight};font-style:${style};font-display:swap}`,
      ];
    })
    .join('');
}
