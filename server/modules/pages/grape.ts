// GrapesJS pages (SPEC §3 page type GRAPE): the HTML and CSS a page builder wrote,
// sanitised by an allowlist when saved, rendered by the server without any editor code. The CSS
// is served as a stylesheet of its own, scoped to the page's content so that it cannot restyle
// the site's header, menu or footer.
import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, safeLinkTarget } from '../content/sanitize.ts';

const GRAPE_HTML: sanitizeHtml.IOptions = {
  // rich text plus the sectioning elements a page builder lays pages out with
  allowedTags: [...RICH_TEXT_TAGS, 'section', 'header', 'footer', 'article', 'aside', 'main'],
  allowedAttributes: {
    ...RICH_TEXT_ATTRIBUTES,
    '*': [...RICH_TEXT_ATTRIBUTES['*']!, 'title', 'role', 'aria-label', 'aria-hidden'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // the page's own title is its only h1
  transformTags: {
    h1: 'h2',
    a: safeLinkTarget,
  },
  // images of the site's own media only: nothing is fetched from elsewhere before consent
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

export function sanitizeGrapeHtml(html: string): string {
  return sanitizeHtml(html, GRAPE_HTML).trim();
}

const SAFE_URL = /^\/(?!\/)[^\s"'()\\]*$/;

/** Splits CSS into its top-level statements and rules, following braces. */
function topLevel(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        parts.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      parts.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) parts.push(rest);
  return parts.filter(Boolean);
}

/** Removes from page-builder CSS what could load something, run something or break out:
 * imports, fonts, remote url(), legacy script hooks, escapes and markup characters. */
export function sanitizeGrapeCss(css: string): string {
  const clean = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[<\\]/g, '')
    .replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_, __, url: string) =>
      SAFE_URL.test(url.trim()) ? `url("${url.trim()}")` : 'none',
    )
    .replace(/expression\s*\(|behaviou?r\s*:|-moz-binding\s*:|javascript:/gi, '');
  return topLevel(clean)
    .filter((part) => !/^@(import|charset|namespace|font-face)\b/i.test(part))
    .filter((part) => /\{[\s\S]*\}$/.test(part)) // stray declarations outside rules go
    .join('\n');
}

/** The stylesheet served for a page: its rules apply inside `.grape-page` only (CSS @scope);
 * keyframes stay global as @scope cannot hold them. */
export function scopedGrapeCss(css: string): string {
  const parts = topLevel(css);
  const global = parts.filter((p) => /^@(-webkit-)?keyframes\b/i.test(p));
  const scoped = parts.filter((p) => !global.includes(p));
  return [...global, scoped.length ? `@scope (.grape-page) {\n${scoped.join('\n')}\n}` : '']
    .filter(Boolean)
    .join('\n');
}

export const grapeHash = (html: string, css: string) =>
  createHash('sha256').update(html).update('\0').update(css).digest('base64url').slice(0, 16);
