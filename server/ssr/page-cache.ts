// Rendered HTML of anonymous visits, kept a short while (ADR 003): the first visitor of a page and
// crawlers are the traffic of a public site, and they all see the same document. An entry is
// dropped when its site's content changes (the events the startup cache listens to), when its
// TTL passes, or when the cache is over its byte budget (least recently used first).
// Only the CSP nonce differs between two renders of a page: it is swapped for the response's own.
import { CONSENT_COOKIE, parseConsent } from '#shared/lib/consent.ts';
import type { ContentEvents } from '../events/content-events.ts';

export interface CachedPage {
  siteId: number;
  html: string;
  /** The nonce the document was rendered with, replaced by each response's own. */
  nonce: string;
  /** Analytics origins the render added to the CSP (none for a visitor without consent). */
  cspOrigins: string[];
}

interface Entry extends CachedPage {
  expires: number;
  bytes: number;
}

export interface PageCache {
  get(key: string): CachedPage | null;
  /** A mark taken before rendering: a page whose site changed during its render is not kept. */
  mark(siteId: number): number;
  set(key: string, page: CachedPage, mark: number): void;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
  clear(): void;
  close(): void;
}

export interface CacheableRequest {
  method: string;
  host: string;
  originalUrl: string;
  cookies: Record<string, unknown> | undefined;
  bot: boolean;
}

/** The cache key of a request, or null when its document may differ from visitor to visitor:
 * a session (token cookie) or a recorded consent choice (the page carries it) are never cached. */
export function pageCacheKey(req: CacheableRequest): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (typeof req.cookies?.token === 'string') return null;
  const consent = req.cookies?.[CONSENT_COOKIE];
  if (typeof consent === 'string' && parseConsent(consent) !== null) return null;
  if (req.originalUrl.length > 1024) return null;
  // crawlers get the document whole, browsers streamed: two shapes of the same page
  return `${req.bot ? 'bot' : 'web'}|${req.host.toLowerCase()}|${req.originalUrl}`;
}

/** The cached document with the response's nonce in place of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.split(`nonce="${page.nonce}"`).join(`nonce="${nonce}"`);
}

export function createPageCache(
  events: ContentEvents,
  options: { ttlMs: number; maxBytes?: number; now?: () => number },
): PageCache {
  const entries = new Map<string, Entry>(); // insertion order = least recently used first
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const generations = new Map<number, number>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const unsubscribe = events.subscribe((siteId) => {
    generations.set(siteId, (generations.get(siteId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.siteId === siteId) drop(key, entry);
  });

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now()) {
        if (entry) drop(key, entry);
        misses++;
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return entry;
    },
    mark: (siteId) => generations.get(siteId) ?? 0,
    set(key, page, mark) {
      if (options.ttlMs <= 0 || (generations.get(page.siteId) ?? 0) !== mark) return;
      const size = page.html.length * 2 + key.length * 2; // UTF-16 in memory
      if (size > maxBytes / 8) return; // one page never takes a large share of the budget
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      while (bytes + size > maxBytes && entries.size) {
        const [oldest, entry] = entries.entries().next().value!;
        drop(oldest, entry);
      }
      entries.set(key, { ...page, expires: now() + options.ttlMs, bytes: size });
      bytes += size;
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    close: unsubscribe,
  };
}
