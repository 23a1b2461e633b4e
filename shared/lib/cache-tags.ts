// Cache tags (ADR 003, "Tags"): every answer the render caches, and every page built from such
// answers, records what it was built from; a write names what it changed, and only the entries
// carrying one of those tags are dropped. Tags are local to a site (the site is always known
// beside them), so `element:12` of one site never touches another site's entries.
//
// - an entity tag, `<kind>:<id>` (`element:12`, `news:4`, later `product:7`, `order:3`): the answer
//   shows that entity;
// - a list tag, `list:<kind>` (`list:element:agenda`, `list:news`): the answer lists entities of
//   that kind (which ones, in which order, with which titles);
// - the site tag, `site:<id>`: carried by every entry implicitly. A change that names no finer tag
//   is a change of the whole site (admin writes until they name theirs, parameters, the CLI).

/** The response header that carries an API answer's tags, separated by spaces. */
export const CACHE_TAGS_HEADER = 'X-Cache-Tags';

/** A tag is a short word of letters, digits and `:._-`; anything else is not a tag. */
const TAG = /^[A-Za-z0-9:._-]{1,100}$/;

export const entityTag = (kind: string, id: number | string): string => `${kind}:${id}`;
export const listTag = (kind: string): string => `list:${kind}`;
export const siteTag = (siteId: number): string => `site:${siteId}`;

/** Elements (agenda events, associations, links…) are one kind; their lists are per route. */
export const elementTag = (id: number): string => entityTag('element', id);
export const elementListTag = (route: string): string => listTag(`element:${route}`);
export const newsTag = (id: number): string => entityTag('news', id);
export const newsListTag = (): string => listTag('news');
/** A product of the shop, its declinations, awards and box contents included. */
export const productTag = (id: number): string => entityTag('product', id);
export const productListTag = (): string => listTag('product');

/** The header value of a set of tags (an empty string when there are none). */
export function formatCacheTags(tags: Iterable<string>): string {
  return [...new Set([...tags].filter((t) => TAG.test(t)))].join(' ');
}

/** The tags of a header value; malformed words are left out. */
export function parseCacheTags(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/[\s,]+/).filter((t) => TAG.test(t)))];
}
