// The server render (docs/architecture.md): one effector scope and one Lingui instance per request,
// startup data in parallel, react-router's static handler for the page's own data, then the
// document streamed by renderToPipeableStream. Crawlers get it whole (onAllReady), people get
// the shell as soon as it is ready (onShellReady). The server hands in the API access, the
// assets and the nonce; this module decides what to render and returns it to be streamed.

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { allSettled, fork, type Scope, serialize } from 'effector';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import { localizePath } from '#shared/config/locales.ts';
import type { Parameter } from '#shared/contracts/site.ts';
import { analyticsConfig, analyticsOrigins } from '#shared/lib/analytics.ts';
import type { Consent } from '#shared/lib/consent.ts';
import { escapeHtml, serializeForScript } from '#shared/lib/html.ts';
import { absoluteJsonLd } from '#shared/lib/json-ld.ts';
import { lastResortHtml } from '#shared/lib/last-resort.ts';
import { AppProviders } from './app/app.tsx';
import { type PageState, STATE_ELEMENT_ID, serializeRouterErrors } from './app/hydration.ts';
import { appStarted } from './app/model.ts';
import { createRoutes, pageModulesOf } from './app/routes.tsx';
import { $siteInfo, buildTheme, themeCss, toParameterMap } from './entities/site/index.ts';
import { organisationJsonLd } from './entities/site/json-ld.ts';
import { $parameters } from './entities/site/model.ts';
import { $consent } from './features/consent/index.ts';
import { type ApiRequest, type ApiResponse, requestFx, withAnswerCheck } from './shared/api/request.ts';
import { createI18n } from './shared/lib/i18n.ts';
import { i18nContext, scopeContext } from './shared/lib/router-context.ts';
import { documentTitle } from './shared/model/document-title.ts';
import { $locale } from './shared/model/locale.ts';
import { $documentMeta } from './shared/model/meta.ts';

export interface RenderAssets {
  /** Stylesheets, module preloads and dev preambles for the head, nonce included. */
  head(pageModules: string[], nonce: string): string;
  /** The entry script, nonce included. */
  entry(nonce: string): string;
}

export interface RenderRequest {
  /** Absolute URL of the request as the visitor sent it (own host, locale prefix included). */
  url: string;
  headers: Headers;
  locale: LocaleDefinition;
  api: (request: ApiRequest) => Promise<ApiResponse>;
  authenticated: boolean;
  consent: Consent | null;
  nonce: string;
  bot: boolean;
  assets: RenderAssets;
  timeoutMs: number;
  onError: (error: unknown) => void;
}

export type RenderOutcome =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'document';
      status: number;
      head: string;
      tail: string;
      /** Streams the React root; ends the writable when done. Absent for static fallbacks. */
      pipe?: (writable: NodeJS.WritableStream) => void;
      /** Origins the page's configured analytics reach (added to the CSP by the server). */
      cspOrigins?: string[];
      /** Stops a render whose visitor went away. */
      abort?: () => void;
      body?: string;
    };

const UNKNOWN_SITE = msg`No site is published at this address.`;

/** An unknown host gets 404 and never another site's content (ADR 002). */
export async function unknownSiteDocument(): Promise<RenderOutcome> {
  const i18n = await createI18n('fr-FR');
  const text = escapeHtml(i18n._(UNKNOWN_SITE));
  return {
    kind: 'document',
    status: 404,
    head: `<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>404</title></head><body>`,
    body: `<main><h1>404</h1><p>${text}</p></main>`,
    tail: '</body></html>',
  };
}

const ERROR_TEXTS = {
  error: msg`Error`,
  home: msg`Go back to home`,
  failure: msg`An error occurred while showing the error page`,
};

