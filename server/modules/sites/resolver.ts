// Host → site, cached briefly per process and dropped when the whole site changes (its domains
// and languages change only with site-wide writes; a tagged change leaves them, ADR 003).

import type { Language } from '#shared/contracts/site.ts';
import type { Db } from '../../db/client.ts';
import type { ContentEvents } from '../../events/content-events.ts';
import { findSiteByHost, listLanguages, normalizeHost, type SiteRef } from './queries.ts';

export interface ResolvedSite {
  site: SiteRef;
  languages: Language[];
}

export interface SiteResolver {
  resolve(host: string): Promise<ResolvedSite | null>;
  close(): void;
}

export function createSiteResolver(db: Db, events: ContentEvents, ttlMs = 10_000): SiteResolver {
  const cache = new Map<string, { value: ResolvedSite | null; expires: number }>();
  const unsubscribe = events.subscribe((siteId, tags) => {
    if (tags !== null) return;
    for (const [host, entry] of cache) if (!entry.value || entry.value.site.id === siteId) cache.delete(host);
  });
  return {
    async resolve(rawHost) {
      const host = normalizeHost(rawHost);
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.value;
      const site = host ? await findSiteByHost(db, host) : null;
      const value = site ? { site, languages: await listLanguages(db, site.id) } : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(host, { value, expires: now + ttlMs });
      return value;
    },
    close: unsubscribe,
  };
}
