// Builds the Express app from its dependencies without listening: tests mount it
// with supertest or on port 0; server/index.ts is the process around it.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, isConsentChoice, serializeConsent } from '#shared/lib/consent.ts';
import { MEDIA_PREFIX, mediaKeyOf, parseIpxModifiers } from '#shared/lib/images.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/lib/last-resort.ts';
import { localPath } from '#shared/lib/local-path.ts';
import { YOUTUBE_EMBED_ORIGIN } from '#shared/lib/video.ts';
import type { RenderAssets } from '../client/entry-server.tsx';
import { type OpenApiDocument, openApiDocument } from './api/openapi.ts';
import { createApiRouter } from './api/router.ts';
import { apiRoutes } from './api/routes.ts';
import type { Database } from './db/client.ts';
import { cookiesSecure, type Env } from './env.ts';
import type { ContentEvents } from './events/content-events.ts';
import { cspNonce } from './http/nonce.ts';
import { publicFilesOf } from './http/public-files.ts';
import { crossSiteWrite } from './http/same-origin.ts';
import { redactText } from './logger.ts';
import { createImageOptimiser } from './media/optimiser.ts';
import type { RateLimits } from './modules/auth/rate-limit.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { sniffMediaType } from './modules/media/library.ts';
import { isServedMediaKey, type MediaStorage } from './modules/media/storage.ts';
import type { PaymentSettings } from './modules/secrets/payment-settings.ts';
import { createSiteResolver } from './modules/sites/resolver.ts';
import { originFormTarget } from './request-target.ts';
import { fixedHeadersOf } from './security-headers.ts';
import { createApiClient, UNREACHABLE } from './ssr/api-client.ts';
import {
  createSsrHandler,
  finalErrorHandler,
  formBodyRefused,
  type Renderer,
  servePageCache,
} from './ssr/handler.ts';
import { createPageCache } from './ssr/page-cache.ts';
import { redirectWithinSite } from './ssr/redirect.ts';
import { createSeoFiles } from './ssr/seo-files.ts';
import { createCachedApi } from './ssr/startup-cache.ts';
import { createStartupStates } from './ssr/startup-states.ts';

/** The admin panel's documents (client/app/routes.tsx's isPanelPath, without a locale prefix). */
const PANEL_DOCUMENT = /^\/admin(\/|$)/i;

export interface Frontend {
  assets: RenderAssets;
  loadRenderer: () => Promise<Renderer>;
  /** Dev: Vite's middlewares. Production: the built client, served from here. */
  middleware?: RequestHandler;
  clientDir?: string;
  dev?: boolean;
}

export interface AppDeps {
  env: Env;
  database: Database;
  events: ContentEvents;
  logger: Logger;
  frontend: Frontend;
  mailer: Mailer;
  limits: RateLimits;
  /** Where the renderer reaches the API; loopback to this very process by default. */
  apiBaseUrl: () => string;
  /** The sites' media files (ADR 006, "Media"). */
  media: MediaStorage;
  /** The sites' payment keys and where Stripe is reached (ADR 012, "Payment"). */
  payments: PaymentSettings;
  now?: () => Date;
}

