// The server render (docs/architecture.md): one effector scope and one Lingui instance per request,
// startup data in parallel, the router's resolution of the URL for the page's own data, then the
// document: rendered at once when it is sent whole (a page kept for every visitor, a crawler's),
// else streamed by renderToPipeableStream, people getting the shell as soon as it is ready
// (onShellReady), a whole document waiting for everything (onAllReady) when something was not.
// The server hands in the API access, the assets and the nonce; this module decides what to
// render and returns it to be sent.

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { allSettled, fork, type Scope, serialize } from 'effector';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { LocaleDefinition } from '#shared/config/locales.ts';
import { localizePath } from '#shared/config/locales.ts';
import type { Parameter } from '#shared/contracts/site.ts';
import { analyticsConfig, analyticsOrigins } from '#shared/lib/analytics.ts';
import type { Consent } from '#shared/lib/consent.ts';
import { escapeHtml, serializeForScript } from '#shared/lib/html.ts';
import { absoluteJsonLd } from '#shared/lib/json-ld.ts';
import { lastResortHtml } from '#shared/lib/last-resort.ts';
import { mapTiles } from '#shared/lib/map-tiles.ts';
import { AppProviders } from './app/app.tsx';
import { type PageState, STATE_ELEMENT_ID, serializeRouteError } from './app/hydration.ts';
import { appStarted, siteStarted, visitorStarted } from './app/model.ts';
import { PANEL_PAGES, PANEL_ROUTES_MODULE } from './app/panel-routes.ts';
import { basenameOf, isPanelPath, pageModulesOf, ROUTER_COMPONENTS, routesOf } from './app/routes.tsx';
import { SHOP_PAGES, SHOP_PARTS, SHOP_ROUTES_MODULE } from './app/shop-routes.ts';
import { fontFaceCss } from './entities/site/font-faces.ts';
import { $siteInfo, toParameterMap } from './entities/site/index.ts';
import { organisationJsonLd } from './entities/site/json-ld.ts';
import { $parameters } from './entities/site/model.ts';
import { buildTheme, themeCss } from './entities/site/theme.ts';
// the analytics' settings: the browser loads this module with their loader; a render of a visitor
// who had accepted fetches them here, and its page carries them
import './features/analytics/model.ts';
import { $consent } from './features/consent/index.ts';
import {
  type ApiFunction,
  type ApiRequest,
  type ApiResponse,
  requestFx,
  withAnswerCheck,
} from './shared/api/request.ts';
import type { FormFailure } from './shared/lib/form.ts';
import {
  FORM_ID_FIELD,
  type FormPost,
  FormPostContext,
  type PostableForm,
  type PostedFields,
  postedFormData,
  serverSubmitEvent,
} from './shared/lib/form-post.ts';
import { CATALOG_AREAS, createI18n } from './shared/lib/i18n.ts';
import { documentTitle } from './shared/model/document-title.ts';
import { $locale } from './shared/model/locale.ts';
import { $documentMeta } from './shared/model/meta.ts';
import { $pendingNavigation } from './shared/model/navigation.ts';
import { isRouteErrorResponse, Redirect } from './shared/router/answers.ts';
import { resolveRoute } from './shared/router/resolve.ts';
import { StaticRouter } from './shared/router/view.tsx';

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
  /** The caller sends the document whole (a page kept for every visitor, a crawler's): rendered
   * at once when nothing on it waits (`renderedAtOnce`). */
  whole?: boolean;
  assets: RenderAssets;
  timeoutMs: number;
  onError: (error: unknown) => void;
  /** The fields of a form posted to this page without JavaScript (lib/form-post.ts). */
  form?: PostedFields | null;
  /** Where the server keeps the state the site's start leaves for visitors of this site in this
   * locale; absent, the whole app starts for this request. */
  startup?: StartupSlot | null;
}

/** The site's start as state (effector's serialized values) and the cache tags of the answers
 * it was built from. */
export interface StartupState {
  values: Record<string, unknown>;
  tags: readonly string[];
}

