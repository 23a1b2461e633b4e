// Everything that is not /api, an asset or an operations route is rendered here: host → site
// (through the API), path → locale, then the client's server entry renders the page.
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import {
  detectLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type LocaleDefinition,
} from '#shared/config/locales.ts';
import type { Language } from '#shared/contracts/site.ts';
import { CONSENT_COOKIE, type Consent, parseConsent } from '#shared/lib/consent.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { lastResortHtml, UNAVAILABLE_RETRY_AFTER_S } from '#shared/lib/last-resort.ts';
import type { RenderAssets, RenderOutcome, RenderRequest } from '../../client/entry-server.tsx';
import type { ApiRequest, ApiResponse } from '../../client/shared/api/request.ts';
import { cookiesSecure, type Env } from '../env.ts';
import { crossSiteWrite } from '../http/same-origin.ts';
import { type ApiCall, type ApiReply, UNREACHABLE } from './api-client.ts';
import { isBot } from './bots.ts';
import { extendCsp, sharedDocumentBytes } from './csp.ts';
import { type FormBody, readMultipartForm } from './form-body.ts';
import {
  type CachedPage,
  encodedBody,
  type PageCache,
  pageCacheKey,
  type SharedDocument,
  storedPage,
} from './page-cache.ts';
import { redirectWithinSite } from './redirect.ts';
import type { CachedApi } from './startup-cache.ts';
import type { StartupStates } from './startup-states.ts';

export interface Renderer {
  render(request: RenderRequest): Promise<RenderOutcome>;
  unknownSiteDocument(): Promise<RenderOutcome>;
  unavailableDocument(locale: LocaleDefinition): Promise<RenderOutcome>;
  buildingDocument(locale: LocaleDefinition, siteName: string, nonce: string): Promise<RenderOutcome>;
}

export interface SsrDeps {
  env: Pick<Env, 'RENDER_TIMEOUT_MS' | 'COOKIE_SECURE'> &
    Partial<Pick<Env, 'STRIPE_JS_URL' | 'STRIPE_API_URL'>>;
  api: CachedApi;
  assets: RenderAssets;
  loadRenderer: () => Promise<Renderer>;
  logger: Logger;
  /** Anonymous documents kept for a while; absent or with a TTL of 0, every visit renders. */
  pages?: PageCache;
  /** Sent with the writes the render makes for a visitor (forms without JavaScript), so that the
   * API takes the visitor's address from it (server/api/router.ts). */
  renderKey?: string;
  /** The state the site's start leaves, kept for the next renders of the site; absent, each render
   * starts the whole app. */
  startupStates?: StartupStates;
  /** Told how each page was rendered: at once (a document sent whole, nothing waited) or streamed. */
  onRendered?: (mode: 'at once' | 'streamed') => void;
}

/** A form sent to a page's URL without JavaScript: its fields and files, or why it cannot be read. */
type PostedForm = ({ ok: true } & FormBody) | { ok: false; status: number; reason: string };

const UNREADABLE: PostedForm = {
  ok: false,
  status: 415,
  reason:
    'Ce formulaire ne peut pas être envoyé sans JavaScript. Activez JavaScript ou rechargez la page, puis envoyez-le de nouveau.',
};

async function postedForm(req: Request): Promise<PostedForm> {
  // the one CSRF rule of every write; a form post is a browser's, so it must say where it comes from
  if (crossSiteWrite(req, true))
    return {
      ok: false,
      status: 403,
      reason: 'Ce formulaire ne peut être envoyé que depuis une page de ce site.',
    };
  if (req.is('multipart/form-data')) {
    const body = await readMultipartForm(req);
    return body
      ? { ok: true, ...body }
      : {
          ok: false,
          status: 413,
          reason:
            'Ce formulaire n’a pas pu être lu : un fichier est trop lourd ou il y en a trop. Revenez à la page et envoyez-le de nouveau.',
        };
  }
  if (!req.is('application/x-www-form-urlencoded') || typeof req.body !== 'object' || req.body === null)
    return UNREADABLE;
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(req.body as Record<string, unknown>))
    if (typeof value === 'string') fields.append(name, value);
  return { ok: true, fields, files: [] };
}