export interface App {
  handler: express.Express;
  /** `/metrics` alone, for the operators' listener (METRICS_PORT); never a site's host. */
  metricsHandler: express.Express;
  /** Marks the app as stopping: /readyz answers 503 from then on. */
  beginShutdown(): void;
  close(): Promise<void>;
  cacheStats(): { hits: number; misses: number; size: number };
  pageCacheStats(): { hits: number; misses: number; entries: number; bytes: number };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Without a configured token every caller of the operators' listener may read the metrics. */
function metricsTokenMatches(expected: string | undefined, authorization: string | undefined): boolean {
  if (!expected) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const packageVersion = (): string =>
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

export function createApp(deps: AppDeps): App {
  const { env, database, events, logger, frontend } = deps;
  const app = express();
  app.disable('x-powered-by');
  const sites = createSiteResolver(database.db, events);
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(originFormTarget(app));
  let stopping = false;

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpResponses = new Counter({
    name: 'parvis_http_responses_total',
    help: 'HTTP responses by status class and surface',
    labelNames: ['surface', 'status'] as const,
    registers: [registry],
  });
  const pageRenders = new Counter({
    name: 'parvis_page_renders_total',
    help: 'Pages rendered: at once (a document sent whole, nothing waited) or streamed',
    labelNames: ['mode'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'parvis_page_cache',
    help: 'Anonymous page cache: hits and misses since start, entries and bytes held',
    labelNames: ['measure'] as const,
    registers: [registry],
    collect() {
      const stats = pageCache.stats();
      for (const [measure, value] of Object.entries(stats)) this.set({ measure }, value);
    },
  });

  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce}'`;
  const panelOrNonce = (req: unknown, res: unknown) =>
    PANEL_DOCUMENT.test((req as Request).path) ? "'unsafe-inline'" : nonce(req, res);
  const securityMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", nonce, "'strict-dynamic'"],
        // the panel's page builder (GrapesJS) writes its canvas's style elements as it runs, so
        // the panel's documents allow inline styles (ADR 006 amended); public pages keep the nonce
        'style-src': frontend.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", panelOrNonce],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': frontend.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        // YouTube videos of video blocks, loaded on a click from the no-cookie host only
        'frame-src': ["'self'", YOUTUBE_EMBED_ORIGIN],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.NODE_ENV === 'production' ? { maxAge: 15_552_000 } : false,
  });

  // An anonymous page the page cache keeps is answered here, before any other work (ADR 008): no
  // log line (the cache's hits are counted in /metrics), no nonce, no compression wrapper; the
  // security headers are helmet's, worked out once, and the page's own CSP (its hashes) is stored
  // with it.
  const pageTtlS = env.PAGE_CACHE_TTL_S ?? (env.NODE_ENV === 'production' ? 60 : 0);
  const pageCache = createPageCache(events, {
    ttlMs: pageTtlS * 1000,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
  if (pageTtlS > 0) {
    const cookies = cookieParser();
    const securityHeaders = fixedHeadersOf(securityMiddleware);
    const hit = servePageCache(pageCache, (res) => {
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      res.setHeader('X-Request-Id', randomUUID());
      res.once('finish', () =>
        httpResponses.inc({ surface: 'page', status: `${Math.floor(res.statusCode / 100)}xx` }),
      );
    });
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      cookies(req, res, () => hit(req, res, next));
    });
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // probes and dev-server module requests are not worth a line each
      autoLogging: {
        ignore: (req) =>
          ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') ||
          /^\/(@|node_modules\/|client\/)/.test(req.url ?? ''),
      },
      serializers: {
        req: (req: { id: string; method: string; url: string; headers: Record<string, string> }) => ({
          id: req.id,
          method: req.method,
          url: redactText(req.url),
          host: req.headers.host,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use((req, res, next) => {
    res.locals.nonce = cspNonce();
    res.on('finish', () => {
      const path = req.originalUrl; // req.path is rewritten inside mounted routers
      const surface = path.startsWith('/api/') ? 'api' : path.startsWith('/assets/') ? 'assets' : 'page';
      httpResponses.inc({ surface, status: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  });

  app.use(securityMiddleware);
  app.use(compression());
  app.use(cookieParser());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (stopping) return void res.status(503).json({ status: 'stopping' });
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database ping timed out')), 2_000).unref(),
        ),
      ]);
      res.json({ status: 'ready' });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'database unreachable' });
    }
  });
  // Metrics are for operators only: on their own listener (`metricsHandler`, METRICS_PORT),
  // or here with the METRICS_TOKEN bearer on a host that is no site's; a site's host never
  // shows them (404, as for any unknown path).
  const sendMetrics = async (req: Request, res: Response) => {
    if (!metricsTokenMatches(env.METRICS_TOKEN, req.get('authorization')))
      return void res.status(401).type('text/plain').send('Authentification requise.');
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Type', registry.contentType)
      .send(await registry.metrics());
  };
  app.get('/metrics', async (req, res) => {
    if (!env.METRICS_TOKEN || (await sites.resolve(req.hostname ?? '')))
      return void res.status(404).type('text/plain').send('Page introuvable.');
    await sendMetrics(req, res);
  });
  const metricsHandler = express();
  metricsHandler.disable('x-powered-by');
  metricsHandler.get('/metrics', sendMetrics);
  metricsHandler.use((_req, res) => void res.status(404).type('text/plain').send('Page introuvable.'));

