// Site-wide API answers (marked `X-Cache-Scope: site` by the API) are cached per host, locale
// and path, filed under their site and the cache tags they declare (`X-Cache-Tags`), and dropped
// when a change of the site touches one of those tags, or the whole site (ADR 003, "Tags").
// Per-user answers are never stored: the cache only ever fetches without the visitor's token,
// and a path that answers without the site-wide mark is thereafter always passed through.
import type { ContentEvents } from '../events/content-events.ts';
import type { ApiCall, ApiClient, ApiReply } from './api-client.ts';
import { TagIndex } from './tag-index.ts';

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
  const index = new TagIndex();
  let hits = 0;
  let misses = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    index.remove(key, entry.reply.siteId!, entry.reply.tags);
  };
  const unsubscribe = events.subscribe((siteId, tags) => {
    for (const key of index.touched(siteId, tags)) drop(key);
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
          drop(key);
          if (entries.size >= max) drop(entries.keys().next().value!);
          entries.set(key, { reply, expires: Date.now() + options.ttlMs });
          index.add(key, reply.siteId!, reply.tags);
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
      index.clear();
      personal.clear();
    },
    close: unsubscribe,
  };
}
