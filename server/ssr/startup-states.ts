// The state the site's start leaves in a render (SPEC §7's startup calls: parameters, menu,
// footer…), kept per site and locale for the next anonymous visitors (entry-server.tsx,
// `startedScope`): their render starts from it instead of making the calls and running their
// effects again. Any change of the site drops its states at once (they are one per locale and
// cheap to build again); a state built across a change is not kept; each lives at most `ttlMs`,
// as long as the answers it was built from (the startup cache's TTL).
import type { StartupSlot, StartupState } from '../../client/entry-server.tsx';
import type { ContentEvents } from '../events/content-events.ts';

export interface StartupStates {
  /** The slot of a site in a locale, for one render. */
  slot(siteId: number, locale: string): StartupSlot;
  stats(): { entries: number };
  clear(): void;
  close(): void;
}

export function createStartupStates(
  events: ContentEvents,
  options: { ttlMs: number; maxEntries?: number; now?: () => number },
): StartupStates {
  const entries = new Map<string, { siteId: number; state: StartupState; expires: number }>();
  const generations = new Map<number, number>();
  const max = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const unsubscribe = events.subscribe((siteId) => {
    generations.set(siteId, (generations.get(siteId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.siteId === siteId) entries.delete(key);
  });
  return {
    slot(siteId, locale) {
      const key = `${siteId}|${locale}`;
      const generation = generations.get(siteId) ?? 0;
      let entry = entries.get(key);
      if (entry && entry.expires <= now()) {
        entries.delete(key);
        entry = undefined;
      }
      return {
        kept: entry?.state ?? null,
        keep(state) {
          if (options.ttlMs <= 0 || (generations.get(siteId) ?? 0) !== generation) return;
          entries.delete(key);
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(key, { siteId, state, expires: now() + options.ttlMs });
        },
      };
    },
    stats: () => ({ entries: entries.size }),
    clear: () => entries.clear(),
    close: unsubscribe,
  };
}
