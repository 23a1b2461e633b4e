// Rendered HTML of anonymous visits, kept a short while (ADR 003): the first visitor of a page and
// crawlers are the traffic of a public site, and they all see the same document. An entry is
// dropped when its site's content changes (the events the startup cache listens to), when its
// TTL passes, or when the cache is over its byte budget (least recently used first).
// An entry carries the cache tags of every API answer it was built from (ADR 003, "Tags"): a
// change naming tags drops only the pages carrying one of them, a change of the whole site all
// of the site's pages.
// A kept document is the same bytes for every visitor: no nonce, its inline scripts allowed by
// the hashes of its own CSP header, kept with it (ADR 008). It keeps a strong ETag, and each
// compressed copy (gzip, brotli) is made the first time a visitor accepts it, then kept: a page
// nobody asks again costs no compression, a hit costs a lookup and a write.
// A URL with a query string is kept from its second request within the TTL: the paths of a site
// are few, its query strings endless (campaign tags, cache-busting, a flood of random ones), and
// one-off URLs kept would push the pages people ask out of the budget and cost the memory and the
// garbage collections of documents nobody asks again.
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CONSENT_COOKIE, parseConsent } from '#shared/lib/consent.ts';
import type { ChangedTags, ContentEvents } from '../events/content-events.ts';
import { TagIndex, touches } from './tag-index.ts';

/** A complete document the same for every visitor, and the CSP that allows it (ADR 008). */
export interface SharedDocument {
  /** The document as UTF-8. */
  html: Buffer;
  /** The document's Content-Security-Policy: hashes of its inline scripts, no nonce. */
  csp: string | null;
}

export type Encoding = 'gzip' | 'br';

export interface CachedPage {
  siteId: number;
  /** The cache tags of the API answers the page was built from (the site tag is implied). */
  tags: readonly string[];
  csp: string | null;
  /** The document as UTF-8. */
  body: Buffer;
  /** Its compressed copies, each made when a visitor first accepts it (`encodedBody`). */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** Strong validator: a hash of `body` (each encoding suffixes it). */
  etag: string;
  /** Told the size of each compressed copy once made (the cache counts it in its budget). */
  onEncoded?: (bytes: number) => void;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A document made ready to be kept: its bytes and their hash. */
export function storedPage(siteId: number, tags: readonly string[], document: SharedDocument): CachedPage {
  const body = document.html;
  // a validator, not a signature: SHA-1 is collision-free enough for it and twice as quick
  const etag = hash('sha1', body, 'base64url');
  return { siteId, tags, csp: document.csp, body, encoded: new Map(), etag };
}

/**
 * The page's bytes in an encoding, compressed the first time it is asked and kept with the page
 * (concurrent visitors share the one compression). Measured on a 70 KB page, gzip 6 and brotli 5
 * take a few milliseconds where brotli 9 and 11 take as long as the render itself.
 */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  let made = page.encoded.get(encoding);
  if (!made) {
    made =
      encoding === 'gzip'
        ? gzipAsync(page.body, { level: 6 })
        : brotliAsync(page.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          });
    page.encoded.set(encoding, made);
    made.then(
      (bytes) => page.onEncoded?.(bytes.length),
      () => page.encoded.delete(encoding), // asked again, it is tried again
    );
  }
  return made;
}

interface Entry extends CachedPage {
  expires: number;
  bytes: number;
}

export interface PageCache {
  /** How long a page is kept (seconds): also how long a CDN may keep it. */
  readonly ttlS: number;
  get(key: string): CachedPage | null;
  /** A mark taken before rendering: a page touched by a change during its render is not kept. */
  mark(): number;
  /** Keeps the page; returns what to serve from now on (the kept entry, whose compressed copies
   * count in the budget, or the page itself when it is not kept). */
  set(key: string, page: CachedPage, mark: number): CachedPage;
  stats(): { hits: number; misses: number; entries: number; bytes: number; tagBuckets: number };
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

/** The consent variant of an anonymous page: the choice alone changes the document (banner shown
 * or not, analytics started or not); its date is the visitor's own and is read in the browser. */
export function consentVariant(cookies: CacheableRequest['cookies']): 'all' | 'none' | 'unanswered' {
  const value = cookies?.[CONSENT_COOKIE];
  return (typeof value === 'string' && parseConsent(value)?.choice) || 'unanswered';
}

/** The cache key of a request, or null when its document is personal: only a session (token
 * cookie) makes it so. The consent choice is a variant of the page; no other cookie changes the
 * document (the locale comes from the path, a form's answer is served before the cache). */
export function pageCacheKey(req: CacheableRequest): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (typeof req.cookies?.token === 'string') return null;
  if (req.originalUrl.length > 1024) return null;
  // crawlers get the document whole, browsers streamed: two shapes of the same page
  return `${req.bot ? 'bot' : 'web'}|${consentVariant(req.cookies)}|${req.host.toLowerCase()}|${req.originalUrl}`;
}

