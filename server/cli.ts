// Operator commands: npm run cli -- <command> [options]. See `npm run cli -- help`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import { type Role, SITE_ROLES } from '#shared/contracts/user.ts';
import { slugify } from '#shared/lib/slug.ts';
import { openAppDatabase, prepareDatabase, runSeed } from './bootstrap.ts';
import type { Db } from './db/client.ts';
import { sites } from './db/schema.ts';
import { parseEnv } from './env.ts';
import { createContentEvents } from './events/content-events.ts';
import { createLogger } from './logger.ts';
import { siteContextFor } from './modules/context.ts';
import { createOperator, disableOperator, listOperators } from './modules/operators/operators.ts';
import {
  deleteSiteSecret,
  isSecretName,
  listSiteSecrets,
  readSecrets,
  SECRET_NAMES,
  type SecretName,
  secretProblem,
  setSiteSecret,
} from './modules/secrets/site-secrets.ts';
import { createVault } from './modules/secrets/vault.ts';
import { setParameters } from './modules/sites/parameters.ts';
import { createUser } from './modules/users/accounts.ts';
import { addDomain, createSite } from './seed/writers.ts';

const HELP = `Parvis operator commands (npm run cli -- <command>):

  migrate                                   apply the database migrations
  seed                                      create the demo sites that are missing
  site:add --name <name> --host <host> [--host <host>…] [--slug <slug>] [--url <url>]
           [--winemaker] [--ecommerce]      create a site answering on these hosts
  domain:add --site <slug|id> --host <host> add a host name to a site
  user:add --site <slug|id> --email <email> [--role USER|ADMIN] [--password <pw>]
                                            create an account (a password is generated when absent)
  operator:add --email <email> [--password <pw>] [--totp-secret <base32>]
                                            add an operator (SUPER_ADMIN of every site, ADR 013)
                                            with its second factor; needs SECRETS_KEY; prints
                                            the password (when generated) and the otpauth:// address
  operator:list                             the operators, and which are disabled
  operator:disable --email <email>          an operator signs in nowhere any more
  param:set --site <slug|id> TYPE=value [TYPE=value…]
                                            set site parameters (TYPE= empties one)
  secret:set --site <slug|id> NAME=value [NAME=value…]
                                            store payment secrets, encrypted with SECRETS_KEY
                                            (${SECRET_NAMES.join(', ')})
  secret:list --site <slug|id>              which secrets are set and when (never their values)
  secret:unset --site <slug|id> NAME [NAME…]
                                            remove payment secrets

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
    allowPositionals: ['param:set', 'secret:set', 'secret:unset'].includes(command),
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
      'totp-secret': { type: 'string' },
    },
    strict: true,
  });
  const commands = ['migrate', 'seed', 'site:add', 'domain:add', 'user:add', 'param:set'];
  const operatorCommands = ['operator:add', 'operator:list', 'operator:disable'];
  if (![...commands, 'secret:set', 'secret:list', 'secret:unset', ...operatorCommands].includes(command)) {
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
        // a site's accounts go no higher than ADMIN (ADR 013)
        if (role === 'SUPER_ADMIN')
          throw new UsageError('SUPER_ADMIN is an operator of every site: use operator:add.');
        if (!SITE_ROLES.includes(role as Role))
          throw new UsageError(`--role is one of ${SITE_ROLES.join(', ')}.`);
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
      case 'operator:add': {
        const vault = createVault(env.SECRETS_KEY);
        if (!vault)
          throw new Error(
            'SECRETS_KEY is not set: an operator’s second factor cannot be stored without it. Give it the key the server uses (32 random bytes in base64, openssl rand -base64 32).',
          );
        if (!values.email) throw new UsageError('--email is required.');
        const secret = values['totp-secret']?.toUpperCase().replace(/\s+/g, '');
        if (secret !== undefined && !/^[A-Z2-7]{16,}$/.test(secret))
          throw new UsageError('--totp-secret is base32 (A-Z, 2-7), 16 characters or more.');
        const made = await createOperator(db, vault, {
          email: values.email,
          password: values.password,
          totpSecret: secret,
        });
        console.log(`Operator ${made.email} added with id ${made.id}.`);
        if (!values.password) console.log(`Password: ${made.password}`);
        console.log(`Second factor (add it to an authenticator app): ${made.uri}`);
        break;
      }
      case 'operator:list': {
        for (const o of await listOperators(db))
          console.log(`${o.id}\t${o.email}${o.disabledAt ? `\tdisabled ${o.disabledAt.toISOString()}` : ''}`);
        break;
      }
      case 'operator:disable': {
        if (!values.email) throw new UsageError('--email is required.');
        if (!(await disableOperator(db, values.email, new Date())))
          throw new UsageError(`No active operator "${values.email}".`);
        console.log(`Operator ${values.email} disabled: its sessions end now.`);
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
      // ADR 012, "Payment": the values are never printed, nor logged
      case 'secret:set': {
        const vault = createVault(env.SECRETS_KEY);
        if (!vault)
          throw new Error(
            'SECRETS_KEY is not set: secrets cannot be stored without it. Give it the key the server uses (32 random bytes in base64, openssl rand -base64 32).',
          );
        const site = await findSite(db, values.site);
        if (!positionals.length) throw new UsageError('Give at least one NAME=value.');
        const secrets = new Map<SecretName, string>();
        for (const pair of positionals) {
          const at = pair.indexOf('=');
          const name = (at > 0 ? pair.slice(0, at) : pair).toUpperCase();
          const value = at > 0 ? pair.slice(at + 1).trim() : '';
          const problem = at > 0 ? secretProblem(name, value) : `"${name}" is not NAME=value.`;
          if (problem || !isSecretName(name)) throw new UsageError(problem ?? `Unknown secret "${name}".`);
          secrets.set(name, value);
        }
        await db.transaction(async (tx) => {
          for (const [name, value] of secrets) await setSiteSecret(tx, vault, site.id, name, value);
        });
        // the pages that offer (or not) card payment are rendered again
        await (await siteContextFor({ db, events, logger }, site.id)).contentChanged();
        console.log(`${[...secrets.keys()].join(', ')} of ${site.slug} set.`);
        break;
      }
      case 'secret:list': {
        const site = await findSite(db, values.site);
        const vault = createVault(env.SECRETS_KEY);
        const rows = await listSiteSecrets(db, site.id);
        const readable = vault ? await readSecrets(db, vault, site.id, SECRET_NAMES, logger) : null;
        for (const name of SECRET_NAMES) {
          const row = rows.find((r) => r.name === name);
          const state = !row
            ? 'not set'
            : `set ${row.updatedAt.toISOString()}${readable && !readable.has(name) ? ' (unreadable with this SECRETS_KEY: set it again)' : ''}`;
          console.log(`${name.padEnd(24)} ${state}`);
        }
        if (!vault) console.log('SECRETS_KEY is not set here: the values cannot be checked.');
        break;
      }
      case 'secret:unset': {
        const site = await findSite(db, values.site);
        if (!positionals.length) throw new UsageError('Give at least one NAME.');
        const names = positionals.map((n) => n.toUpperCase());
        const unknown = names.find((n) => !isSecretName(n));
        if (unknown) throw new UsageError(`"${unknown}" is not one of ${SECRET_NAMES.join(', ')}.`);
        for (const name of names as SecretName[]) {
          const removed = await deleteSiteSecret(db, site.id, name);
          console.log(removed ? `${name} of ${site.slug} removed.` : `${name} of ${site.slug} was not set.`);
        }
        await (await siteContextFor({ db, events, logger }, site.id)).contentChanged();
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