export interface StartupSlot {
  /** What an earlier render left, still valid; null: this render starts the site and may keep it. */
  kept: StartupState | null;
  keep(state: StartupState): void;
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
      /** Origins only images come from (the site's map tiles: img-src alone). */
      cspImageOrigins?: string[];
      /** Stops a render whose visitor went away. */
      abort?: () => void;
      body?: string;
      /** The app's page rendered at once into `body` (`renderedAtOnce`). */
      atOnce?: true;
      /** The page shows the confirmation of a form posted without JavaScript: the server answers
       * the post with a 303 and serves this document once to the page it leads to. */
      formSent?: boolean;
    };

const UNKNOWN_SITE = msg`No site is published at this address.`;

/** An unknown host gets 404 and never another site's content (ADR 002). */
export async function unknownSiteDocument(): Promise<RenderOutcome> {
  const i18n = await createI18n('fr-FR', CATALOG_AREAS);
  const text = escapeHtml(i18n._(UNKNOWN_SITE));
  return {
    kind: 'document',
    status: 404,
    head: `<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>404</title></head><body>`,
    body: `<main><h1>404</h1><p>${text}</p></main>`,
    tail: '</body></html>',
  };
}

const FORM_GONE = {
  title: msg`Your form was not sent`,
  text: msg`This page no longer holds the form you sent. Go back to the page and send it again.`,
  back: msg`Back to the page`,
};

/** A form posted to a page that does not hold it (any more): a page that says so, in French. */
function formGoneDocument(i18n: I18n, req: Pick<RenderRequest, 'locale' | 'url'>): RenderOutcome {
  const back = new URL(req.url);
  return {
    kind: 'document',
    status: 400,
    head: `<!doctype html><html lang="${escapeHtml(req.locale.iso)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(i18n._(FORM_GONE.title))}</title></head><body>`,
    body: `<main class="error-page"><h1>${escapeHtml(i18n._(FORM_GONE.title))}</h1><p>${escapeHtml(i18n._(FORM_GONE.text))}</p><p><a class="button" href="${escapeHtml(back.pathname + back.search)}">${escapeHtml(i18n._(FORM_GONE.back))}</a></p></main>`,
    tail: '</body></html>',
  };
}

/** The status of a page shown again after its form failed. */
function failedFormStatus(failure: FormFailure): number {
  if (failure.problem === 'rate_limited') return 429;
  if (failure.problem === 'unavailable') return 503;
  if (failure.problem === 'unauthenticated') return 401;
  if (failure.problem === 'conflict') return 409;
  return 400;
}

type PostOutcome =
  | { kind: 'gone' }
  | { kind: 'navigate'; to: string }
  | { kind: 'shown'; posted: NonNullable<FormPost['posted']>; status: number | null; sent: boolean };

/**
 * A form posted without JavaScript: the page is rendered once (discarded) to find the posted
 * form among its ApiForms, whose own `values` and model then send it in the request's scope, as
 * the browser would have. A model that moves the visitor on (a login) gives a 303; otherwise the
 * page is shown again, with the errors beside the fields or the form's confirmation.
 */
async function sendPostedForm(
  posted: PostedFields,
  scope: Scope,
  tree: (post: FormPost) => ReactNode,
): Promise<PostOutcome> {
  const { fields } = posted;
  const id = fields.get(FORM_ID_FIELD) ?? '';
  const forms = new Map<string, PostableForm>();
  const { prelude } = await prerenderToNodeStream(
    tree({ posted: null, collect: (formId, form) => forms.set(formId, form) }),
  );
  prelude.resume();
  const form = forms.get(id);
  if (!form) return { kind: 'gone' };
  const values = form.values(postedFormData(posted), serverSubmitEvent(fields));
  if (values !== null) await allSettled(form.model.submitted, { scope, params: values });
  const failure = scope.getState(form.model.$failure);
  const navigation = scope.getState($pendingNavigation);
  if (!failure && navigation) return { kind: 'navigate', to: navigation.to };
  // a password is never written back into the page
  const shown = new URLSearchParams([...fields].filter(([name]) => !/password|confirmation/i.test(name)));
  return {
    kind: 'shown',
    posted: { id, fields: shown },
    status: failure ? failedFormStatus(failure) : null,
    sent: values !== null && !failure,
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
    `<style nonce="${req.nonce}">${fontFaceCss(site?.fontFaces ?? [])}${themeCss(theme)}</style>`,
  ];
  const bodyClass = theme.dark ? ' class="theme-dark"' : '';
  return `<!doctype html><html lang="${escapeHtml(req.locale.iso)}"><head>${tags.filter(Boolean).join('')}</head><body${bodyClass}><div id="root">`;
}

