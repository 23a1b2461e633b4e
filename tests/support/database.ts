// Each test file gets its own database, loaded from the one migrated and seeded per run.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';

/** A fresh PostgreSQL database cloned from the run's seeded template, and how to drop it. */
export async function cloneTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `parvis_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Two files may clone at once; PostgreSQL refuses a clone while the template is busy.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER === 'pg') {
    const clone = await cloneTestDatabase();
    const database = await openDatabase({ url: clone.url, poolSize: 4 });
    return {
      ...database,
      async close() {
        await database.close();
        await clone.drop();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return openDatabase({ loadDataDir: dump });
}
