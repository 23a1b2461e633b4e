// Starts the production build once for the browser tests, on a fresh embedded database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD } from '../../support/fixtures.ts';
import { TEST_SECRETS_KEY } from '../../support/payments.ts';
import { startStripeDouble } from '../../support/stripe-double.ts';

/** The wine estate's Stripe keys in the browser tests: accounts of the local double. */
export const E2E_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_vallone2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_vallone2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_vallone2e',
};

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitReady(port: number, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${logs()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready:\n${logs()}`);
}

/** The deployment's operator in the browser tests (ADR 013), added with the CLI: its second
 * factor's secret is known, so that the tests compute its codes. */
export const E2E_OPERATOR = {
  email: 'operateur@parvis.test',
  password: TEST_PASSWORD,
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** Analytics of the wine estate in the browser tests (tests/e2e/analytics.test.ts): every one is
 * configured, so that the tests can check that none loads before consent. Their hosts do not
 * exist; the tests that accept cookies on vins.localhost answer them with route(). */
export const E2E_ANALYTICS = {
  MATOMO_URL: 'https://stats.domaine-du-vallon.test',
  MATOMO_SITE_ID: '4',
  GTM_ID: 'GTM-E2ETEST',
  GOOGLE_ADS_ID: 'AW-123456',
  PLAUSIBLE_DOMAIN: 'domaine-du-vallon.test',
  META_PIXEL_ID: '998877665544',
};

/** The wine estate's map tiles in the browser tests (ADR 012 relay points): a host that does not
 * exist, answered by the tests with route() (the page's CSP still decides whether it is asked). */
export const E2E_MAP_TILES = {
  MAP_TILES_URL: 'https://tiles.domaine-du-vallon.test/{z}/{x}/{y}.png',
  MAP_TILES_ATTRIBUTION: '© les contributeurs d’OpenStreetMap',
};

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parvis-e2e-'));
  const port = await freePort();
  // card payments go to the local Stripe double, whose webhooks come back to the estate's host
  const stripe = await startStripeDouble({
    webhook: () => ({ url: `http://127.0.0.1:${port}/api/custom-stripe/webhook`, host: 'vins.localhost' }),
    webhookSecret: (key) => (key === E2E_STRIPE.STRIPE_SECRET_KEY ? E2E_STRIPE.STRIPE_WEBHOOK_SECRET : null),
  });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0', // no load balancer to tell: the run ends sooner
    // every test orders from 127.0.0.1: the limit of unpaid orders per address would stop them
    RATE_LIMIT_PENDING_ORDERS_PER_ADDRESS: '1000/1800',
    SECRETS_KEY: TEST_SECRETS_KEY,
    STRIPE_API_URL: stripe.url,
    STRIPE_JS_URL: stripe.jsUrl,
  };
  // seeded and configured before the server starts (the embedded database is one process's)
  execFileSync(process.execPath, ['server/cli.ts', 'seed'], { env });
  execFileSync(
    process.execPath,
    [
      'server/cli.ts',
      'operator:add',
      '--email',
      E2E_OPERATOR.email,
      '--password',
      E2E_OPERATOR.password,
      '--totp-secret',
      E2E_OPERATOR.totpSecret,
    ],
    { env },
  );
  execFileSync(
    process.execPath,
    [
      'server/cli.ts',
      'param:set',
      '--site',
      'domaine-du-vallon',
      ...Object.entries({ ...E2E_ANALYTICS, ...E2E_MAP_TILES }).map(([type, value]) => `${type}=${value}`),
    ],
    { env },
  );
  execFileSync(
    process.execPath,
    [
      'server/cli.ts',
      'secret:set',
      '--site',
      'domaine-du-vallon',
      ...Object.entries(E2E_STRIPE).map(([name, value]) => `${name}=${value}`),
    ],
    { env },
  );
  let output = '';
  const child = spawn(process.execPath, ['server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitReady(port, child, () => output);
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
    // an error the server logged fails the run, as a console.error fails a test
    if (output.includes('"level":50')) throw new Error(`Server errors during the browser tests:\n${output}`);
  };
}
