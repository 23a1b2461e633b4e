// The links in view whose page's code is loaded ahead (SPEC §9, client/app/prefetch-in-view.ts):
// in idle time, one page at a time, a few per document. Apart from prefetch.ts so that it comes
// with the code loaded in idle time, not with the first load.

/** How many pages' code the links in view may load, per document: a bound on the data spent on
 * pages the visitor may never open (a town hall's pages are of about fifteen kinds). */
export const VIEWPORT_PREFETCH_LIMIT = 5;

const LINKS_PER_IDLE_PERIOD = 8;

export interface ViewportQueue<T> {
  /** A link came into view. */
  seen(link: T): void;
  /** Whether the limit is reached: nothing more will be loaded, watching can stop. */
  readonly full: boolean;
}

/**
 * The links that came into view, prefetched in the browser's idle time, one page at a time, in
 * the order they were seen, until `limit` of them have loaded a page's code. `load` starts
 * loading what a link leads to and answers when that is done, or null when there is nothing new
 * to load (a page already loaded, a link to no page, prefetching not allowed): such a link costs
 * nothing and does not count.
 */
export function viewportQueue<T>(options: {
  limit: number;
  idle: (run: () => void) => void;
  load: (link: T) => Promise<unknown> | null;
}): ViewportQueue<T> {
  const waiting: T[] = [];
  let started = 0;
  let busy = false;
  const pump = () => {
    if (busy || !waiting.length || started >= options.limit) return;
    busy = true;
    options.idle(() => {
      let loading: Promise<unknown> | null = null;
      // a few links per idle period: each costs a route match the first time
      for (let n = 0; !loading && waiting.length && n < LINKS_PER_IDLE_PERIOD; n++)
        loading = options.load(waiting.shift()!);
      if (!loading) {
        busy = false;
        pump();
        return;
      }
      started++;
      const next = () => {
        busy = false;
        pump();
      };
      loading.then(next, next);
    });
  };
  return {
    seen(link) {
      if (started >= options.limit) return;
      waiting.push(link);
      pump();
    },
    get full() {
      return started >= options.limit;
    },
  };
}
