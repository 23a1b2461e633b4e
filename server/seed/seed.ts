// The demo sites (the town hall of SPEC §2, and a wine estate with its shop), seeded on first
// start and by `npm run seed` from the data files of data/<site-slug>/ (data/README.md).
// Idempotent: a site that exists already is left exactly as it is (its admins may have edited
// it); only missing sites are created.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import type { MediaStorage } from '../modules/media/storage.ts';
import { createUser } from '../modules/users/accounts.ts';
import { DEMO_SITES, loadSite } from './load/site.ts';
import { seedSite } from './site.ts';

export interface DemoAccount {
  site: string;
  email: string;
  role: 'ADMIN';
  password: string;
}

export interface SeedOptions {
  /** Where the sites' media files are written (their rows go to the database). */
  media: MediaStorage;
  /** A folder where drawn illustrations are kept between seeds (the tests' .tmp). */
  illustrationCache?: string;
  /** Password of every demo account; generated per account when absent. */
  demoPassword?: string | undefined;
  now?: Date;
  /** Port in the demo sites' public URLs (links in e-mails): the port the server listens on. */
  port?: number;
}

export interface SeedResult {
  createdSites: string[];
  accounts: DemoAccount[];
}

const generatePassword = () => randomBytes(12).toString('base64url');

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const port = options.port ?? 3000;
  const result: SeedResult = { createdSites: [], accounts: [] };
  const existing = new Set((await db.select({ slug: sites.slug }).from(sites)).map((s) => s.slug));
  const password = () => options.demoPassword ?? generatePassword();

  // Each site is written in one transaction: a failure leaves no half-seeded site behind. Only
  // the sites to create are read: once seeded, a site no longer depends on its data files.
  for (const slug of DEMO_SITES) {
    if (existing.has(slug)) continue;
    const data = loadSite(slug);
    const accounts: DemoAccount[] = data.site.accounts.map((account) => ({
      site: slug,
      email: account.email,
      role: account.role,
      password: password(),
    }));
    await db.transaction(async (tx) => {
      const siteId = await seedSite(tx as unknown as Db, data, {
        now,
        port,
        media: options.media,
        illustrationCache: options.illustrationCache,
      });
      for (const a of accounts) {
        await createUser(tx as unknown as Db, siteId, {
          email: a.email,
          password: a.password,
          role: a.role,
          verified: true,
        });
      }
    });
    result.createdSites.push(slug);
    result.accounts.push(...accounts);
  }
  return result;
}

export async function siteIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return row?.id ?? null;
}
