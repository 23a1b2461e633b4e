// Operator commands: npm run cli -- <command> [options]. See `npm run cli -- help`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { ROLES, type Role } from '#shared/contracts/user.ts';
import { slugify } from '#shared/lib/slug.ts';
import { openAppDatabase, prepareDatabase, runSeed } from './bootstrap.ts';
import type { Db } from './db/client.ts';
import { sites } from './db/schema.ts';
import { parseEnv } from './env.ts';
import { createContentEvents } from './events/content-events.ts';
import { createLogger } from './logger.ts';
import { siteContextFor } from './modules/context.ts';
import { setParameters } from './modules/sites/parameters.ts';
import { createUser } from './modules/users/accounts.ts';
import { addDomain, createSite } from './seed/writers.ts';

const HELP = `Parvis operator commands (npm run cli -- <command>):

  migrate                                   apply the database migrations
  seed                                      create the demo sites that are missing
  site:add --name <name> --host <host> [--host <host>…] [--slug <slug>] [--url <url>]
           [--winemaker] [--ecommerce]      create a site answering on these hosts
  domain:add --site <slug|id> --host <host> add a host name to a site
  user:add --site <slug|id> --email <email> [--role USER|ADMIN|SUPER_ADMIN] [--password <pw>]
                                            create an account (a password is generated when absent)
  param:set --site <slug|id> TYPE=value [TYPE=value…]
                                            set site parameters (TYPE= empties one)

With the embedded database, stop the server first (one process at a time).`;

class UsageError extends Error {}

async function findSite(db: Db, ref: string | undefined): Promise<{ id: number; slug: string }> {
  if (!ref) throw new UsageError('--site is required.');
  const where = /^\d+$/.test(ref) ? eq(sites.id, Number(ref)) : eq(sites.slug, ref);
  const [site] = await db.select({ id: sites.id, slug: sites.slug }).from(sites).where(where);
  if (!site) throw new UsageError(`No site "${ref}".`);
  return site;
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(HELP);
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: command === 'param:set',
    options: {
      name: { type: 'string' },
      slug: { type: 'string' },
      url: { type: 'string' },
      host: { type: 'string', multiple: true },
      site: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      winemaker: { type: 'boolean' },
      ecommerce: { type: 'boolean' },
    },
    strict: true,
  });
  if (!['migrate', 'seed', 'site:add', 'domain:add', 'user:add', 'param:set'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".`);
  }

  const env = parseEnv();
  const logger = createLogger({ LOG_LEVEL: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL });
  const database = await openAppDatabase(env);
  try {
    await prepareDatabase(database, env, logger, { seedIfEmpty: false });
    const { db } = database;
    // running servers on PostgreSQL drop their caches of a site the CLI changes (NOTIFY)
    const events = await createContentEvents(database);
    switch (command) {
      case 'migrate':
        console.log('Database migrated.');
        break;
      case 'seed': {
        const result = await runSeed(database, env, logger);
        console.log(
          result.createdSites.length
            ? `Seeded ${result.createdSites.join(', ')}. Accounts: ${result.accounts.map((a) => a.email).join(', ')}${env.DEMO_PASSWORD ? '' : ` (passwords in ${env.dataDir}/demo-credentials.txt)`}.`
            : 'The demo sites exist already; nothing to do.',
        );
        break;
      }
      case 'site:add': {
        if (!values.name) throw new UsageError('--name is required.');
        if (!values.host?.length) throw new UsageError('At least one --host is required.');
        const slug = values.slug ?? slugify(values.name);
        if (!slug) throw new UsageError('The site needs a slug made of letters or digits.');
        const siteId = await createSite(db, {
          slug,
          name: values.name,
          hosts: values.host,
          url: values.url ?? `https://${values.host[0]}`,
          isWinemaker: values.winemaker ?? false,
          isEcommerce: values.ecommerce ?? false,
        });
        console.log(`Site ${slug} created (id ${siteId}) on ${values.host.join(', ')}.`);
        break;
      }
      case 'domain:add': {
        const site = await findSite(db, values.site);
        if (!values.host?.length) throw new UsageError('--host is required.');
        for (const host of values.host)
          console.log(`${await addDomain(db, site.id, host)} now serves ${site.slug}.`);
        break;
      }
      case 'user:add': {
        const site = await findSite(db, values.site);
        if (!values.email) throw new UsageError('--email is required.');
        const role = (values.role ?? 'USER').toUpperCase();
        if (!ROLES.includes(role as Role)) throw new UsageError(`--role is one of ${ROLES.join(', ')}.`);
        const password = values.password ?? randomBytes(12).toString('base64url');
        const id = await createUser(db, site.id, {
          email: values.email,
          password,
          role: role as Role,
          verified: true,
        });
        console.log(`User ${values.email} (${role}) created on ${site.slug} with id ${id}.`);
        if (!values.password) console.log(`Password: ${password}`);
        break;
      }
      case 'param:set': {
        const site = await findSite(db, values.site);
        if (!positionals.length) throw new UsageError('Give at least one TYPE=value.');
        const changes: Record<string, string | null> = {};
        for (const pair of positionals) {
          const at = pair.indexOf('=');
          const type = (at > 0 ? pair.slice(0, at) : pair).toUpperCase();
          if (at <= 0 || !PARAMETER_CATALOG.some((p) => p.type === type))
            throw new UsageError(`"${pair}" is not TYPE=value with a parameter type of the catalog.`);
          changes[type] = pair.slice(at + 1) || null;
        }
        // the module drops the site's caches, in running servers too on PostgreSQL (NOTIFY)
        await setParameters(await siteContextFor({ db, events, logger }, site.id), changes);
        console.log(`${Object.keys(changes).join(', ')} of ${site.slug} updated.`);
        break;
      }
    }
    await events.close();
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const duplicate =
    /duplicate key|unique constraint/i.test(message) ||
    /duplicate key/i.test(String((error as { cause?: unknown }).cause));
  console.error(duplicate ? 'That already exists (duplicate slug, host or e-mail).' : message);
  if (error instanceof UsageError) console.error(`\n${HELP}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
