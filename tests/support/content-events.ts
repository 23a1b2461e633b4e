// Content events without a database, for the caches' unit tests: a change reaches every listener
// at once, as the in-process emitter does (server/events/content-events.ts).
import type { ChangedTags, ContentEvents } from '../../server/events/content-events.ts';

export function fakeContentEvents(): ContentEvents {
  const listeners = new Set<(siteId: number, tags: ChangedTags) => void>();
  return {
    async publish(siteId, tags = null) {
      for (const l of listeners) l(siteId, tags);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {},
  };
}
