// Migrates and seeds one database per test run (STACK-NOTES "Database"): on PGlite a dump that
// every test file loads into its own in-memory instance; on PostgreSQL a template database
// that every test file clones.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { TEST_PASSWORD } from '../support/fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/** Seeded content is dated so that tests are stable. */
export const SEED_NOW = new Date('2026-11-20T10:00:00Z');

export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER;
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `parvis_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db, { demoPassword: TEST_PASSWORD, now: SEED_NOW });
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, { demoPassword: TEST_PASSWORD, now: SEED_NOW });
  const dump = await database.dump!();
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
}
