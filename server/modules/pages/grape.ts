// GrapesJS pages (SPEC §3 page type GRAPE): the HTML and CSS a page builder wrote,
// sanitised by an allowlist when saved, rendered by the server without any editor code. The CSS
// is served as a stylesheet of its own, scoped to the page's content so that it cannot restyle
// the site's header, menu or footer.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { BLOCK_PLACE_ATTRIBUTE, blockPlaceholder } from '#shared/lib/grape-placeholders.ts';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, safeLinkTarget } from '../content/sanitize.ts';

const BLOCK_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const GRAPE_HTML: sanitizeHtml.IOptions = {
  // rich text plus the sectioning elements a page builder lays pages out with
  allowedTags: [...RICH_TEXT_TAGS, 'section', 'header', 'footer', 'article', 'aside', 'main'],
  allowedAttributes: {
    ...RICH_TEXT_ATTRIBUTES,
    '*': [...RICH_TEXT_ATTRIBUTES['*']!, 'title', 'role', 'aria-label', 'aria-hidden'],
    div: [BLOCK_PLACE_ATTRIBUTE],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // the page's own title is its only h1
  transformTags: {
    h1: 'h2',
    a: safeLinkTarget,
    // an image given no text in the builder's settings is decorative to screen readers, never
    // read out by its file name
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    // a block's place: written in its one stored form (shared/lib/grape-placeholders.ts), its
    // other attributes dropped; a malformed id loses the mark
    div: (tagName, attribs) => {
      const id = attribs[BLOCK_PLACE_ATTRIBUTE];
      if (id === undefined) return { tagName, attribs };
      if (!BLOCK_ID.test(id)) {
        const { [BLOCK_PLACE_ATTRIBUTE]: _, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { [BLOCK_PLACE_ATTRIBUTE]: id } };
    },
  },
  // images of the site's own media only: nothing is fetched from elsewhere before consent
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

export function sanitizeGrapeHtml(html: string): string {
  return sanitizeHtml(html, GRAPE_HTML).trim();
}

/** Where sanitised page-builder HTML places the site's blocks. */
export interface BlockPlaces {
  /** The block ids of the placeholders at the top level, in the page's order. */
  placed: string[];
  /** Ids placed more than once. */
  repeated: string[];
  /** Ids placed inside another element or with content of their own: the render cuts the HTML at
   * top-level placeholders only, so these cannot be stored. */
  misplaced: string[];
}

/** Reads the placeholders of sanitised HTML (sanitizeGrapeHtml), with their depth. */
export function blockPlaces(html: string): BlockPlaces {
  const placed: string[] = [];
  const repeated: string[] = [];
  const misplaced = new Set<string>();
  // the open elements, each with the block id it places (or null)
  const open: (string | null)[] = [];
  const parser = new Parser(
    {
      onopentag(_name, attribs) {
        const inside = open.findLast((id) => id !== null);
        if (inside) misplaced.add(inside); // content inside a placeholder
        const id = attribs[BLOCK_PLACE_ATTRIBUTE] ?? null;
        if (id !== null) {
          if (open.length > 0) misplaced.add(id);
          else if (placed.includes(id)) repeated.push(id);
          else placed.push(id);
        }
        open.push(id);
      },
      ontext(text) {
        const inside = open.findLast((id) => id !== null);
        if (inside && text.trim()) misplaced.add(inside);
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { placed: placed.filter((id) => !misplaced.has(id)), repeated, misplaced: [...misplaced] };
}

/** The placeholder as stored, for a layout built from blocks (a block page turned into a
 * page-builder page starts with its blocks in order). */
export const placeholdersOf = (ids: readonly string[]) => ids.map(blockPlaceholder).join('\n');

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