  // The API's own description: the same on every host, so it sits before the site is resolved.
  let openApi: OpenApiDocument | null = null;
  app.get('/api/openapi.json', (_req, res) => {
    openApi ??= openApiDocument(apiRoutes, packageVersion());
    res.set('Cache-Control', 'public, max-age=300').json(openApi);
  });

  const { media } = deps;
  // the render's own key: the API believes the visitor's address it passes on only with it
  const renderKey = randomBytes(24).toString('base64url');
  app.use(
    '/api',
    createApiRouter({
      db: database.db,
      events,
      sites,
      logger,
      routes: apiRoutes,
      mailer: deps.mailer,
      limits: deps.limits,
      cookieSecure: (req) => cookiesSecure(env, req.protocol === 'https'),
      storage: { uploadsDir: path.join(env.dataDir, 'uploads'), media },
      payments: deps.payments,
      renderKey,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  );

  // A site's media (ADR 006, "Media"): read from the storage of the site that the host resolves
  // to, never by a path that could name another site's file. Originals at /media/<key>;
  // responsive variants (SPEC §9 "ipx": fixed widths, webp by default) at /_ipx/<modifiers>/media/<key>.
  const notFound = (res: Response) =>
    void res.status(404).type('text/plain').send('Aucune image à cette adresse.');
  const siteOf = async (req: Request) => (await sites.resolve(req.hostname ?? ''))?.site ?? null;
  const joinPath = (parts: string | string[] | undefined) => ([] as string[]).concat(parts ?? []).join('/');

  app.get(`${MEDIA_PREFIX}{*key}`, async (req, res, next) => {
    try {
      const key = joinPath(req.params.key);
      const site = isServedMediaKey(key) ? await siteOf(req) : null;
      const data = site && (await media.get(site.id, key));
      const type = data && sniffMediaType(data);
      if (!data || !type) return notFound(res);
      // an SVG opened on its own runs nothing and loads nothing
      if (type === 'image/svg+xml')
        res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.set('Cache-Control', 'public, max-age=3600').type(type).send(data);
    } catch (error) {
      next(error);
    }
  });

  const images = createImageOptimiser({ media });
  app.get('/_ipx/:modifiers/{*source}', async (req, res, next) => {
    const modifiers = parseIpxModifiers(req.params.modifiers);
    if (!modifiers) return void res.status(400).type('text/plain').send('Taille ou format d’image inconnu.');
    try {
      const key = mediaKeyOf(`/${joinPath(req.params.source)}`);
      const site = key && isServedMediaKey(key) ? await siteOf(req) : null;
      const image = site && key ? await images.optimise(site.id, key, modifiers) : null;
      if (!image) return notFound(res);
      res
        .set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        .type(image.contentType)
        .send(image.data);
    } catch (error) {
      next(error);
    }
  });

  if (frontend.middleware) app.use(frontend.middleware);
  if (frontend.clientDir) {
    app.use(
      '/assets',
      express.static(path.join(frontend.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    // the build's other files (the public folder's) are known at start: a page's URL does not pay
    // a file-system lookup to learn it is not one of them
    const clientFiles = publicFilesOf(frontend.clientDir);
    const clientStatic = express.static(frontend.clientDir, { index: false, maxAge: '1h' });
    app.use((req, res, next) => (clientFiles.has(req.path) ? clientStatic(req, res, next) : next()));
  }

  const apiClient = createApiClient({ baseUrl: deps.apiBaseUrl, timeoutMs: env.API_TIMEOUT_MS });
  const cachedApi = createCachedApi(apiClient, events, { ttlMs: env.STARTUP_CACHE_TTL_S * 1000 });
  // the state the site's start leaves, kept as long as the answers it is built from
  const startupStates = createStartupStates(events, { ttlMs: env.STARTUP_CACHE_TTL_S * 1000 });

  // SPEC §1 consent banner: a real form, so it works before hydration and without JavaScript.
  app.post(
    '/consent',
    express.urlencoded({ extended: false, limit: '4kb' }),
    (req: Request, res: Response) => {
      if (crossSiteWrite(req)) {
        return void res
          .status(403)
          .type('text/plain')
          .send('Requête refusée : elle ne vient pas de ce site.');
      }
      const choice = req.body?.choice;
      if (!isConsentChoice(choice))
        return void res
          .status(400)
          .type('text/plain')
          .send('Choix de cookies invalide : « all » ou « none » attendu.');
      const consent = { choice, decidedAt: Date.now() };
      res.cookie(CONSENT_COOKIE, serializeConsent(consent), {
        maxAge: CONSENT_MAX_AGE_S * 1000,
        path: '/',
        sameSite: 'lax',
        secure: cookiesSecure(env, req.protocol === 'https'),
      });
      res.set('Cache-Control', 'no-store');
      if (req.accepts(['html', 'json']) === 'json') return void res.json(consent);
      redirectWithinSite(res, 303, req.body?.returnTo);
    },
  );

  // Canonical URLs: no trailing slash (the root excepted), one leading slash: `//host/` is
  // a path here, but a browser reads the same text in a Location header as another host.
  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const target = `/${req.path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
      return void redirectWithinSite(res, 301, target + query);
    }
    next();
  });

  // Per-site sitemap and robots, their data through the API like a page's.
  const seoFiles = createSeoFiles(cachedApi);
  app.get('/sitemap.xml', seoFiles.sitemap);
  app.get('/robots.txt', seoFiles.robots);

  app.get('/favicon.ico', async (req, res) => {
    const reply = await cachedApi
      .call({ method: 'GET', path: '/site/info', host: req.get('host') ?? '' })
      .catch(() => UNREACHABLE);
    if (reply.status === 503) {
      return void res.status(503).set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S)).end();
    }
    const info = reply.body.success
      ? (reply.body.data as { logos: { type: string; onlineImage: { url: string } | null }[] })
      : null;
    const url = info?.logos.find((l) => l.type === 'LOGO_FAVICON')?.onlineImage?.url;
    if (!localPath(url)) return void res.status(404).end();
    res.set('Cache-Control', 'public, max-age=3600');
    redirectWithinSite(res, 302, url);
  });

  const ssr = createSsrHandler({
    env,
    api: cachedApi,
    assets: frontend.assets,
    loadRenderer: frontend.loadRenderer,
    logger,
    renderKey,
    startupStates,
    ...(pageTtlS > 0 ? { pages: pageCache } : {}),
    onRendered: (mode) => pageRenders.inc({ mode }),
  });
  app.get('/{*splat}', ssr);
  // A form sent before the script has loaded (or without JavaScript) posts to its page's URL: the
  // render runs the same form model as the browser would (client/entry-server.tsx), then shows the
  // page with the errors beside the fields, or the outcome. Anything else posted gets a French page.
  app.post(
    '/{*splat}',
    express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 }),
    ssr,
    formBodyRefused,
  );

  app.use(finalErrorHandler(logger));

  return {
    handler: app,
    metricsHandler,
    beginShutdown: () => {
      stopping = true;
    },
    async close() {
      sites.close();
      cachedApi.close();
      startupStates.close();
      pageCache.close();
      await apiClient.close();
    },
    cacheStats: () => cachedApi.stats(),
    pageCacheStats: () => pageCache.stats(),
  };
}
