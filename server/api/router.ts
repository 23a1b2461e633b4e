// Mounts the route table under /api: tenant from the host, session, CSRF rule, validation,
// the {success, data, message} envelope and one error handler (SPEC §7, docs/architecture.md, "decided").
import { timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import { noQuery } from '#shared/contracts/routes/contract.ts';
import { ADMIN_ROLES } from '#shared/contracts/user.ts';
import { CACHE_TAGS_HEADER, formatCacheTags } from '#shared/lib/cache-tags.ts';
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/lib/last-resort.ts';
import { ListQueryError } from '#shared/lib/list-query.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { ContentEvents } from '../events/content-events.ts';
import { crossSiteWrite } from '../http/same-origin.ts';
import type { RateLimits } from '../modules/auth/rate-limit.ts';
import { findSession } from '../modules/auth/sessions.ts';
import { createRequestContext, type Requester, type StorageDirs } from '../modules/context.ts';
import { DomainError } from '../modules/errors.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { PaymentSettings } from '../modules/secrets/payment-settings.ts';
import type { SiteRef } from '../modules/sites/queries.ts';
import type { SiteResolver } from '../modules/sites/resolver.ts';
import type { ApiRoute } from './define.ts';
import { ApiError, forbidden, notFound, unauthorized } from './errors.ts';
import { closeAfterAnswer } from './linger.ts';
import { resolveMessage } from './messages.ts';
import { readMultipart } from './multipart.ts';
import { validateInput } from './validation.ts';

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
  payments: PaymentSettings;
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

const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** Writes the envelope; a descriptor is worded in the request's language (French before the
 * site is known). A plain string is text already in the site's language (a form's own answer). */
export function send(
  res: Response,
  status: number,
  data: unknown,
  message: MessageDescriptor | string,
): void {
  // a refusal before the body has arrived closes the connection rather than receive it to drop it
  if (status >= 400 && res.req && !res.req.complete) closeAfterAnswer(res.req);
  const locale = res.req.apiRequester?.requester.locale;
  res.status(status).json({ success: status < 400, data, message: resolveMessage(message, locale) });
}

const MESSAGES = {
  unknownSite: msg({ id: 'api.site.unknown', message: 'There is no site at this address.' }),
  otherSite: msg({
    id: 'api.site.headerMismatch',
    message: 'The idSite header names another site than the address.',
  }),
  crossSite: msg({ id: 'api.request.crossSite', message: 'A request from another site is refused.' }),
  noRoute: msg({ id: 'api.request.noRoute', message: 'This API call does not exist.' }),
  tooLarge: msg({ id: 'api.request.tooLarge', message: 'The request is too large.' }),
  notJson: msg({ id: 'api.request.notJson', message: 'The request body is not valid JSON.' }),
  unreadable: msg({ id: 'api.request.unreadable', message: 'The request could not be read.' }),
  unstorable: msg({ id: 'api.request.unstorable', message: 'A value of this request cannot be stored.' }),
  unavailable: msg({
    id: 'api.unavailable',
    message: 'The service is briefly unavailable. Please try again in a few moments.',
  }),
  internal: msg({
    id: 'api.internal',
    message: 'Something went wrong on our side. Please try again in a few moments.',
  }),
};

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The SQLSTATE of a PostgreSQL data exception (class 22: a value out of range, a NUL, a malformed
 * literal) behind an error, through the driver's and the ORM's wrappers. */
