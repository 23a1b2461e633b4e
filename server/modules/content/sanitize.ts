// Admin-authored HTML is sanitised on save by an allowlist (docs/architecture.md, "decided").
import sanitizeHtml from 'sanitize-html';

/** The tags of admin-authored text; page-builder pages add sectioning elements to these. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'address',
  'time',
];

/** Attributes per tag (`*`: every tag). */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  abbr: ['title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  time: ['datetime'],
  ol: ['start'],
  '*': ['lang', 'id', 'class'],
};

/** A link opening a new tab cannot reach back to this page. */
export const safeLinkTarget: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
});

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: { '*': [/^text-(left|right|center|justify)$/, /^lead$/, /^callout$/] },
  transformTags: { a: safeLinkTarget },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
