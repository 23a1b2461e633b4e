// An app whose every connection to PostgreSQL (the pool and the LISTEN connection) goes through a
// proxy the test cuts; an admin connection straight to the database; and a second "process" that
// changes content and notifies, as the CLI or another server would.
import pg from 'pg';
import { type Database, LISTEN_APPLICATION_NAME, openDatabase } from '../../../server/db/client.ts';
import { CONTENT_CHANNEL } from '../../../server/events/content-events.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { cloneTestDatabase } from '../../support/database.ts';
import { databaseAddress, startTcpProxy, type TcpProxy, throughProxy } from './proxy.ts';

export interface FaultApp {
  t: TestApp;
  proxy: TcpProxy;
  /** Straight to the test's database, never through the proxy. */
  admin: pg.Client;
  /** Another process on the same database (the CLI, another server), straight to it. */
  other: Database;
  /** What every write of another process does: NOTIFY the site's change. */
  notify(siteId: number): Promise<void>;
  /** Terminates the app's LISTEN backend from the admin connection; resolves to how many. */
  terminateListener(): Promise<number>;
  listeners(): Promise<number>;
  close(): Promise<void>;
}

export async function startFaultApp(env: Record<string, string> = {}): Promise<FaultApp> {
  const clone = await cloneTestDatabase();
  const proxy = await startTcpProxy(databaseAddress());
  const database = await openDatabase({ url: throughProxy(clone.url, proxy), poolSize: 4 });
  const t = await startTestApp({ database, env });
  const admin = new pg.Client({ connectionString: clone.url });
  await admin.connect();
  const other = await openDatabase({ url: clone.url, poolSize: 1 });
  const dbName = new URL(clone.url).pathname.slice(1);
  const listenerPids = `select pid from pg_stat_activity where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`;
  return {
    t,
    proxy,
    admin,
    other,
    async notify(siteId) {
      await admin.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, String(siteId)]);
    },
    async terminateListener() {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as done from (${listenerPids}) l`,
        [dbName, LISTEN_APPLICATION_NAME],
      );
      return rows.filter((r: { done: boolean }) => r.done).length;
    },
    async listeners() {
      const { rows } = await admin.query(listenerPids, [dbName, LISTEN_APPLICATION_NAME]);
      return rows.length;
    },
    async close() {
      await proxy.restore();
      await other.close();
      await admin.end();
      await t.close();
      await proxy.close();
      await clone.drop();
    },
  };
}

/** Polls until `check` holds; resolves to the seconds it took (rejects past `limitS`). */
export async function secondsUntil(check: () => Promise<boolean>, limitS: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitS * 1000) throw new Error(`not recovered after ${limitS} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return (Date.now() - start) / 1000;
}
