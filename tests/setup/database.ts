// Migrates and seeds one database per test run: on PGlite a dump that every test file loads
// into its own in-memory instance (an instance cannot be shared between worker processes); on
// PostgreSQL a template database that every test file clones.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { TEST_PASSWORD, testMedia } from '../support/fixtures.ts';

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
    await seedDemo(database.db, { demoPassword: TEST_PASSWORD, now: SEED_NOW, ...seedMedia });
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await emptyPglite();
  await database.migrate();
  await seedDemo(database.db, { demoPassword: TEST_PASSWORD, now: SEED_NOW, ...seedMedia });
  const dump = await database.dump!();
  await database.close();
  const file = path.join(TMP_DIR, `test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rmSync(file, { force: true });
}

const TMP_DIR = path.resolve('.tmp');
/** The seeded sites' files, and the illustrations drawn by an earlier run, kept in .tmp. */
const seedMedia = { media: testMedia(), illustrationCache: path.join(TMP_DIR, 'illustrations') };

/** A PGlite instance with an empty cluster. Running initdb takes some 5 s of CPU before any test
 * can start, and its result depends only on the PGlite version: the empty cluster is kept in
 * .tmp and loaded from there (0.7 s) by the next runs. */
async function emptyPglite(): Promise<Database> {
  mkdirSync(TMP_DIR, { recursive: true });
  const pgliteDir = path.dirname(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  );
  const { version } = JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cached = path.join(TMP_DIR, `pglite-${version}-initdb.tar`);
  if (existsSync(cached)) {
    try {
      return await openDatabase({ loadDataDir: new Blob([readFileSync(cached)]) });
    } catch {
      rmSync(cached, { force: true }); // unreadable (an interrupted write): made again below
    }
  }
  const database = await openDatabase({});
  const dump = await database.dump!();
  // written aside then renamed, so that a run started at the same time never reads half a file
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return database;
}
