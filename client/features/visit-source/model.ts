// SPEC §2 router behaviour: a `from` query parameter logs a visit from that source
// (GET /site/visit/{from}, docs/architecture.md, "decided"); afterwards the page reloads without the query
// string. Browser only, once per page life.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api/request.ts';

export interface PageEntry {
  /** window.location.pathname (with the locale prefix), search and hash. */
  pathname: string;
  search: string;
  hash: string;
}

/** The `from` parameter of a query string, or null when absent or empty. */
export function visitSource(search: string): string | null {
  const from = new URLSearchParams(search).get('from')?.trim();
  return from ? from : null;
}

/** The same page without its query string (the fragment stays). */
export const withoutQuery = (entry: PageEntry): string => `${entry.pathname}${entry.hash}`;

export const pageEntered = createEvent<PageEntry>();

export const logVisitFx = createApiEffect<{ source: string; entry: PageEntry }, null>(({ source }) => ({
  path: `/site/visit/${encodeURIComponent(source)}`,
}));
export const reloadPageFx = createEffect((url: string) => {
  window.location.replace(url);
});

const $entered = createStore(false, { serialize: 'ignore' });
const firstEntry = sample({
  clock: pageEntered,
  source: $entered,
  filter: (entered) => !entered,
  fn: (_, e) => e,
});
$entered.on(firstEntry, () => true);

sample({
  clock: firstEntry,
  filter: (entry) => visitSource(entry.search) !== null,
  fn: (entry) => ({ source: visitSource(entry.search)!, entry }),
  target: logVisitFx,
});
// whatever the answer (a refused source included), the visitor ends on the clean URL
sample({ clock: logVisitFx.finally, fn: ({ params }) => withoutQuery(params.entry), target: reloadPageFx });