/** The page's state, its effector part written already (`effectorJson`). */
function documentTail(state: Omit<PageState, 'effector'>, effector: string, req: RenderRequest): string {
  const json = `{"effector":${effector},${serializeForScript(state).slice(1)}`;
  return `</div><script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>${req.assets.entry(req.nonce)}</body></html>`;
}

/** The kept site starts' stores, each written once as a `"sid":value` member of the state. */
const siteMembers = new WeakMap<StartupState, Map<string, string>>();

/**
 * The scope's stores as the page's state (effector's `serialize`) in JSON. A render that started
 * from the site's kept start writes that start's members as they were written the first time, and
 * only the stores this request changed anew (the site's part is most of a page's state).
 */
function effectorJson(scope: Scope, site: StartupState | null): string {
  const values = serialize(scope);
  if (!site) return serializeForScript(values);
  for (const sid in site.values) if (!(sid in values)) return serializeForScript(values);
  let members = siteMembers.get(site);
  if (!members) {
    members = new Map(
      Object.entries(site.values).map(([sid, value]) => [
        sid,
        `${serializeForScript(sid)}:${serializeForScript(value)}`,
      ]),
    );
    siteMembers.set(site, members);
  }
  const parts: string[] = [];
  for (const [sid, member] of members) if (values[sid] === site.values[sid]) parts.push(member);
  for (const sid in values)
    if (values[sid] !== site.values[sid] || !(sid in site.values))
      parts.push(`${serializeForScript(sid)}:${serializeForScript(values[sid])}`);
  return `{${parts.join(',')}}`;
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
  const i18n = await createI18n(locale.iso, CATALOG_AREAS);
  return errorPageDocument(
    { locale },
    503,
    i18n._(UNAVAILABLE_TEXTS.heading),
    i18n._(UNAVAILABLE_TEXTS.retry),
    i18n._(ERROR_TEXTS.home),
  );
}

const BUILDING_TEXTS = {
  heading: msg`Site under construction`,
  text: msg`This site is being built: come back soon, it will open shortly.`,
};

/** A site « en construction » (ADR 019) as its visitors see it: its name and one sentence, in
 * the site's language, kept out of search engines (the server adds `X-Robots-Tag` and keeps it
 * out of every cache). No app, no menu: nothing of the site is read but its name (a new site
 * has no favicon yet: an empty one spares the browser's request for it). */
export async function buildingDocument(
  locale: LocaleDefinition,
  siteName: string,
  nonce: string,
): Promise<RenderOutcome> {
  const i18n = await createI18n(locale.iso, CATALOG_AREAS);
  const heading = escapeHtml(i18n._(BUILDING_TEXTS.heading));
  const name = escapeHtml(siteName);
  const style =
    'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f4f1;color:#1f1f1f}main{max-width:36rem;padding:2rem;text-align:center}.building-site{margin:0;font-size:1rem;text-transform:uppercase;letter-spacing:.08em;color:#5c5148}h1{margin:.5rem 0 1rem;font-size:2rem}p{line-height:1.5}';
  return {
    kind: 'document',
    status: 200,
    head: `<!doctype html><html lang="${escapeHtml(locale.iso)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} — ${name}</title><link rel="icon" href="data:,"><style nonce="${escapeHtml(nonce)}">${style}</style></head><body>`,
    body: `<main><p class="building-site">${name}</p><h1>${heading}</h1><p>${escapeHtml(i18n._(BUILDING_TEXTS.text))}</p></main>`,
    tail: '</body></html>',
  };
}

