// Host → site, cached briefly per process and dropped when the whole site changes (its domains
// and languages change only with site-wide writes; a tagged change leaves them, ADR 003).

import type { Language } from '#shared/contracts/site.ts';
import type { Db } from '../../db/client.ts';
import type { ContentEvents } from '../../events/content-events.ts';
import {
  findSiteAddress,
  findSiteByHost,
  listLanguages,
  normalizeHost,
  originOf,
  type SiteRef,
} from './queries.ts';

export interface ResolvedSite {
  site: SiteRef;
  languages: Language[];
  /** The origin of the registered domain the host matched (its case, port and trailing dot
   * are the request's, never echoed): the site's files on this host link here. */
  origin: string;
  /** The origin of the site's primary domain: canonical links. */
  canonicalOrigin: string;
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
      const address = site ? await findSiteAddress(db, site.id) : null;
      const value =
        site && address
          ? {
              site,
              languages: await listLanguages(db, site.id),
              // the normalised host is the domain row's own key: it is the registered domain
              origin: originOf(address, host),
              canonicalOrigin: originOf(address, address.primaryHost),
            }
          : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(host, { value, expires: now + ttlMs });
      return value;
    },
    close: unsubscribe,
  };
}
