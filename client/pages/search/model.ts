// The site search page `/recherche?q=…&page=…`: results of GET /search over the
// pages, news and elements of the current site. Never indexed (robots.txt and meta robots).
import { createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { SearchResult } from '#shared/contracts/town.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

/** The API's bounds (shared/contracts/town.ts searchQuerySchema). */
export const SEARCH_LIMITS = { minLength: 2, maxLength: 100, maxPage: 100 } as const;

export interface SearchQuery {
  q: string;
  page: number;
}

/** What the URL asks for: the trimmed text (cut to the API's length) and a page from 1 to 100. */
export function searchQueryOf(search: URLSearchParams): SearchQuery {
  const q = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxLength).trim();
  const raw = search.get('page') ?? '';
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return { q, page: Math.min(Math.max(n, 1), SEARCH_LIMITS.maxPage) };
}

/** The URL of a page of results (page 1 carries no page parameter). */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `${ROUTES.search}?${params.toString()}`;
}

export type SearchStatus = 'empty' | 'tooShort' | 'loading' | 'done' | 'failed';

export interface SearchPage {
  q: string;
  page: number;
  status: SearchStatus;
  result: SearchResult | null;
}

export const searchPageOpened = createEvent<{ query: SearchQuery; title: string }>();

const searchFx = createApiEffect<SearchQuery, SearchResult>(({ q, page }) => ({
  path: '/search',
  query: new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) }).toString(),
}));

const statusBefore = ({ q }: SearchQuery): SearchStatus =>
  q === '' ? 'empty' : q.length < SEARCH_LIMITS.minLength ? 'tooShort' : 'loading';

export const $searchPage = createStore<SearchPage>({ q: '', page: 1, status: 'empty', result: null });
/** HTTP status of the page: 200, or 500 when the search could not run. */
export const $searchPageStatus = $searchPage.map((s) => (s.status === 'failed' ? 500 : 200));

$searchPage.on(searchPageOpened, (_, { query }) => ({ ...query, status: statusBefore(query), result: null }));
sample({
  clock: searchPageOpened,
  filter: ({ query }) => statusBefore(query) === 'loading',
  fn: ({ query }) => query,
  target: searchFx,
});
$searchPage
  .on(searchFx.done, (state, { params, result }) => {
    if (state.q !== params.q || state.page !== params.page) return state; // an answer to an older search
    if (result.body.success) return { ...state, status: 'done', result: result.body.data };
    // the API refuses what it finds too short (after its own trimming); anything else failed
    return { ...state, status: result.status === 400 ? 'tooShort' : 'failed' };
  })
  .on(searchFx.fail, (state, { params }) =>
    state.q === params.q && state.page === params.page ? { ...state, status: 'failed' } : state,
  );

sample({
  clock: searchPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.search, noindex: true }),
  target: documentMetaSet,
});