/** A French page for a form post this server cannot take, with a way back to the page. */
function refusedFormDocument(status: number, reason: string, back: string): RenderOutcome {
  return {
    kind: 'document',
    status,
    head: '<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Formulaire non envoyé</title></head><body>',
    body: `<main class="error-page"><h1>Votre formulaire n’a pas été envoyé</h1><p>${escapeHtml(reason)}</p><p><a class="button" href="${escapeHtml(back)}">Revenir à la page</a></p></main>`,
    tail: '</body></html>',
  };
}

export function toLocaleDefinitions(languages: Language[]): LocaleDefinition[] {
  return languages.map((l) => ({
    code: l.code,
    iso: l.iso,
    prefix: l.prefix,
    short: l.code.split('_')[0]!.toLowerCase(),
  }));
}

/** Sends the outcome, streamed when it streams. */
function send(res: Response, outcome: RenderOutcome, onAbort: () => void): void {
  if (outcome.kind === 'redirect') {
    redirectWithinSite(res, outcome.status, outcome.location);
    return;
  }
  res.status(outcome.status);
  res.set('Content-Type', 'text/html; charset=utf-8');
  if (!outcome.pipe) {
    const html = outcome.head + (outcome.body ?? '') + outcome.tail;
    res.end(html);
    return;
  }
  res.write(outcome.head);
  const sink = new Writable({
    write(chunk, encoding, callback) {
      if (res.write(chunk, encoding)) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      res.end(outcome.tail);
      callback();
    },
  });
  // compression buffers; React asks to flush after each chunk of the shell
  (sink as Writable & { flush?: () => void }).flush = () =>
    (res as Response & { flush?: () => void }).flush?.();
  res.on('close', () => {
    if (!res.writableFinished) onAbort();
  });
  outcome.pipe(sink);
}

/** SPEC §8's last resort, for when the renderer itself failed or could not be loaded. */
export function sendLastResort(res: Response, status: number, requestId?: string): void {
  if (res.headersSent) return void res.end();
  if (status === 503) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(lastResortHtml({ status, ...(requestId ? { requestId } : {}) }));
}

/** The app's last error handler: a request the routes could not answer. A client error keeps its
 * status; anything else is logged, and a browser's page gets SPEC §8's last resort while a file,
 * an API call or a probe gets plain text. */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return void res.status(status).type('text/plain').end();
    ((req as Request & { log?: Logger }).log ?? logger).error({ err: error }, 'request failed');
    if (res.headersSent) return void res.end();
    const page = !req.path.startsWith('/api/') && (req.get('accept') ?? '').includes('text/html');
    if (page) sendLastResort(res, 500, String((req as Request & { id?: unknown }).id ?? ''));
    else res.status(500).type('text/plain').send('Erreur interne.');
  };
}

/** What stays open on a site « en construction » (ADR 019), below the locale's prefix: signing
 * in, the password and invitation pages, and the panel (which sends the anonymous to sign in). */
const OPEN_WHILE_BUILDING = /^\/(?:auth(?:\/|$)|password\/|admin(?:\/|$))/;

/** The path below the locale's prefix (`/en/auth` → `/auth`). */
const unprefixed = (path: string, locale: LocaleDefinition) =>
  locale.prefix && (path === `/${locale.prefix}` || path.startsWith(`/${locale.prefix}/`))
    ? path.slice(locale.prefix.length + 1) || '/'
    : path;

/** The cookie naming the answer to a form sent without JavaScript, kept for the page the post's
 * 303 leads to (Post/Redirect/Get: a reload then shows the page, never sends the form again). */
export const FORM_ANSWER_COOKIE = 'parvis_form_answer';
/** The card step's path, under any locale prefix (shared/config/routes.ts `payment`). */
const CARD_STEP_PATH = /^(?:\/[a-z]{2})?\/commande\/[^/]+\/paiement\/?$/;

/** What Stripe's library (or the local double) reaches: its own origin and the API's; Stripe's
 * own frames come from js.stripe.com and hooks.stripe.com. */
function cardStepOrigins(env: Partial<Pick<Env, 'STRIPE_JS_URL' | 'STRIPE_API_URL'>>) {
  const js = new URL(env.STRIPE_JS_URL ?? 'https://js.stripe.com/v3/').origin;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : 'https://api.stripe.com';
  const frames = js === 'https://js.stripe.com' ? [js, 'https://hooks.stripe.com'] : [js];
  return { connect: [...new Set([js, api])], frames };
}

