// Site-wide API answers (marked `X-Cache-Scope: site` by the API) are cached per host, locale
// and path, tagged by site, and dropped when that site's content changes (docs/architecture.md).
// Per-user answers are never stored: the cache only ever fetches without the visitor's token,
// and a path that answers without the site-wide mark is thereafter always passed through.
import type { ContentEvents } from '../events/content-events.ts';
import type { ApiCall, ApiClient, ApiReply } from './api-client.ts';

export interface CachedApi {
  call(call: ApiCall): Promise<ApiReply>;
  stats(): { hits: number; misses: number; size: number };
  clear(): void;
  close(): void;
}

export function createCachedApi(
  client: ApiClient,
  events: ContentEvents,
  options: { ttlMs: number; maxEntries?: number },
): CachedApi {
  const entries = new Map<string, { reply: ApiReply; expires: number }>();
  const inflight = new Map<string, Promise<ApiReply>>();
  const personal = new Set<string>();
  const max = options.maxEntries ?? 5_000;
  let hits = 0;
  let misses = 0;
  const unsubscribe = events.subscribe((siteId) => {
    for (const [key, entry] of entries) if (entry.reply.siteId === siteId) entries.delete(key);
  });
  const isSiteWide = (reply: ApiReply) =>
    reply.cacheScope === 'site' && reply.status < 500 && reply.siteId !== null;

  const fetchShared = (key: string, call: ApiCall) => {
    const pending = inflight.get(key);
    if (pending) return pending;
    const promise = client
      .call({ ...call, token: null })
      .then((reply) => {
        if (isSiteWide(reply)) {
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(key, { reply, expires: Date.now() + options.ttlMs });
        } else if (reply.siteId !== null && reply.status < 500 && personal.size < max) {
          personal.add(call.path); // the site answered without the site-wide mark: a per-user route
        }
        return reply;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  return {
    async call(call) {
      if (call.method !== 'GET' || options.ttlMs <= 0 || personal.has(call.path)) return client.call(call);
      const key = `${call.host}|${call.locale ?? ''}|${call.path}?${call.query ?? ''}`;
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        hits++;
        return hit.reply;
      }
      misses++;
      const reply = await fetchShared(key, call);
      if (isSiteWide(reply) || !call.token) return reply;
      return client.call(call); // not site-wide: ask again with the visitor's own credentials
    },
    stats: () => ({ hits, misses, size: entries.size }),
    clear: () => {
      entries.clear();
      personal.clear();
    },
    close: unsubscribe,
  };
}
