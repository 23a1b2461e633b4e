// Route prefetching (SPEC §9): pointing at or focusing an internal link loads the target page's
// code before the click, and so does a link coming into view, in the browser's idle time and for
// a few pages at most (prefetch-queue.ts); never when the visitor saves data or is on a 2G
// connection.

/** The part of the Network Information API the rule reads (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

/** SPEC §9: no prefetch on data saver or 2G; without the API, prefetch. */
export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW.has(connection.effectiveType ?? '');
}

/** The path of an internal page link, or null (other origin, new tab, download, same page). */
export function internalTarget(anchor: HTMLAnchorElement, here: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname) return null;
  return url.pathname;
}