const FORM_ANSWER_TTL_MS = 60_000;
const FORM_ANSWERS_MAX = 500;

interface FormAnswer {
  path: string;
  page: SharedDocument;
  expires: number;
}

/** The path a post's 303 leads back to: its own, never another host (`//…`, `/\…`). */
export const samePagePath = (originalUrl: string) => `/${originalUrl.replace(/^[/\\]+/, '')}`;

/** The whole document of an outcome, as it would have been sent, made the same for every visitor:
 * no nonce, the response's CSP allowing its inline code by hashes (ADR 008). React's output is
 * kept as the bytes it wrote. */
function sharedDocument(
  res: Response,
  outcome: Extract<RenderOutcome, { kind: 'document' }>,
  nonce: string,
): Promise<SharedDocument> {
  const header = res.getHeader('Content-Security-Policy');
  const csp = typeof header === 'string' ? header : null;
  const finish = (body: string | Uint8Array | Uint8Array[]) =>
    sharedDocumentBytes(outcome.head, body, outcome.tail, nonce, csp);
  if (!outcome.pipe) return Promise.resolve(finish(outcome.body ?? ''));
  const chunks: Uint8Array[] = [];
  const pipe = outcome.pipe;
  return new Promise((resolve) => {
    pipe(
      new Writable({
        write(chunk, encoding, callback) {
          chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer));
          callback();
        },
        final(callback) {
          resolve(finish(chunks));
          callback();
        },
      }),
    );
  });
}

