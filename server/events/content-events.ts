// Content-change notifications (ADR 003): caches keyed by site listen here. In one
// process an EventEmitter carries them; with PostgreSQL, NOTIFY carries them to every process.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export const CONTENT_CHANNEL = 'parvis_content';

export interface ContentEvents {
  publish(siteId: number): Promise<void>;
  subscribe(listener: (siteId: number) => void): () => void;
  close(): Promise<void>;
}

export async function createContentEvents(database: Database): Promise<ContentEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (siteId: number) => emitter.emit('changed', siteId);
  let stop: (() => Promise<void>) | null = null;
  if (database.kind === 'pg') {
    stop = await database.listen(CONTENT_CHANNEL, (payload) => {
      const siteId = Number(payload);
      if (Number.isInteger(siteId)) emit(siteId);
    });
  }
  return {
    async publish(siteId) {
      emit(siteId);
      if (database.kind === 'pg') {
        await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(siteId)})`);
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
