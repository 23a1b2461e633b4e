// A whole app on port 0 over a test database: the renderer is the client's server entry,
// compiled by vitest with the same plugins as the build; the SSR reaches the API over loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type { RenderAssets } from '../../client/entry-server.tsx';
import { type App, createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { parseEnv } from '../../server/env.ts';
import { type ContentEvents, createContentEvents } from '../../server/events/content-events.ts';
import { createLogger } from '../../server/logger.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/modules/auth/rate-limit.ts';
import { createMailer } from '../../server/modules/mail/mailer.ts';
import type { PaymentSettings } from '../../server/modules/secrets/payment-settings.ts';
import { openTestDatabase } from './database.ts';
import { TEST_DATA_DIR, testMedia } from './fixtures.ts';
import type { MailCatcher } from './mail.ts';
import { testPayments } from './payments.ts';

export const testAssets: RenderAssets = {
  head: (modules) => modules.map((m) => `<link rel="modulepreload" href="/${m}">`).join(''),
  entry: (nonce) => `<script type="module" src="/client/entry-client.tsx" nonce="${nonce}"></script>`,
};

export interface TestApp {
  app: App;
  database: Database;
  events: ContentEvents;
  url: string;
  /** supertest against the listening server; set Host per request. */
  http: ReturnType<typeof supertest>;
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  database?: Database;
  env?: Record<string, string>;
  /** Mail goes to this SMTP catcher; otherwise into an outbox folder of the test. */
  mail?: MailCatcher;
  limits?: Partial<RateLimits>;
  /** The API's clock (rate-limit windows, token expiry). */
  now?: () => Date;
  /** Where the renderer reaches the API; this very server by default. */
  apiBaseUrl?: string;
  /** The vault and Stripe's address: the fixed test key and no Stripe double by default
   * (tests/support/payments.ts); `{ vault: null }` for a server without SECRETS_KEY. */
  payments?: Partial<PaymentSettings>;
}

/** supertest opens a connection per request; the fuzzing sends some 11,000 and the isolation
 * matrix some 800, so they reuse kept-alive connections (about 15 % less CPU for the fuzzing). */
function reusingConnections(
  client: ReturnType<typeof supertest>,
  agent: http.Agent,
): ReturnType<typeof supertest> {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (path: string) => (value as (path: string) => supertest.Test).call(target, path).agent(agent);
    },
  });
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: TEST_DATA_DIR, ...options.env });
  const logs: string[] = [];
  // the product's logger (its redaction included), written into `logs`
  const logger = createLogger({ LOG_LEVEL: 'warn' }, { write: (line: string) => void logs.push(line) });
  const events = await createContentEvents(database);
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'parvis-outbox-'));
  const mailer = createMailer({
    smtpUrl: options.mail?.url,
    from: 'no-reply@parvis.test',
    outboxDir,
    logger,
  });
  let port = 0;
  const app = createApp({
    env,
    database,
    events,
    logger,
    frontend: { assets: testAssets, loadRenderer: () => import('../../client/entry-server.tsx') },
    apiBaseUrl: () => options.apiBaseUrl ?? `http://127.0.0.1:${port}/api`,
    mailer,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
    media: testMedia(),
    payments: testPayments(options.payments),
    ...(options.now ? { now: options.now } : {}),
  });
  const server = http.createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const keepAlive = new http.Agent({ keepAlive: true });
  return {
    app,
    database,
    events,
    url,
    http: reusingConnections(supertest(url), keepAlive),
    logs,
    async close() {
      keepAlive.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await events.close();
      await mailer.close();
      await database.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