/** A form body the parser refused (too large, too many fields, malformed): the French page. */
export const formBodyRefused: ErrorRequestHandler = (error, req, res, next) => {
  const status = (error as { status?: number }).status;
  if (res.headersSent || typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  res.set('Cache-Control', 'no-store');
  send(
    res,
    refusedFormDocument(
      status,
      'Ce formulaire n’a pas pu être lu : il est trop long. Revenez à la page et envoyez-le de nouveau.',
      req.originalUrl,
    ),
    () => undefined,
  );
};

export function createSsrHandler(deps: SsrDeps): RequestHandler {
  const answers = new Map<string, FormAnswer>();
  const keepAnswer = (answer: FormAnswer): string => {
    const now = Date.now();
    for (const [key, kept] of answers)
      if (kept.expires <= now || answers.size >= FORM_ANSWERS_MAX) answers.delete(key);
    const key = randomBytes(18).toString('base64url');
    answers.set(key, answer);
    return key;
  };
  /** The answer kept for this visitor and this page, once. */
  const takeAnswer = (req: Request, res: Response): FormAnswer | null => {
    const key = req.cookies?.[FORM_ANSWER_COOKIE];
    if (typeof key !== 'string') return null;
    res.clearCookie(FORM_ANSWER_COOKIE, { path: '/' });
    const answer = answers.get(key);
    answers.delete(key);
    return answer && answer.expires > Date.now() && answer.path === req.originalUrl ? answer : null;
  };

  return async (req: Request, res: Response) => {
    const log = (req as Request & { log?: Logger }).log ?? deps.logger;
    const requestId = String((req as Request & { id?: unknown }).id ?? randomUUID());
    try {
      await renderPage(deps, { keepAnswer, takeAnswer }, req, res, log, requestId);
    } catch (error) {
      log.error({ err: error }, 'page failed, last-resort page sent');
      sendLastResort(res, 500, requestId);
    }
  };
}

interface FormAnswers {
  keepAnswer(answer: FormAnswer): string;
  takeAnswer(req: Request, res: Response): FormAnswer | null;
}

async function renderPage(
  deps: SsrDeps,
  forms: FormAnswers,
  req: Request,
  res: Response,
  log: Logger,
  requestId: string,
) {
  const host = req.get('host') ?? '';
  const bot = isBot(req.get('user-agent'));
  const answer = req.method === 'POST' ? null : forms.takeAnswer(req, res);
  if (answer) {
    sendAnswer(res, answer.page);
    return;
  }
  // a kept page was answered before this handler (servePageCache), unless a form's answer was
  // waiting for the visitor: it was for another page, so the kept one is served now
  // worked out by servePageCache already, unless the request did not pass there (or is personal)
  const cacheKey = deps.pages
    ? ((res.locals[PAGE_CACHE_KEY] as string | null | undefined) ??
      pageCacheKey({ method: req.method, host, originalUrl: req.originalUrl, cookies: req.cookies, bot }))
    : null;
  const cached =
    cacheKey && req.cookies?.[FORM_ANSWER_COOKIE] !== undefined ? deps.pages!.get(cacheKey) : null;
  if (cached) {
    res.set('X-Page-Cache', 'hit');
    await sendStored(req, res, cached, deps.pages!.ttlS);
    return;
  }
  const renderer = await deps.loadRenderer();
  let token = typeof req.cookies?.token === 'string' ? (req.cookies.token as string) : null;
  const posted = req.method === 'POST' ? await postedForm(req) : null;
  if (posted && !posted.ok) {
    res.set('Cache-Control', 'no-store');
    send(res, refusedFormDocument(posted.status, posted.reason, req.originalUrl), () => undefined);
    return;
  }
  /** The cookies the API set during a form post (a login), passed on to the visitor. */
  const setCookies: string[] = [];
  // A 503 (the database is away) or no answer at all: the page is not rendered with holes in
  // it, and a visitor whose session could not be looked up is never shown as logged out.
  let unavailable = false;
  const call = async (request: ApiCall): Promise<ApiReply> => {
    const reply = await deps.api.call(request).catch((error: unknown) => {
      if (!unavailable) log.warn({ err: error, path: request.path }, 'API unreachable from the renderer');
      return UNREACHABLE;
    });
    if (reply.status === 503) unavailable = true;
    return reply;
  };
  const sendUnavailable = async (locale: LocaleDefinition) => {
    res.set({ 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S), 'Cache-Control': 'no-store' });
    try {
      send(res, await renderer.unavailableDocument(locale), () => undefined);
    } catch (error) {
      log.error({ err: error }, 'unavailable page failed, last-resort page sent');
      sendLastResort(res, 503, requestId);
    }
  };

  const languagesReply = await call({ method: 'GET', path: '/language', host, requestId });
  if (unavailable) return sendUnavailable(detectLocale(req.path, []).locale);
  if (languagesReply.status === 404 && languagesReply.siteId === null) {
    send(res, await renderer.unknownSiteDocument(), () => undefined);
    return;
  }
  const active = languagesReply.body.success
    ? toLocaleDefinitions(languagesReply.body.data as Language[])
    : [];
  const { locale } = detectLocale(req.path, active);

  // a document shared by every visitor sets no cookie (a CDN would not keep it, or would hand
  // one visitor's cookie to all); the path carries the locale
  if (!cacheKey && req.cookies?.[LOCALE_COOKIE] !== locale.code) {
    res.cookie(LOCALE_COOKIE, locale.code, {
      maxAge: LOCALE_COOKIE_MAX_AGE_S * 1000,
      path: '/',
      sameSite: 'lax',
      secure: cookiesSecure(deps.env, req.protocol === 'https'),
    });
  }

  const nonce = res.locals.nonce as string;
  const siteId = languagesReply.siteId;

  // A site « en construction » (ADR 019): its visitors get one page, never stored (no page
  // cache, no CDN: nothing serves it once published); its administrators and the operators
  // signed in on this host see the site. /site/info is a site-wide answer the API client keeps.
  if (siteId !== null && !OPEN_WHILE_BUILDING.test(unprefixed(req.path, locale))) {
    const info = await call({ method: 'GET', path: '/site/info', host, locale: locale.code, requestId });
    if (unavailable) return sendUnavailable(locale);
    const site = info.body.success ? (info.body.data as { name: string; isBuilding: boolean }) : null;
    if (site?.isBuilding) {
      const admin = token
        ? await call({ method: 'GET', path: '/admin/me', host, siteId, token, requestId })
        : null;
      if (unavailable) return sendUnavailable(locale);
      if (admin?.status !== 200) {
        res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
        send(res, await renderer.buildingDocument(locale, site.name, nonce), () => undefined);
        return;
      }
    }
  }

  const mark = cacheKey ? deps.pages!.mark() : 0;
  let degraded = false; // an API call or the render failed: this document is not kept
  // the page is built from these answers: it carries their cache tags (ADR 003, "Tags")
  const tags = new Set<string>(languagesReply.tags);

  const api = async (request: ApiRequest): Promise<ApiResponse> => {
    const reply = await call({
      method: request.method ?? 'GET',
      path: request.path,
      query: request.query,
      body: request.body,
      host,
      locale: request.locale,
      // the site the host resolved to, unless the page's scope names one (then the API checks it)
      siteId: request.siteId ?? siteId ?? undefined,
      token,
      requestId,
      ...(posted ? { clientAddress: req.ip, renderKey: deps.renderKey } : {}),
    });
    if (reply.status >= 500) degraded = true;
    for (const tag of reply.tags) tags.add(tag);
    if (posted && reply.setCookies?.length) {
      setCookies.push(...reply.setCookies);
      // the session the API just opened (or closed) is the one of the render's next calls
      for (const cookie of reply.setCookies) {
        const match = /^token=([^;]*)/.exec(cookie);
        if (match) token = match[1] ? decodeURIComponent(match[1]) : null;
      }
    }
    return { status: reply.status, body: reply.body, tags: reply.tags };
  };
  // the render starts from the site's kept start (site-wide answers: the same with a session),
  // whose answers the page is built from too (their tags)
  const startup =
    deps.startupStates && siteId !== null && !posted ? deps.startupStates.slot(siteId, locale.code) : null;
  for (const tag of startup?.kept?.tags ?? []) tags.add(tag);

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  let abort: () => void = () => undefined;
  const outcome = await renderer.render({
    // canonical links, og:url and structured data are on the site's primary domain; the raw
    // Host is never echoed (when the API could not say, on a name that resolves nowhere)
    url: `${languagesReply.canonicalOrigin ?? 'http://unknown.invalid'}${req.originalUrl}`,
    headers,
    locale,
    api,
    authenticated: token !== null,
    form: posted?.ok ? { fields: posted.fields, files: posted.files } : null,
    startup,
    consent: cacheKey ? sharedConsent(req) : parseConsent(req.cookies?.[CONSENT_COOKIE]),
    nonce,
    bot,
    // a page kept for every visitor is sent whole, as a crawler's is
    whole: bot || cacheKey !== null,
    assets: deps.assets,
    timeoutMs: deps.env.RENDER_TIMEOUT_MS,
    onError: (error) => {
      degraded = true;
      log.error({ err: error }, 'render failed');
    },
  });
  if (unavailable) {
    if (outcome.kind === 'document') outcome.abort?.();
    return sendUnavailable(locale);
  }
  if (outcome.kind === 'document' && (outcome.atOnce || outcome.pipe))
    deps.onRendered?.(outcome.atOnce ? 'at once' : 'streamed');
  if (outcome.kind === 'document') {
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string' && outcome.cspOrigins?.length) {
      res.setHeader(
        'Content-Security-Policy',
        extendCsp(csp, ['connect-src', 'img-src', 'script-src'], outcome.cspOrigins),
      );
    }
    if (typeof csp === 'string' && outcome.cspImageOrigins?.length) {
      const current = String(res.getHeader('Content-Security-Policy'));
      res.setHeader('Content-Security-Policy', extendCsp(current, ['img-src'], outcome.cspImageOrigins));
    }
    // the card step (ADR 012) alone admits the payment service: its library's calls and frames
    if (typeof csp === 'string' && CARD_STEP_PATH.test(req.path)) {
      const { connect, frames } = cardStepOrigins(deps.env);
      const current = String(res.getHeader('Content-Security-Policy'));
      res.setHeader(
        'Content-Security-Policy',
        extendCsp(extendCsp(current, ['connect-src', 'script-src'], connect), ['frame-src'], frames),
      );
    }
    res.set('Cache-Control', token || posted ? 'private, no-store' : 'no-cache');
    res.set('Vary', 'Cookie');
    abort = outcome.abort ?? abort;
  }
  if (setCookies.length) res.append('Set-Cookie', setCookies);
  if (posted && siteId !== null && outcome.kind === 'document' && outcome.formSent) {
    const path = samePagePath(req.originalUrl);
    const key = forms.keepAnswer({
      path,
      page: await sharedDocument(res, outcome, nonce),
      expires: Date.now() + FORM_ANSWER_TTL_MS,
    });
    res.cookie(FORM_ANSWER_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: FORM_ANSWER_TTL_MS,
      secure: cookiesSecure(deps.env, req.protocol === 'https'),
    });
    res.set('Cache-Control', 'no-store');
    res.redirect(303, path);
    return;
  }
  if (cacheKey) res.set('X-Page-Cache', 'miss');
  if (!cacheKey || siteId === null || outcome.kind !== 'document' || outcome.status !== 200) {
    send(res, outcome, () => abort());
    return;
  }
  // a page every anonymous visitor shares is sent whole, the same bytes and headers as its later
  // hits (ADR 008): the hashes of its inline scripts are known once it is complete
  const shared = await sharedDocument(res, outcome, nonce);
  if (degraded) {
    // not kept, and not for a CDN either: the next visitor gets a fresh render
    if (shared.csp) res.setHeader('Content-Security-Policy', shared.csp);
    res.status(200).set('Content-Type', 'text/html; charset=utf-8').end(shared.html);
    return;
  }
  const page = deps.pages!.set(cacheKey, storedPage(siteId, [...tags], shared), mark);
  await sendStored(req, res, page, deps.pages!.ttlS);
}

