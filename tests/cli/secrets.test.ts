// A site's payment secrets set by an operator (ADR 012, "Payment"), through the CLI as operators
// run it, on its own embedded database: encrypted with SECRETS_KEY, never printed back.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dataDir: string;
const KEY = randomBytes(32).toString('base64');
const SECRET = 'sk_test_cliSecretNeverPrinted';
const WEBHOOK = 'whsec_cliWebhookNeverPrinted';
const PUBLISHABLE = 'pk_test_cliPublishable';

async function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/cli.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_PASSWORD: 'cli-demo-password',
        LOG_LEVEL: 'warn',
        SECRETS_KEY: KEY,
        ...env,
      },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
const secret = (...args: string[]) => cli({}, ...args);

/** Every file under the folder, as bytes: the database's own files. */
function filesUnder(dir: string): Buffer[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [readFileSync(file)];
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-cli-secrets-'));
  expect((await secret('seed')).code).toBe(0);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli -- secret:*', () => {
  it('sets, lists and unsets a site’s Stripe keys, never printing a value', async () => {
    const set = await secret(
      'secret:set',
      '--site',
      'domaine-du-vallon',
      `STRIPE_SECRET_KEY=${SECRET}`,
      `stripe_webhook_secret=${WEBHOOK}`,
      `STRIPE_PUBLISHABLE_KEY=${PUBLISHABLE}`,
    );
    expect(set.code).toBe(0);
    expect(set.out).toContain(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY of domaine-du-vallon set.',
    );

    const list = await secret('secret:list', '--site', 'domaine-du-vallon');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/STRIPE_SECRET_KEY\s+set \d{4}-\d{2}-\d{2}T/);
    expect(list.out).toMatch(/STRIPE_PUBLISHABLE_KEY\s+set \d{4}-/);
    expect(list.out).not.toContain('unreadable');
    expect((await secret('secret:list', '--site', 'vallon-sur-lys')).out).toMatch(
      /STRIPE_SECRET_KEY\s+not set/,
    );

    // another key reads none of them: they are stored encrypted, and said to be unreadable
    const otherKey = await cli(
      { SECRETS_KEY: randomBytes(32).toString('base64') },
      'secret:list',
      '--site',
      'domaine-du-vallon',
    );
    expect(otherKey.out).toMatch(/STRIPE_SECRET_KEY\s+set .*unreadable with this SECRETS_KEY/);
    const noKey = await cli({ SECRETS_KEY: '' }, 'secret:list', '--site', 'domaine-du-vallon');
    expect(noKey.out).toMatch(/STRIPE_WEBHOOK_SECRET\s+set/);
    expect(noKey.out).toContain('SECRETS_KEY is not set here');
    for (const file of filesUnder(path.join(dataDir, 'db'))) {
      expect(file.includes(SECRET)).toBe(false);
      expect(file.includes(WEBHOOK)).toBe(false);
    }

    const unset = await secret('secret:unset', '--site', 'domaine-du-vallon', 'STRIPE_WEBHOOK_SECRET');
    expect(unset.out).toContain('STRIPE_WEBHOOK_SECRET of domaine-du-vallon removed.');
    expect(
      (await secret('secret:unset', '--site', 'domaine-du-vallon', 'STRIPE_WEBHOOK_SECRET')).out,
    ).toContain('was not set');
    expect((await secret('secret:list', '--site', 'domaine-du-vallon')).out).toMatch(
      /STRIPE_WEBHOOK_SECRET\s+not set/,
    );

    for (const result of [set, list, otherKey, noKey, unset]) {
      expect(result.out).not.toContain(SECRET);
      expect(result.out).not.toContain(WEBHOOK);
      expect(result.out).not.toContain(PUBLISHABLE);
    }
  }, 120_000);

  it('refuses unknown names, values of the wrong shape, and a missing or malformed SECRETS_KEY', async () => {
    const unknown = await secret('secret:set', '--site', 'domaine-du-vallon', 'STRIPE_OTHER=sk_test_abcd');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('"STRIPE_OTHER" is not one of STRIPE_SECRET_KEY');

    const shape = await secret(
      'secret:set',
      '--site',
      'domaine-du-vallon',
      `STRIPE_SECRET_KEY=${PUBLISHABLE}`,
    );
    expect(shape.code).toBe(2);
    expect(shape.out).toContain('STRIPE_SECRET_KEY must be a secret key, sk_… or rk_…');
    expect(shape.out).not.toContain(PUBLISHABLE);
    expect(
      (await secret('secret:set', '--site', 'domaine-du-vallon', 'STRIPE_WEBHOOK_SECRET=abc')).out,
    ).toContain('whsec_');
    expect((await secret('secret:set', '--site', 'domaine-du-vallon', 'STRIPE_SECRET_KEY')).code).toBe(2);
    expect((await secret('secret:unset', '--site', 'domaine-du-vallon', 'NOPE')).code).toBe(2);
    expect((await secret('secret:set', '--site', 'nowhere', `STRIPE_SECRET_KEY=${SECRET}`)).out).toContain(
      'No site "nowhere"',
    );

    const noKey = await cli(
      { SECRETS_KEY: '' },
      'secret:set',
      '--site',
      'domaine-du-vallon',
      `STRIPE_SECRET_KEY=${SECRET}`,
    );
    expect(noKey.code).toBe(1);
    expect(noKey.out).toContain('SECRETS_KEY is not set');
    const shortKey = await cli(
      { SECRETS_KEY: randomBytes(16).toString('base64') },
      'secret:set',
      '--site',
      'domaine-du-vallon',
      `STRIPE_SECRET_KEY=${SECRET}`,
    );
    expect(shortKey.code).toBe(1);
    expect(shortKey.out).toMatch(/SECRETS_KEY: must be 32 random bytes in base64/);
    expect((await secret('secret:list', '--site', 'domaine-du-vallon')).out).toMatch(
      /STRIPE_SECRET_KEY\s+set/,
    );
  }, 120_000);

  // ADR 013: operators, each with a second factor stored under the same key
  it('adds an operator with its second factor, lists and disables it; SUPER_ADMIN is no site role', async () => {
    expect((await cli({ SECRETS_KEY: '' }, 'operator:add', '--email', 'ops@parvis.test')).out).toContain(
      'SECRETS_KEY is not set',
    );
    const added = await cli(
      {},
      'operator:add',
      '--email',
      'ops@parvis.test',
      '--totp-secret',
      'jbsw y3dp ehpk 3pxp',
    );
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Password: \S{12,}/);
    expect(added.out).toContain('otpauth://totp/Parvis:ops%40parvis.test?');
    expect(added.out).toContain('secret=JBSWY3DPEHPK3PXP');
    // the second factor is not in the database in clear
    expect(filesUnder(path.join(dataDir, 'db')).some((bytes) => bytes.includes('JBSWY3DPEHPK3PXP'))).toBe(
      false,
    );
    expect((await cli({}, 'operator:add', '--email', 'OPS@parvis.test')).out).toContain('already exists');
    expect((await cli({}, 'operator:add', '--email', 'x@parvis.test', '--totp-secret', 'short')).code).toBe(
      2,
    );
    expect((await cli({}, 'operator:list')).out).toMatch(/\d+\tops@parvis\.test\n/);
    expect((await cli({}, 'operator:disable', '--email', 'ops@parvis.test')).out).toContain('disabled');
    expect((await cli({}, 'operator:list')).out).toMatch(/ops@parvis\.test\tdisabled/);
    expect((await cli({}, 'operator:disable', '--email', 'ops@parvis.test')).code).toBe(2);
    const superAdmin = await cli(
      {},
      'user:add',
      '--site',
      'vallon-sur-lys',
      '--email',
      'root@example.org',
      '--role',
      'SUPER_ADMIN',
    );
    expect(superAdmin.code).toBe(2);
    expect(superAdmin.out).toContain('use operator:add');
  }, 120_000);
});
