// The API router alone over a test database, for tests that bring their own route table.
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import supertest from 'supertest';
import type { ApiRoute } from '../../server/api/define.ts';
import { createApiRouter } from '../../server/api/router.ts';
import type { Database } from '../../server/db/client.ts';
import { createContentEvents } from '../../server/events/content-events.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/modules/auth/rate-limit.ts';
import { createSiteResolver } from '../../server/modules/sites/resolver.ts';
import { testMedia } from './fixtures.ts';
import { testPayments } from './payments.ts';

export async function apiRouterApp(
  database: Database,
  routes: readonly ApiRoute[],
  logger: Logger,
): Promise<ReturnType<typeof supertest>> {
  const events = await createContentEvents(database);
  const app = express();
  app.use(cookieParser());
  app.use(
    '/api',
    createApiRouter({
      db: database.db,
      events,
      sites: createSiteResolver(database.db, events),
      logger,
      routes,
      mailer: { send: async () => ({ messageId: 'none' }), close: async () => undefined },
      limits: DEFAULT_RATE_LIMITS,
      cookieSecure: () => false,
      storage: { uploadsDir: '.tmp/uploads', media: testMedia() },
      payments: testPayments(),
    }),
  );
  return supertest(app);
}