/** The consent a cacheable page is rendered with: the visitor's choice without its date, so that
 * every visitor of the same choice gets the same document (the browser reads the date from the
 * cookie, entry-client.tsx). */
function sharedConsent(req: Request): Consent | null {
  const consent = parseConsent(req.cookies?.[CONSENT_COOKIE]);
  return consent && { choice: consent.choice, decidedAt: 0 };
}

/** Where `servePageCache` leaves the key it worked out for a miss (`res.locals`). */
const PAGE_CACHE_KEY = 'pageCacheKey';

/**
 * Answers a page the page cache keeps before any other route or work (static files, the API,
 * the renderer): the key is the host, the URL, crawler-or-browser and the consent variant, so no
 * host→site lookup precedes it. Only the SSR handler stores pages, under URLs that reach it, so
 * an early answer never hides another route. A visitor with a form's answer waiting goes on.
 */
export function servePageCache(pages: PageCache, onHit?: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.cookies?.[FORM_ANSWER_COOKIE] !== undefined)
      return next();
    const key = pageCacheKey({
      method: req.method,
      host: req.get('host') ?? '',
      originalUrl: req.originalUrl,
      cookies: req.cookies,
      bot: isBot(req.get('user-agent')),
    });
    const cached = key ? pages.get(key) : null;
    if (!cached) {
      res.locals[PAGE_CACHE_KEY] = key; // the renderer keeps its page under it
      return next();
    }
    onHit?.(res);
    res.set('X-Page-Cache', 'hit');
    sendStored(req, res, cached, pages.ttlS).catch(next);
  };
}