function documentHead(scope: Scope, req: RenderRequest, status: number, pageModules: string[]): string {
  const meta = scope.getState($documentMeta);
  const site = scope.getState($siteInfo);
  const theme = buildTheme(scope.getState($parameters), site?.fonts ?? []);
  const origin = new URL(req.url).origin;
  const title = status >= 400 ? (site?.name ?? '') : documentTitle(meta, site?.name);
  const canonical = origin + localizePath(req.locale, meta.canonicalPath);
  const favicon = site?.logos.find((l) => l.type === 'LOGO_FAVICON')?.onlineImage?.url ?? '/favicon.ico';
  const params = scope.getState($parameters);
  const image = meta.image ?? site?.logos.find((l) => l.type === 'LOGO')?.onlineImage?.url;
  const ogImage = image ? new URL(image, origin).toString() : null;
  // structured data only on pages that exist (not on error pages)
  const jsonLd =
    status < 400 && site
      ? [
          organisationJsonLd(site, params, origin),
          ...(meta.jsonLd ?? []).map((d) => absoluteJsonLd(d, origin)),
        ]
      : [];
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    status >= 400 || meta.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title ?? site?.name ?? '')}">`,
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    site ? `<meta property="og:site_name" content="${escapeHtml(site.name)}">` : '',
    `<meta property="og:locale" content="${escapeHtml(req.locale.code)}">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    ogImage ? `<meta property="og:image" content="${escapeHtml(ogImage)}">` : '',
    `<link rel="icon" href="${escapeHtml(favicon)}">`,
    ...jsonLd.map((data) => `<script type="application/ld+json">${serializeForScript(data)}</script>`),
    req.assets.head(pageModules, req.nonce),
    `<style nonce="${req.nonce}">${themeCss(theme)}</style>`,
  ];
  const bodyClass = theme.dark ? ' class="theme-dark"' : '';
  return `<!doctype html><html lang="${escapeHtml(req.locale.iso)}"><head>${tags.filter(Boolean).join('')}</head><body${bodyClass}><div id="root">`;
}

function documentTail(state: PageState, req: RenderRequest): string {
  return `</div><script type="application/json" id="${STATE_ELEMENT_ID}">${serializeForScript(state)}</script>${req.assets.entry(req.nonce)}</body></html>`;
}

const UNAVAILABLE_TEXTS = {
  heading: msg`The service is briefly unavailable`,
  retry: msg`Please try again in a few moments.`,
};

/** A page without the app, for when rendering the app itself failed. Without a catalog it is
 * SPEC §8's last resort, static French HTML. */
export function staticErrorDocument(
  i18n: I18n | null,
  req: Pick<RenderRequest, 'locale'>,
  status: number,
  failed = false,
): RenderOutcome {
  if (!i18n) {
    const home = localizePath(req.locale, '/');
    return { kind: 'document', status, head: lastResortHtml({ status, home }), tail: '' };
  }
  const heading = failed ? i18n._(ERROR_TEXTS.failure) : i18n._(ERROR_TEXTS.error);
  return errorPageDocument(req, status, heading, undefined, i18n._(ERROR_TEXTS.home));
}

function errorPageDocument(
  req: Pick<RenderRequest, 'locale'>,
  status: number,
  heading: string,
  detail: string | undefined,
  homeLabel: string,
): RenderOutcome {
  const home = localizePath(req.locale, '/');
  const text = detail ? `<p>${escapeHtml(detail)}</p>` : '';
  const body = `<main class="error-page"><p class="error-status">${status}</p><h1>${escapeHtml(heading)}</h1>${text}<a class="button" href="${escapeHtml(home)}">${escapeHtml(homeLabel)}</a></main>`;
  return {
    kind: 'document',
    status,
    head: `<!doctype html><html lang="${escapeHtml(req.locale.iso)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body>`,
    body,
    tail: '</body></html>',
  };
}

/** The database or the API cannot be reached for a moment: 503, in the visitor's language
 * (French by default), never a page that passes for the real one (docs/architecture.md, "Faults"). */
