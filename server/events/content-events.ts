// Content-change notifications (ADR 003): caches keyed by site listen here. In one
// process an EventEmitter carries them; with PostgreSQL, NOTIFY carries them to every process.
// A change names the site and, when the writer knows them, the cache tags it touched
// (shared/lib/cache-tags.ts); without tags it is a change of the whole site.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatCacheTags, parseCacheTags } from '#shared/lib/cache-tags.ts';
import type { Database } from '../db/client.ts';
import { sites } from '../db/schema.ts';

export const CONTENT_CHANNEL = 'parvis_content';

/** The tags a change touched; null: the whole site changed. */
export type ChangedTags = readonly string[] | null;

export interface ContentEvents {
  /** Announces a change of the site: of the entries carrying one of `tags`, or of all of them. */
  publish(siteId: number, tags?: ChangedTags): Promise<void>;
  subscribe(listener: (siteId: number, tags: ChangedTags) => void): () => void;
  close(): Promise<void>;
}

/** NOTIFY's payload must stay under 8000 bytes: a longer list of tags becomes a site change. */
const MAX_PAYLOAD = 4000;

/** The NOTIFY payload of a change: the site id, then its tags, separated by spaces. */
export function changePayload(siteId: number, tags: ChangedTags): string {
  const words = tags === null ? '' : formatCacheTags(tags);
  const payload = words ? `${siteId} ${words}` : String(siteId);
  return payload.length > MAX_PAYLOAD || (tags !== null && !words) ? String(siteId) : payload;
}

/** The change a payload announces, or null when it is not one. */
export function parseChangePayload(payload: string): { siteId: number; tags: ChangedTags } | null {
  const [first, ...rest] = payload.trim().split(/\s+/);
  const siteId = Number(first);
  if (!Number.isInteger(siteId) || siteId <= 0) return null;
  const tags = parseCacheTags(rest.join(' '));
  return { siteId, tags: tags.length ? tags : null };
}

export async function createContentEvents(
  database: Database,
  options: { logger?: Logger } = {},
): Promise<ContentEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (siteId: number, tags: ChangedTags) => emitter.emit('changed', siteId, tags);
  // While the LISTEN connection was down, other processes' notifications were lost: once it is
  // back, every site counts as changed as a whole, and every cache drops what it kept.
  const resync = async () => {
    const all = await database.db.select({ id: sites.id }).from(sites);
    for (const { id } of all) emit(id, null);
    options.logger?.info({ sites: all.length }, 'content notifications back: caches dropped');
  };
  let stop: (() => Promise<void>) | null = null;
  if (database.kind === 'pg') {
    stop = await database.listen(
      CONTENT_CHANNEL,
      (payload) => {
        const change = parseChangePayload(payload);
        if (change) emit(change.siteId, change.tags);
      },
      (state, error) => {
        if (state === 'lost') {
          options.logger?.warn({ err: error }, 'content notifications lost, reconnecting');
          return;
        }
        resync().catch((err: unknown) =>
          options.logger?.warn({ err }, 'caches could not be dropped after reconnecting'),
        );
      },
    );
  }
  return {
    async publish(siteId, tags = null) {
      // an empty list names nothing that changed: nothing to announce
      if (tags !== null && tags.length === 0) return;
      const payload = changePayload(siteId, tags);
      emit(siteId, parseChangePayload(payload)!.tags);
      if (database.kind === 'pg') {
        await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
      }
    },
    subscribe(listener) {
      emitter.on('changed', listener);
      return () => emitter.off('changed', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await stop?.();
    },
  };
}