/** The answer to a form post kept for its 303: once, for this visitor only. */
function sendAnswer(res: Response, page: SharedDocument): void {
  if (page.csp) res.setHeader('Content-Security-Policy', page.csp);
  res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
  res.end(page.html);
}

/** The encoding of a kept page this request accepts best: brotli, gzip, or none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A page kept for every anonymous visitor (ADR 008): the same bytes and headers for all, in the
 * encoding the visitor accepts (compressed the first time it is accepted, then kept; the
 * compression middleware leaves it alone), with a strong ETag and a 304 for a copy still held. Browsers revalidate each time
 * (max-age=0); a CDN may keep it as long as this server does and serve it stale while it asks
 * again; `Surrogate-Key` names the site and the invalidation tags of ADR 003 ("Tags"), prefixed
 * with the site, for a CDN's purge.
 */
async function sendStored(req: Request, res: Response, page: CachedPage, ttlS: number): Promise<void> {
  const encoding = chosenEncoding(req.get('accept-encoding'));
  const etag = `"${page.etag}${encoding ? `.${encoding}` : ''}"`;
  const site = `site:${page.siteId}`;
  if (page.csp) res.setHeader('Content-Security-Policy', page.csp);
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Cookie, Accept-Encoding',
    'Cache-Control': `public, max-age=0, s-maxage=${ttlS}, stale-while-revalidate=${ttlS}`,
    ETag: etag,
    'Surrogate-Key': [site, ...page.tags.map((tag) => `${site}:${tag}`)].join(' '),
  });
  const held = (req.get('if-none-match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (held.includes(etag) || held.includes('*')) {
    res.status(304).end();
    return;
  }
  const body = encoding ? await encodedBody(page, encoding) : page.body;
  if (encoding) res.set('Content-Encoding', encoding);
  res.status(200).set('Content-Length', String(body.length)).end(body);
}