export async function unavailableDocument(locale: LocaleDefinition): Promise<RenderOutcome> {
  const i18n = await createI18n(locale.iso);
  return errorPageDocument(
    { locale },
    503,
    i18n._(UNAVAILABLE_TEXTS.heading),
    i18n._(UNAVAILABLE_TEXTS.retry),
    i18n._(ERROR_TEXTS.home),
  );
}

/** The CSP must let the analytics reach their servers once accepted; the header is not page
 * content, so naming them there reveals nothing before consent (the HTML stays clean). */
async function analyticsCspOrigins(req: RenderRequest): Promise<string[]> {
  const reply = await req.api({ path: '/parameter', locale: req.locale.code }).catch(() => null);
  if (!reply?.body.success) return [];
  return analyticsOrigins(analyticsConfig(toParameterMap(reply.body.data as Parameter[])));
}

export async function render(req: RenderRequest): Promise<RenderOutcome> {
  const { locale } = req;
  const i18n = await createI18n(locale.iso);
  try {
    return await renderApp(req, i18n);
  } catch (error) {
    req.onError(error);
    try {
      return staticErrorDocument(i18n, req, 500);
    } catch (again) {
      req.onError(again);
      return staticErrorDocument(null, req, 500, true);
    }
  }
}

async function renderApp(req: RenderRequest, i18n: I18n): Promise<RenderOutcome> {
  const { locale } = req;
  const french = locale.iso === 'fr-FR' ? i18n : await createI18n('fr-FR');
  const scope = fork({
    values: [
      [$locale, locale],
      [$consent, req.consent],
    ],
    handlers: [[requestFx, withAnswerCheck(req.api)]],
  });
  await allSettled(appStarted, { scope, params: { authenticated: req.authenticated } });
  const cspOrigins = await analyticsCspOrigins(req);

  const basename = locale.prefix ? `/${locale.prefix}` : '/';
  const handler = createStaticHandler(createRoutes(locale), { basename });
  const context = new RouterContextProvider();
  context.set(scopeContext, scope);
  context.set(i18nContext, i18n);
  const result = await handler.query(new Request(req.url, { method: 'GET', headers: req.headers }), {
    requestContext: context,
  });
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  for (const error of Object.values(result.errors ?? {})) {
    if (!(error && typeof error === 'object' && 'status' in error && 'internal' in error)) req.onError(error);
  }

  const status = result.statusCode;
  const pageModules = pageModulesOf(result.matches);
  const state: PageState = {
    locale: locale.code,
    effector: serialize(scope),
    router: { loaderData: result.loaderData, errors: serializeRouterErrors(result.errors) },
  };
  const head = documentHead(scope, req, status, pageModules);
  const tail = documentTail(state, req);
  const router = createStaticRouter(handler.dataRoutes, result);

  return new Promise<RenderOutcome>((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: RenderOutcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    const streamed = (): RenderOutcome => ({
      kind: 'document',
      status,
      cspOrigins,
      head,
      tail,
      pipe: (w) => stream.pipe(w),
      abort: () => stream.abort(),
    });
    const stream = renderToPipeableStream(
      <AppProviders scope={scope} i18n={i18n} french={french}>
        <StaticRouterProvider router={router} context={result} hydrate={false} nonce={req.nonce} />
      </AppProviders>,
      {
        nonce: req.nonce,
        onShellReady() {
          if (!req.bot) settle(streamed());
        },
        onAllReady() {
          clearTimeout(timer);
          settle(streamed());
        },
        onShellError(error) {
          clearTimeout(timer);
          req.onError(error);
          try {
            settle(staticErrorDocument(i18n, req, 500));
          } catch (again) {
            req.onError(again);
            settle(staticErrorDocument(null, req, 500, true));
          }
        },
        onError(error) {
          req.onError(error);
        },
      },
    );
    // The abort timer of every render: past it, pending parts are abandoned (docs/architecture.md).
    timer = setTimeout(() => stream.abort(new Error('render timed out')), req.timeoutMs);
  });
}
