// Loads a page's code before the visitor opens it (SPEC §9), so that the click finds it there:
// when they point at or focus a link to it (one listener on the document serves every link,
// those rendered later included), and when a link to it comes into view (prefetch-in-view.ts,
// loaded in idle time). Skipped on data saver and 2G. A prefetch that fails is forgotten: the
// click will load the chunk again, through the reload guard.
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from '../shared/lib/page-route.ts';
import { type ConnectionInfo, internalTarget, mayPrefetch } from '../shared/lib/prefetch.ts';

/** Runs a task when the browser has nothing more urgent to do (a short wait where it cannot say). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 200);
}

export function prefetchRoutes(routes: RouteObject[], basename: string, doc: Document = document): void {
  const asked = new Set<string>();
  /** The page modules a link leads to that are not loaded or asked yet. */
  const pagesOf = (anchor: HTMLAnchorElement): PageHandle[] => {
    const path = internalTarget(anchor, window.location);
    if (!path) return [];
    const pages: PageHandle[] = [];
    for (const { route } of matchRoutes(routes, path, basename) ?? []) {
      const handle = route.handle as PageHandle | undefined;
      if (handle?.load && handle.module && !asked.has(handle.module)) pages.push(handle);
    }
    return pages;
  };
  const allowed = () => mayPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
  /** Starts loading a link's pages; null when there is nothing new to load or it may not. */
  const prefetch = (anchor: HTMLAnchorElement): Promise<unknown> | null => {
    const pages = allowed() ? pagesOf(anchor) : [];
    if (!pages.length) return null;
    return Promise.all(
      pages.map((handle) => {
        asked.add(handle.module!);
        return handle.load!().catch(() => asked.delete(handle.module!));
      }),
    );
  };

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);

  whenIdle(() => {
    if (!allowed()) return;
    import('./prefetch-in-view.ts')
      .then(({ prefetchInView }) =>
        prefetchInView({ wanted: (anchor) => pagesOf(anchor).length > 0, prefetch, idle: whenIdle, doc }),
      )
      // only a head start is lost
      .catch(() => undefined);
  });
}