/** The CSP must let the analytics reach their servers once accepted; the header is not page
 * content, so naming them there reveals nothing before consent (the HTML stays clean). The
 * relay points' map (ADR 012) adds its tiles' origin to the images (img-src alone). */
async function parameterCspOrigins(req: RenderRequest): Promise<{ analytics: string[]; tiles: string[] }> {
  const reply = await req.api({ path: '/parameter', locale: req.locale.code }).catch(() => null);
  if (!reply?.body.success) return { analytics: [], tiles: [] };
  const params = toParameterMap(reply.body.data as Parameter[]);
  const tiles = mapTiles(params);
  return { analytics: analyticsOrigins(analyticsConfig(params)), tiles: tiles ? [tiles.origin] : [] };
}

export async function render(req: RenderRequest): Promise<RenderOutcome> {
  const { locale } = req;
  const i18n = await createI18n(locale.iso, CATALOG_AREAS);
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

/** The effector scope of the request, once the app has started in it. The scope starts from the
 * state the site's start left (SPEC §7's startup calls: site-wide answers, the same for every
 * visitor of the site in this locale, logged in or not), kept by the server until the site
 * changes; only the visitor's part (their session's calls, their consent) runs per request. A
 * posted form starts the whole app, as the browser would. */
async function startedScope(req: RenderRequest): Promise<{ scope: Scope; site: StartupState | null }> {
  const handlers: [typeof requestFx, ApiFunction][] = [[requestFx, withAnswerCheck(req.api)]];
  if (req.form || !req.startup) {
    const scope = fork({
      values: [
        [$locale, req.locale],
        [$consent, req.consent],
      ],
      handlers,
    });
    await allSettled(appStarted, { scope, params: { authenticated: req.authenticated } });
    return { scope, site: null };
  }
  const site = req.startup.kept ?? (await startSite(req, req.startup));
  const scope = fork({
    values: { ...site.values, [sidOf($locale)]: req.locale, [sidOf($consent)]: req.consent },
    handlers,
  });
  await allSettled(visitorStarted, { scope, params: { authenticated: req.authenticated } });
  return { scope, site };
}

const sidOf = (store: { sid: string | null }) => {
  if (!store.sid) throw new Error('a store of the startup state has no sid (effector babel plugin)');
  return store.sid;
};

/** The site's start in a scope of its own; kept when every answer came (a failed call is not
 * remembered: the next visitor tries again). */
async function startSite(req: RenderRequest, slot: StartupSlot): Promise<StartupState> {
  const tags = new Set<string>();
  let complete = true;
  const api: ApiFunction = async (request) => {
    const response = await req.api(request);
    if (response.status >= 500) complete = false;
    for (const tag of response.tags ?? []) tags.add(tag);
    return response;
  };
  const scope = fork({ values: [[$locale, req.locale]], handlers: [[requestFx, withAnswerCheck(api)]] });
  await allSettled(siteStarted, { scope });
  const state = { values: serialize(scope), tags: [...tags] };
  if (complete) slot.keep(state);
  return state;
}

/** React's mark of a boundary it could not finish (suspended or failed), left for the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The React root rendered at once, for a document sent whole: its data and code are in place
 * before the render (the route's loader, the block views, the catalogs), so nothing waits. No
 * stream, no scheduling across tasks, no byte buffers: the render's objects die in the task that
 * made them (streamed, they lived across tasks and buffers outside the heap, and the collector's
 * full collections every second and a half made the 70 % run's tail: issue 11, README). Null when
 * something did wait or fail — React then marks its boundary for the browser — or when the shell
 * itself failed: the streamed render below waits for it, or reports the error, as before.
 */
function renderedAtOnce(root: ReactNode): string | null {
  try {
    const html = renderToString(root);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

async function renderApp(req: RenderRequest, i18n: I18n): Promise<RenderOutcome> {
  const { locale } = req;
  const french = locale.iso === 'fr-FR' ? i18n : await createI18n('fr-FR', CATALOG_AREAS);
  const { scope, site } = await startedScope(req);
  const { analytics: cspOrigins, tiles } = await parameterCspOrigins(req);

  const basename = basenameOf(locale);
  const sells = scope.getState($siteInfo)?.isECommerce === true;
  const url = new URL(req.url);
  // the admin panel's routes in the locale without a prefix (ADR 013); the browser loads their
  // table before it hydrates a page of the panel: preloaded with it, below
  const panel = isPanelPath(locale, url.pathname);
  const extra = [...(sells ? SHOP_PAGES : []), ...(locale.prefix ? [] : PANEL_PAGES)];
  const route = await resolveRoute(routesOf(locale, extra), url, basename, { scope, i18n });
  if (route instanceof Redirect)
    return {
      kind: 'redirect',
      status: route.status,
      // an app path, or an https address (a redirect of an old page's address, ADR 014)
      location: /^https:\/\//.test(route.to) ? route.to : localizePath(locale, route.to),
    };
  // every page, not the checkout's alone: the checkout is mostly reached by a navigation in the
  // page, which keeps the CSP of the document first loaded
  const cspImageOrigins = tiles;
  // a route that failed on its own (not a status it answered) is the server's error to log
  if (route.error !== null && !isRouteErrorResponse(route.error)) req.onError(route.error);

  const tree = (post: FormPost) => (
    <AppProviders scope={scope} i18n={i18n} french={french} extras={sells ? SHOP_PARTS : null}>
      <FormPostContext value={post}>
        <StaticRouter route={route} basename={basename} components={ROUTER_COMPONENTS} />
      </FormPostContext>
    </AppProviders>
  );
  let status = route.status;
  let post: FormPost = { posted: null };
  let formSent = false;
  if (req.form && status === 200) {
    const sent = await sendPostedForm(req.form, scope, tree);
    if (sent.kind === 'gone') return formGoneDocument(french, req);
    if (sent.kind === 'navigate')
      return { kind: 'redirect', status: 303, location: localizePath(locale, sent.to) };
    post = { posted: sent.posted };
    status = sent.status ?? status;
    formSent = sent.sent;
  } else if (req.form) return formGoneDocument(french, req);
  // a shop's browser loads the shop's route table before it hydrates: preloaded with the page
  const pageModules = [
    ...(sells ? [SHOP_ROUTES_MODULE] : []),
    ...(panel ? [PANEL_ROUTES_MODULE] : []),
    ...pageModulesOf(route.route, scope, locale.iso),
  ];
  const state: Omit<PageState, 'effector'> = {
    locale: locale.code,
    router: { data: route.data, status: route.status, error: serializeRouteError(route.error) },
    ...(post.posted ? { formAnswer: true as const } : {}),
  };
  const head = documentHead(scope, req, status, pageModules);
  const tail = documentTail(state, effectorJson(scope, site), req);
  const atOnce = req.whole ? renderedAtOnce(tree(post)) : null;
  if (atOnce !== null)
    return {
      kind: 'document',
      status,
      cspOrigins,
      cspImageOrigins,
      head,
      tail,
      body: atOnce,
      atOnce: true,
      ...(formSent ? { formSent } : {}),
    };

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
      cspImageOrigins,
      head,
      tail,
      pipe: (w) => stream.pipe(w),
      abort: () => stream.abort(),
      ...(formSent ? { formSent } : {}),
    });
    const stream = renderToPipeableStream(tree(post), {
      nonce: req.nonce,
      // a Suspense boundary complete at render time stays in place, whatever its size: React
      // otherwise moves a large one (over 12.8 kB) to the end of the stream behind a script that
      // puts it back, which a visitor without JavaScript never sees (a form's boundary,
      // widgets/page-blocks/ui.tsx) and which would make every shared page carry inline code
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
    });
    // The abort timer of every render: past it, pending parts are abandoned (docs/architecture.md).
    timer = setTimeout(() => stream.abort(new Error('render timed out')), req.timeoutMs);
  });
}