function dataException(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
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

export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  router.use(async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const resolved = await deps.sites.resolve(req.hostname ?? '');
    if (!resolved) return send(res, 404, null, MESSAGES.unknownSite);
    const declared = req.get('idsite');
    if (declared !== undefined && declared !== String(resolved.site.id)) {
      return send(res, 400, null, MESSAGES.otherSite);
    }
    res.set('X-Site-Id', String(resolved.site.id));
    // for the render: the registered origins of this host and of the site (never the raw Host)
    res.set('X-Site-Origin', resolved.origin);
    res.set('X-Canonical-Origin', resolved.canonicalOrigin);

    // Every write, anonymous or not, before its body is read; a bearer token is never sent by
    // a browser on its own, so a bearer-authenticated write is not a cross-site one.
    const bearer = bearerToken(req);
    const cookie = typeof req.cookies?.token === 'string' ? (req.cookies.token as string) : null;
    const token = bearer ?? cookie;
    const session = token ? await findSession(deps.db, resolved.site.id, token, now()) : null;
    if (!bearer && crossSiteWrite(req, session !== null)) {
      return send(res, 403, null, MESSAGES.crossSite);
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
        operator: session?.operator ?? null,
        address: renderedFor(req, deps.renderKey) ?? req.ip ?? 'unknown',
      },
    };
    next();
  });

  // a signed webhook's bytes are kept as sent: its signature is over them (express.json then
  // leaves the body alone)
  const signedPaths = deps.routes.filter((r) => r.signedBody).map((r) => r.path);
  const rawBody = express.raw({ type: () => true, limit: '512kb' });
  router.use((req, res, next) => (signedPaths.includes(req.path) ? rawBody(req, res, next) : next()));
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
          payments: deps.payments,
        },
        site,
        requester,
      );
      // ADR 013: `user` calls are a site account's, `admin` calls an ADMIN's or an operator's,
      // `superAdmin` calls an operator's alone
      if (route.access !== 'public') {
        if (!ctx.user && !ctx.operator) throw unauthorized();
        const admin = ctx.operator !== null || (ctx.user !== null && ADMIN_ROLES.includes(ctx.user.role));
        if (route.access === 'user' && !ctx.user) throw forbidden();
        if (route.access === 'admin' && !admin) throw forbidden();
        if (route.access === 'superAdmin' && !ctx.operator) throw forbidden();
      }
      const params = validateInput(route.params, req.params, 'params');
      const query = validateInput(route.query ?? noQuery, req.query, 'query');
      // a multipart body is read last, once everything that can refuse it unread has passed
      let raw: unknown = req.body;
      if (route.multipartLimits) {
        const narrowed = route.beforeBody ? await route.beforeBody(ctx, { params, query }) : undefined;
        raw = await readMultipart(req, { ...route.multipartLimits, ...narrowed });
      }
      const body = route.signedBody
        ? {
            payload: Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
            signature: req.get(route.signedBody.header) ?? null,
          }
        : validateInput(route.body, raw, 'body');
      const input = { params, query, body };
      const answer = await route.handler(ctx, input as never);
      if (answer.headers) res.set(answer.headers);
      const tags = formatCacheTags(answer.tags ?? []);
      if (tags) res.set(CACHE_TAGS_HEADER, tags);
      if ('file' in answer) {
        // text files say their charset; bytes (a PDF) are what their type says
        const type = route.raw ?? 'text/plain';
        res.status(200).type(typeof answer.file.body === 'string' ? `${type}; charset=utf-8` : type);
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
    throw notFound(MESSAGES.noRoute);
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return send(res, error.status, error.data, error.text);
    if (error instanceof DomainError) {
      if (error.retryAfterS) res.set('Retry-After', String(error.retryAfterS));
      return send(res, DOMAIN_STATUS[error.kind], error.data ?? error.fields, error.text);
    }
    if (error instanceof ListQueryError) return send(res, 400, null, error.text);
    const status = (error as { status?: number; type?: string }).status;
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return send(res, 413, null, MESSAGES.tooLarge);
    if (type === 'entity.parse.failed') return send(res, 400, null, MESSAGES.notJson);
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(res, status, null, MESSAGES.unreadable);
    }
    const log = (req as Request & { log?: Logger }).log ?? deps.logger;
    // An outage is not the request's fault: the client may try again shortly (and a failed
    // session lookup never passes for no session).
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, 'database unavailable');
      res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return send(res, 503, null, MESSAGES.unavailable);
    }
    const sqlState = dataException(error);
    if (sqlState) {
      // the input checks refuse such values first ("Bad input" in docs/architecture.md); one that
      // slips through is still the request's fault, and is logged (its code only: no parameters)
      log.warn({ sqlState, route: req.route?.path }, 'API input refused by the database');
      return send(res, 400, null, MESSAGES.unstorable);
    }
    log.error({ err: error }, 'API request failed');
    send(res, 500, null, MESSAGES.internal);
  });

  return router;
}
