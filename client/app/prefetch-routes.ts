// Loads a page's code when the visitor points at or focuses a link to it (SPEC §9), so that the
// click finds it there; skipped on data saver and 2G. One listener on the document serves every
// link, those rendered later included. A prefetch that fails is forgotten: the click will load
// the chunk again, through the reload guard.
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from '../shared/lib/page-route.ts';
import { type ConnectionInfo, internalTarget, mayPrefetch } from '../shared/lib/prefetch.ts';

export function prefetchRoutesOnIntent(
  routes: RouteObject[],
  basename: string,
  doc: Document = document,
): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!mayPrefetch(connection)) return;
    const path = internalTarget(anchor, window.location);
    if (!path) return;
    for (const { route } of matchRoutes(routes, path, basename) ?? []) {
      const handle = route.handle as PageHandle | undefined;
      if (!handle?.load || !handle.module || asked.has(handle.module)) continue;
      asked.add(handle.module);
      handle.load().catch(() => asked.delete(handle.module!));
    }
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
}
