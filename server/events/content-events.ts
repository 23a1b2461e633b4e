// Content-change notifications (ADR 003): caches keyed by site listen here. In one
// process an EventEmitter carries them; with PostgreSQL, NOTIFY carries them to every process.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { sites } from '../db/schema.ts';

export const CONTENT_CHANNEL = 'parvis_content';

export interface ContentEvents {
  publish(siteId: number): Promise<void>;
  subscribe(listener: (siteId: number) => void): () => void;
  close(): Promise<void>;
}

export async function createContentEvents(
  database: Database,
  options: { logger?: Logger } = {},
): Promise<ContentEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (siteId: number) => emitter.emit('changed', siteId);
  // While the LISTEN connection was down, other processes' notifications were lost: once it is
  // back, every site counts as changed, and every cache drops what it kept.
  const resync = async () => {
    const all = await database.db.select({ id: sites.id }).from(sites);
    for (const { id } of all) emit(id);
    options.logger?.info({ sites: all.length }, 'content notifications back: caches dropped');
  };
  let stop: (() => Promise<void>) | null = null;
  if (database.kind === 'pg') {
    stop = await database.listen(
      CONTENT_CHANNEL,
      (payload) => {
        const siteId = Number(payload);
        if (Number.isInteger(siteId)) emit(siteId);
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
