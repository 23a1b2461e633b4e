// Opens, migrates and (on first start) seeds the database, for the process and the CLI.
import path from 'node:path';
import type { Logger } from 'pino';
import { type Database, openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { sites } from './db/schema.ts';
import type { Env } from './env.ts';
import { createLocalMediaStorage, type MediaStorage } from './modules/media/storage.ts';
import { writeDemoCredentials } from './seed/credentials.ts';
import { DEMO_SITES } from './seed/load/site.ts';
import { upgradeDemoMedia } from './seed/media.ts';
import { seedDemo } from './seed/seed.ts';
import { syncParameterCatalog } from './seed/writers.ts';

/** The sites' media files on the local disk (ADR 006, "Media"). */
export const mediaStorageFor = (env: Env): MediaStorage =>
  createLocalMediaStorage(path.join(env.dataDir, 'media'));

export async function openAppDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL });
  const dataDir = path.join(env.dataDir, 'db');
  const unlock = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function prepareDatabase(
  database: Database,
  env: Env,
  logger: Logger,
  { seedIfEmpty = true } = {},
) {
  await database.migrate();
  await syncParameterCatalog(database.db);
  const existing = await database.db.select({ id: sites.id, slug: sites.slug }).from(sites);
  await upgradeDemoMedia(
    database.db,
    mediaStorageFor(env),
    existing.filter((site) => (DEMO_SITES as readonly string[]).includes(site.slug)),
  );
  if (!seedIfEmpty || existing.length) return;
  await runSeed(database, env, logger);
}

export async function runSeed(database: Database, env: Env, logger: Logger) {
  const result = await seedDemo(database.db, {
    demoPassword: env.DEMO_PASSWORD,
    port: env.PORT || 3000,
    media: mediaStorageFor(env),
  });
  if (result.createdSites.length === 0) {
    logger.info('demo sites already present, nothing seeded');
    return result;
  }
  logger.info(
    { sites: result.createdSites, accounts: result.accounts.map((a) => a.email) },
    'demo sites seeded',
  );
  if (!env.DEMO_PASSWORD && result.accounts.length) {
    const file = writeDemoCredentials(env.dataDir, result.accounts);
    logger.info({ file }, 'generated demo passwords written');
  }
  return result;
}
