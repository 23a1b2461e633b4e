// Page links of a paginated list: the first, the last, and the neighbours of the current page,
// with gaps between (1 … 4 5 6 … 12).
export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export function pageCount(total: number, nbItem: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, nbItem)));
}

export function pageLinks(current: number, pages: number, around = 1): PageLink[] {
  const wanted = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) links.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ kind: 'gap', key: `gap-${page}` });
    links.push({ kind: 'page', page });
  }
  return links;
}

/** The query of page `page`, keeping the other parameters (filters); page 1 has no parameter. */
export function pageQuery(search: URLSearchParams | string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The page asked for in the URL: a whole number ≥ 1, else 1. */
export function requestedPage(search: URLSearchParams, param = 'page'): number {
  const raw = search.get(param);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** A visitor's list search (`?q=`): trimmed, at most 100 characters, null when empty. */
export function requestedSearch(search: URLSearchParams, param = 'q'): string | null {
  const q = (search.get(param) ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return q.length ? q : null;
}

/** A visitor's tag filter (`?tag=`): a lowercase slug, null otherwise. */
export function requestedTag(search: URLSearchParams, param = 'tag'): string | null {
  const tag = search.get(param) ?? '';
  // tags are lower-case French words (`fête`, `vie municipale`); no comma, the list-query separator
  return /^[\p{Ll}\p{N}][\p{Ll}\p{N} -]{0,39}$/u.test(tag) ? tag : null;
}

/** The query with one parameter set (or removed when null), back to page 1. */
export function filterQuery(search: URLSearchParams | string, param: string, value: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (value === null) params.delete(param);
  else params.set(param, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