/** How many changes are remembered to judge the pages rendered meanwhile (a render takes
 * milliseconds; at a hundred changes a second this is seconds of them). */
const RECENT_CHANGES = 512;
/** How many URLs with a query string asked once are remembered (their keys only). */
const ASKED_ONCE_KEYS = 10_000;

export function createPageCache(
  events: ContentEvents,
  options: { ttlMs: number; maxBytes?: number; now?: () => number },
): PageCache {
  const entries = new Map<string, Entry>(); // insertion order = least recently used first
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const index = new TagIndex();
  // the changes heard lately, to refuse a page rendered across one that touches it
  const recent: { seq: number; siteId: number; tags: ChangedTags }[] = [];
  // URLs with a query string asked once, until their TTL (insertion order = oldest first)
  const askedOnce = new Map<string, number>();
  /** A page is kept from its path alone; with a query string, from the second request. */
  const admitted = (key: string): boolean => {
    if (!key.includes('?')) return true;
    const at = now();
    const seen = askedOnce.get(key);
    askedOnce.delete(key);
    if (seen !== undefined && seen > at) return true;
    askedOnce.set(key, at + options.ttlMs);
    if (askedOnce.size > ASKED_ONCE_KEYS) askedOnce.delete(askedOnce.keys().next().value!);
    return false;
  };
  let seq = 0;
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    index.remove(key, entry.siteId, entry.tags);
    bytes -= entry.bytes;
  };
  /** Least recently used pages out until `size` more bytes fit the budget. */
  const evictFor = (size: number) => {
    while (bytes + size > maxBytes && entries.size) {
      const [oldest, entry] = entries.entries().next().value!;
      drop(oldest, entry);
    }
  };
  const unsubscribe = events.subscribe((siteId, tags) => {
    recent.push({ seq: ++seq, siteId, tags });
    if (recent.length > RECENT_CHANGES) recent.shift();
    for (const key of index.touched(siteId, tags)) drop(key, entries.get(key)!);
  });
  /** Whether a change since `mark` touches a page of this site built from these tags (when the
   * changes since are no longer all known, it may have). */
  const changedSince = (mark: number, siteId: number, tags: readonly string[]) => {
    if (mark === seq) return false;
    if (!recent.length || recent[0]!.seq > mark + 1) return true;
    return recent.some((c) => c.seq > mark && c.siteId === siteId && touches(c.tags, tags));
  };

  return {
    ttlS: Math.max(0, Math.floor(options.ttlMs / 1000)),
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
    mark: () => seq,
    set(key, page, mark) {
      if (options.ttlMs <= 0 || changedSince(mark, page.siteId, page.tags) || !admitted(key)) return page;
      // the compressed copies come later (each about a fifth of the page): counted when made
      const size = page.body.length + key.length * 2;
      if (size > maxBytes / 8) return page; // one page never takes a large share of the budget
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      evictFor(size);
      const tags = [...new Set(page.tags)];
      const entry: Entry = { ...page, tags, expires: now() + options.ttlMs, bytes: size };
      entry.onEncoded = (more) => {
        if (entries.get(key) !== entry) return; // dropped meanwhile
        entry.bytes += more;
        bytes += more;
        evictFor(0);
      };
      entries.set(key, entry);
      index.add(key, page.siteId, tags);
      bytes += size;
      return entry;
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes, tagBuckets: index.size }),
    clear: () => {
      entries.clear();
      askedOnce.clear();
      index.clear();
      bytes = 0;
    },
    close: unsubscribe,
  };
}
