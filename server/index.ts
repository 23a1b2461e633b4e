// The process: env, database, listen, graceful shutdown. The app itself is built by
// server/app.ts from these dependencies.
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, type Frontend } from './app.ts';
import { mediaStorageFor, openAppDatabase, prepareDatabase } from './bootstrap.ts';
import { parseEnv } from './env.ts';
import { createContentEvents } from './events/content-events.ts';
import { createLogger } from './logger.ts';
import { purgeAudit } from './modules/audit/log.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { paymentSettingsFrom } from './modules/secrets/payment-settings.ts';
import { expireHolds, HOLD_SWEEP_MS } from './modules/shop/orders.ts';
import { purgeTrash } from './modules/trash/trash.ts';
import { devAssets, manifestAssets } from './ssr/assets.ts';
import type { Renderer } from './ssr/handler.ts';

const root = path.resolve(import.meta.dirname, '..');

async function createFrontend(dev: boolean): Promise<{ frontend: Frontend; close: () => Promise<void> }> {
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root,
      server: { middlewareMode: true, ws: { port: 24678 } },
      appType: 'custom',
    });
    return {
      frontend: {
        dev: true,
        assets: devAssets,
        middleware: vite.middlewares,
        loadRenderer: async () =>
          (await vite.ssrLoadModule('/client/entry-server.tsx')) as unknown as Renderer,
      },
      close: () => vite.close(),
    };
  }
  const clientDir = path.join(root, 'dist/client');
  const serverEntry = path.join(root, 'dist/server/entry-server.js');
  if (!existsSync(serverEntry))
    throw new Error('No build found: run `npm run build` (npm start does it for you).');
  const renderer = (await import(serverEntry)) as Renderer;
  return {
    frontend: { assets: manifestAssets(clientDir), clientDir, loadRenderer: async () => renderer },
    close: async () => undefined,
  };
}

async function main() {
  const env = parseEnv();
  const logger = createLogger(env);
  const database = await openAppDatabase(env);
  await prepareDatabase(database, env, logger);
  const events = await createContentEvents(database, { logger });
  const { frontend, close: closeFrontend } = await createFrontend(env.NODE_ENV === 'development');

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.dataDir, 'outbox'),
    logger,
  });
  let internalPort = 0;
  const media = mediaStorageFor(env);
  const app = createApp({
    env,
    database,
    events,
    logger,
    frontend,
    mailer,
    limits: env.rateLimits,
    media,
    payments: paymentSettingsFrom(env),
    apiBaseUrl: () => env.API_BASE_URL ?? `http://127.0.0.1:${internalPort}/api`,
  });
  // The renderer reaches the API through a listener of its own on loopback, so that its calls
  // keep working while the public listener stops taking connections (graceful stop below).
  const internal = env.API_BASE_URL ? null : http.createServer(app.handler);
  if (internal) internal.keepAliveTimeout = 65_000;
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    // a client (or load balancer) told to close opens its next request elsewhere
    if (draining) res.setHeader('Connection', 'close');
    else {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
    }
    app.handler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) =>
    env.HOST ? server.listen(env.PORT, env.HOST, resolve) : server.listen(env.PORT, resolve),
  );
  if (internal) {
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    internalPort = (internal.address() as AddressInfo).port;
  }
  const port = (server.address() as AddressInfo).port;
  // /metrics for operators only, on its own (private by default) address: never a site's host
  const metricsServer = env.METRICS_PORT === undefined ? null : http.createServer(app.metricsHandler);
  if (metricsServer) {
    await new Promise<void>((resolve) => metricsServer.listen(env.METRICS_PORT, env.METRICS_HOST, resolve));
    logger.info({ address: metricsServer.address() }, 'metrics listening');
  }
  logger.info(
    { port, database: database.kind },
    `Parvis listening on http://localhost:${port} and http://vins.localhost:${port}`,
  );

  // Graceful stop (docs/architecture.md, "Faults"): /readyz turns 503 at once so that the load
  // balancer stops sending; requests are still served for the drain delay, each answered with
  // `Connection: close`; then the listener stops taking connections, the requests in flight end
  // (their renders still reach the API through the internal listener), and only then do the
  // internal listener, the caches, the LISTEN connection and the pool close.
  const closeServer = (target: http.Server | null) =>
    new Promise<void>((resolve) => {
      if (!target) return resolve();
      // a kept-alive connection whose last answer went out without `Connection: close` turns
      // idle after close() was called: swept until the listener has no connection left
      const sweep = setInterval(() => target.closeIdleConnections(), 100);
      target.close(() => {
        clearInterval(sweep);
        resolve();
      });
      target.closeIdleConnections();
    });
  // unpaid orders whose hold ran out give their bottles back (ADR 012: an expired hold already
  // does not sell anything it should not; the sweep keeps the stock as visitors read it)
  const holdSweep = setInterval(() => {
    expireHolds(database.db, new Date()).catch((error: unknown) =>
      logger.warn({ err: error }, 'hold sweep failed'),
    );
  }, HOLD_SWEEP_MS);
  holdSweep.unref();
  // the audit log keeps a year (ADR 013), the trash 30 days (ADR 014): at start, then each day
  const purgeAuditLog = () =>
    Promise.all([purgeAudit(database.db, new Date()), purgeTrash(database.db, new Date(), media)]).catch(
      (error: unknown) => logger.warn({ err: error }, 'audit log or trash purge failed'),
    );
  void purgeAuditLog();
  const auditSweep = setInterval(purgeAuditLog, 86_400_000);
  auditSweep.unref();
  let shuttingDown = false;
  const shutdown = async (signal: string, drainMs: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, drainMs }, 'shutting down: not ready, draining');
    app.beginShutdown();
    clearInterval(holdSweep);
    clearInterval(auditSweep);
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    logger.info('drain over: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time, closing connections');
      server.closeAllConnections();
      internal?.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await closeServer(server);
    await closeServer(internal);
    clearTimeout(force);
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    await app.close();
    await closeFrontend();
    await events.close();
    await mailer.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', env.SHUTDOWN_DRAIN_MS));
  // Ctrl-C at a terminal: no load balancer to tell
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
