// Mounts the route table under /api: tenant from the host, session, CSRF rule, validation,
// the {success, data, message} envelope and one error handler (SPEC §7, docs/architecture.md, "decided").
import { timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import { noQuery } from '#shared/contracts/routes/contract.ts';
import { ADMIN_ROLES } from '#shared/contracts/user.ts';
import { ListQueryError } from '#shared/lib/list-query.ts';
import type { Db } from '../db/client.ts';
import type { ContentEvents } from '../events/content-events.ts';
import type { RateLimits } from '../modules/auth/rate-limit.ts';
import { findSession } from '../modules/auth/sessions.ts';
import { createRequestContext, type Requester, type StorageDirs } from '../modules/context.ts';
import { DomainError } from '../modules/errors.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { SiteRef } from '../modules/sites/queries.ts';
import type { SiteResolver } from '../modules/sites/resolver.ts';
import type { ApiRoute } from './define.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from './errors.ts';
import { readMultipart } from './multipart.ts';

export interface ApiDeps {
  db: Db;
  events: ContentEvents;
  sites: SiteResolver;
  logger: Logger;
  routes: readonly ApiRoute[];
  mailer: Mailer;
  limits: RateLimits;
  /** Secure cookies: 'auto' follows the request's protocol. */
  cookieSecure: (req: Request) => boolean;
  storage: StorageDirs;
  now?: () => Date;
  /** The key of this process's render: with it, `x-client-address` names the visitor on whose
   * behalf the render calls (a form sent without JavaScript); without it, the header is ignored. */
  renderKey?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The site of the host and who asks, found before the route runs. */
    apiRequester?: { site: SiteRef; requester: Requester };
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

export function send(res: Response, status: number, data: unknown, message: string): void {
  res.status(status).json({ success: status < 400, data, message });
}

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** docs/architecture.md, "decided": a cookie-authenticated write must come from the same origin. */
function crossSiteWrite(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host.toLowerCase() !== (req.get('host') ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/** The visitor's address that the render passes on, when the render's key comes with it. */
function renderedFor(req: Request, renderKey: string | undefined): string | null {
  const key = req.get('x-render-key');
  const address = req.get('x-client-address');
  if (!renderKey || !key || !address || address.length > 64) return null;
  const given = Buffer.from(key);
  const wanted = Buffer.from(renderKey);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? address : null;
}

function zodIssues(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function validate<T>(schema: z.ZodType<T> | undefined, value: unknown, what: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`Invalid ${what}.`, zodIssues(result.error));
  return result.data;
}

export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  router.use(async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const resolved = await deps.sites.resolve(req.hostname ?? '');
    if (!resolved) return send(res, 404, null, 'Unknown site.');
    const declared = req.get('idsite');
    if (declared !== undefined && declared !== String(resolved.site.id)) {
      return send(res, 400, null, 'The idSite header names another site than the host.');
    }
    res.set('X-Site-Id', String(resolved.site.id));

    const bearer = bearerToken(req);
    const cookie = typeof req.cookies?.token === 'string' ? (req.cookies.token as string) : null;
    const token = bearer ?? cookie;
    const session = token ? await findSession(deps.db, resolved.site.id, token, now()) : null;
    if (session && !bearer && STATE_CHANGING.has(req.method) && crossSiteWrite(req)) {
      return send(res, 403, null, 'Cross-site request refused.');
    }

    const asked = req.get('userlang');
    const active = resolved.languages.filter((l) => l.isValid);
    const locale =
      active.find((l) => l.code === asked)?.code ??
      active.find((l) => l.isDefault)?.code ??
      DEFAULT_LOCALE.code;

    req.apiRequester = {
      site: resolved.site,
      requester: {
        languages: resolved.languages,
        locale,
        session,
        user: session?.user ?? null,
        address: renderedFor(req, deps.renderKey) ?? req.ip ?? 'unknown',
      },
    };
    next();
  });

  router.use(express.json({ limit: '100kb' }));

  for (const route of deps.routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](route.path, async (req: Request, res: Response) => {
      if (route.siteWide) res.set('X-Cache-Scope', 'site');
      const { site, requester } = req.apiRequester!;
      const ctx = createRequestContext(
        {
          db: deps.db,
          events: deps.events,
          logger: (req as Request & { log?: Logger }).log ?? deps.logger,
          now,
          mailer: deps.mailer,
          limits: deps.limits,
          storage: deps.storage,
        },
        site,
        requester,
      );
      if (route.access !== 'public') {
        if (!ctx.user) throw unauthorized();
        if (route.access === 'admin' && !ADMIN_ROLES.includes(ctx.user.role)) throw forbidden();
        if (route.access === 'superAdmin' && ctx.user.role !== 'SUPER_ADMIN') throw forbidden();
      }
      const input = {
        params: validate(route.params, req.params, 'path parameters'),
        query: validate(route.query ?? noQuery, req.query, 'query string'),
        body: validate(
          route.body,
          route.multipartLimits ? await readMultipart(req, route.multipartLimits) : req.body,
          'request body',
        ),
      };
      const answer = await route.handler(ctx, input as never);
      if (answer.headers) res.set(answer.headers);
      if ('file' in answer) {
        res.status(200).type(`${route.raw ?? 'text/plain'}; charset=utf-8`);
        if (answer.file.filename) res.attachment(answer.file.filename);
        res.send(answer.file.body);
        return;
      }
      for (const cookie of answer.cookies ?? []) {
        const options = {
          path: '/',
          sameSite: 'lax' as const,
          secure: deps.cookieSecure(req),
          httpOnly: cookie.httpOnly,
        };
        if ('clear' in cookie) res.clearCookie(cookie.name, options);
        else res.cookie(cookie.name, cookie.value, { ...options, maxAge: cookie.maxAgeS * 1000 });
      }
      send(res, answer.status ?? 200, answer.data, answer.message ?? '');
    });
  }

  router.use(() => {
    throw notFound('No such API route.');
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return send(res, error.status, error.data, error.message);
    if (error instanceof DomainError) {
      if (error.retryAfterS) res.set('Retry-After', String(error.retryAfterS));
      return send(res, DOMAIN_STATUS[error.kind], error.fields, error.message);
    }
    if (error instanceof ListQueryError) return send(res, 400, null, error.message);
    const status = (error as { status?: number; type?: string }).status;
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return send(res, 413, null, 'The request body is too large.');
    if (type === 'entity.parse.failed') return send(res, 400, null, 'The request body is not valid JSON.');
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(res, status, null, 'The request could not be read.');
    }
    ((req as Request & { log?: Logger }).log ?? deps.logger).error({ err: error }, 'API request failed');
    send(res, 500, null, 'Internal error.');
  });

  return router;
}
