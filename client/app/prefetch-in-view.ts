// Route prefetching of the links in view (SPEC §9, client/app/prefetch-routes.ts): each internal
// link to a page whose code is not there yet is watched; once in view, it joins the queue that
// loads in idle time, a few pages per document at most (shared/lib/prefetch.ts). Links rendered
// later (another page, a list's next page) are watched once the page settles. Loaded itself in
// idle time: nothing here is needed for the first paint or the hydration.
import { VIEWPORT_PREFETCH_LIMIT, viewportQueue } from '../shared/lib/prefetch-queue.ts';

export function prefetchInView(options: {
  /** Whether a link leads to a page whose code is not loaded or asked yet. */
  wanted: (anchor: HTMLAnchorElement) => boolean;
  /** Starts loading a link's page; null when there is nothing new to load or it may not. */
  prefetch: (anchor: HTMLAnchorElement) => Promise<unknown> | null;
  idle: (run: () => void) => void;
  doc: Document;
}): void {
  const { wanted, prefetch, idle, doc } = options;
  if (typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function') return;
  const queue = viewportQueue<HTMLAnchorElement>({
    limit: VIEWPORT_PREFETCH_LIMIT,
    idle,
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
  const watch = () => {
    if (queue.full) return;
    for (const anchor of doc.querySelectorAll('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      if (anchor instanceof HTMLAnchorElement && wanted(anchor)) inView.observe(anchor);
    }
  };
  let pending = false;
  const added = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    idle(() => {
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
