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
import { createMailer } from './modules/mail/mailer.ts';
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
  const events = await createContentEvents(database);
  const { frontend, close: closeFrontend } = await createFrontend(env.NODE_ENV === 'development');

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.dataDir, 'outbox'),
    logger,
  });
  let port = env.PORT;
  const app = createApp({
    env,
    database,
    events,
    logger,
    frontend,
    mailer,
    limits: env.rateLimits,
    media: mediaStorageFor(env),
    apiBaseUrl: () => env.API_BASE_URL ?? `http://127.0.0.1:${port}/api`,
  });
  const server = http.createServer(app.handler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) =>
    env.HOST ? server.listen(env.PORT, env.HOST, resolve) : server.listen(env.PORT, resolve),
  );
  port = (server.address() as AddressInfo).port;
  logger.info(
    { port, database: database.kind },
    `Parvis listening on http://localhost:${port} and http://vins.localhost:${port}`,
  );

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    app.beginShutdown();
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time, closing connections');
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await app.close();
    await closeFrontend();
    await events.close();
    await mailer.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
