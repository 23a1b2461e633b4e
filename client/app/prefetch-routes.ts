// Loads a page's code before the visitor opens it (SPEC §9), so that the click finds it there:
// when they point at or focus a link to it (one listener on the document serves every link,
// those rendered later included), and when a link to it comes into view (in idle time, one page
// at a time, a few per document: shared/lib/prefetch-queue.ts). Skipped on data saver and 2G.
// A prefetch that fails is forgotten, quietly: the click will load the chunk again, through the
// reload guard. This module itself comes in idle time, after the hydration (entry-client.tsx).
import { whenIdle } from '../shared/lib/idle.ts';
import { loadQuietly } from '../shared/lib/lazy-chunk.ts';
import { type ConnectionInfo, internalTarget, mayPrefetch } from '../shared/lib/prefetch.ts';
import { VIEWPORT_PREFETCH_LIMIT, viewportQueue } from '../shared/lib/prefetch-queue.ts';
import { type Matcher, matchUnder } from '../shared/router/match.ts';
import type { AppRoute } from '../shared/router/resolve.ts';

export function prefetchRoutes(matcher: Matcher<AppRoute>, basename: string, doc: Document = document): void {
  const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!mayPrefetch(connection())) return;
  // checked again each time (the connection changes), and nothing while offline: it could only fail
  const allowed = () => navigator.onLine && mayPrefetch(connection());
  const asked = new Set<string>();
  const matched = new Map<string, AppRoute | null>();
  /** The page module a link leads to when it is not loaded or asked yet. */
  const routeOf = (anchor: HTMLAnchorElement): AppRoute | null => {
    const path = internalTarget(anchor, window.location);
    if (!path) return null;
    let route = matched.get(path);
    if (route === undefined) {
      route = matchUnder(matcher, path, basename).match?.route ?? null;
      matched.set(path, route);
    }
    return route && !route.loaded && route.prefetch && route.module && !asked.has(route.module)
      ? route
      : null;
  };
  /** Starts loading a link's pages; null when there is nothing new to load or it may not. */
  const prefetch = (anchor: HTMLAnchorElement): Promise<unknown> | null => {
    const route = allowed() ? routeOf(anchor) : null;
    if (!route) return null;
    const module = route.module!;
    asked.add(module);
    return loadQuietly(route.prefetch!).then((loaded) => {
      if (!loaded) asked.delete(module);
    });
  };

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);

  if (typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function') return;
  const queue = viewportQueue<HTMLAnchorElement>({
    limit: VIEWPORT_PREFETCH_LIMIT,
    idle: whenIdle,
    // a link gone meanwhile (another page shown) is not followed
    load: (anchor) => (anchor.isConnected ? prefetch(anchor) : null),
  });
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      queue.seen(entry.target as HTMLAnchorElement);
    }
    if (queue.full) stop();
  });
  const watched = new WeakSet<Element>();
  // every internal link: which page it leads to is worked out once it is in view
  const watch = () => {
    if (queue.full) return;
    for (const anchor of doc.querySelectorAll('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      if (anchor instanceof HTMLAnchorElement && internalTarget(anchor, window.location))
        inView.observe(anchor);
    }
  };
  // links rendered later (another page, a list's next page) are watched once the page settles
  let pending = false;
  const added = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    whenIdle(() => {
      pending = false;
      watch();
    });
  });
  const stop = () => {
    inView.disconnect();
    added.disconnect();
  };
  added.observe(doc.body, { childList: true, subtree: true });
  watch();
}
