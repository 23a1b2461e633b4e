// One database interface over PGlite (embedded, default) and node-postgres (DATABASE_URL),
// (docs/architecture.md, layers). Both run the same committed migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { reconnectDelay } from './backoff.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** The LISTEN connection's application_name, to find it in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'parvis-listen';

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Throws when the database cannot answer (readiness probe). */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. With PostgreSQL the
   * connection is reopened whenever it is lost; notifications sent meanwhile are lost, which
   * `onState('reopened')` tells so that caches can be dropped. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (state: 'lost' | 'reopened', error?: unknown) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (test fixtures). */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in-memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump made by `dump()`. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // the same extensions on every open: a dump made with them must be loaded with them
  const client = await PGlite.create({
    extensions: { unaccent },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server closes (restart, failover, a dropped test database) must not
  // bring the process down: the pool replaces it, and /readyz reports a database that is gone.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'pg',
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload, onState) => {
      const open = async () => {
        const client = new pg.Client({
          connectionString: url,
          application_name: LISTEN_APPLICATION_NAME,
          // a network that drops packets without a reset is noticed within about a minute
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          connectionTimeoutMillis: 5_000,
        });
        client.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        client.on('error', () => undefined); // 'end' follows, and reopens the connection
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        return client;
      };
      // A restart, a failover or a cut network ends the connection: it is reopened with
      // back-off for as long as the process runs (docs/architecture.md, "Faults").
      let current: pg.Client | null = null;
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      const retry = () => {
        if (stopped || timer) return;
        timer = setTimeout(async () => {
          try {
            const client = await open();
            timer = undefined;
            if (stopped) return void (await client.end().catch(() => undefined));
            attempt = 0;
            watch(client);
            onState?.('reopened');
          } catch (error) {
            timer = undefined;
            attempt++;
            onState?.('lost', error);
            retry();
          }
        }, reconnectDelay(attempt));
        timer.unref();
      };
      const watch = (client: pg.Client) => {
        current = client;
        client.once('end', () => {
          if (current !== client || stopped) return;
          current = null;
          onState?.('lost');
          retry();
        });
      };
      watch(await open());
      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        listeners.delete(stop);
        await current?.end().catch(() => undefined);
      };
      listeners.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
