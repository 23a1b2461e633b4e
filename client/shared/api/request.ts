// The one effect every API call goes through. In the browser it fetches the same-origin
// /api (the token cookie rides along, docs/architecture.md, "decided"); on the server the render forks the
// scope with its own handler (undici to API_BASE_URL, forwarding the visitor's host).
import { attach, combine, createEffect, type Effect } from 'effector';
import type { Envelope } from '#shared/contracts/envelope.ts';
import { $locale } from '../model/locale.ts';
import { $siteId } from '../model/site-id.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Path below /api, starting with '/'. */
  path: string;
  query?: string;
  /** JSON, or a FormData sent as multipart (forms with files, SPEC §7 form-data builder). */
  body?: unknown;
  /** SPEC §7 userLang header. */
  locale?: string;
  /** SPEC §1 and §7: the site's id, sent as the `idSite` header; the API refuses it (400) when it
   * names another site than the host. */
  siteId?: number;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  /** The cache tags the API declared for this answer (the server's render reads them). */
  tags?: readonly string[];
}

export function apiUrl(request: Pick<ApiRequest, 'path' | 'query'>): string {
  return `/api${request.path}${request.query ? `?${request.query}` : ''}`;
}

export type ApiFunction = (request: ApiRequest) => Promise<ApiResponse>;

/** In development and tests, answers are checked against their route's contract
 * (answer-check.ts, loaded apart: production bundles hold neither it nor the contracts). */
export function withAnswerCheck(api: ApiFunction): ApiFunction {
  return async (request) => {
    const response = await api(request);
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
      (await import('./answer-check.ts')).checkAnswer(request, response);
    }
    return response;
  };
}

export const fetchAnswer: ApiFunction = async (request) => {
  const multipart = typeof FormData !== 'undefined' && request.body instanceof FormData;
  const response = await fetch(apiUrl(request), {
    method: request.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // multipart: the browser writes the Content-Type with its boundary
      ...(request.body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
      ...(request.locale ? { userLang: request.locale } : {}),
      ...(request.siteId ? { idSite: String(request.siteId) } : {}),
    },
    ...(request.body === undefined
      ? {}
      : { body: multipart ? (request.body as FormData) : JSON.stringify(request.body) }),
  });
  const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  return {
    status: response.status,
    body: body ?? { success: false, data: null, message: response.statusText },
  };
};

export const requestFx = createEffect<ApiRequest, ApiResponse>(withAnswerCheck(fetchAnswer));

/** What every call carries by default (SPEC §7): the current locale and the site's id. */
const withDefaults = (
  request: ApiRequest,
  { locale, siteId }: { locale: { code: string }; siteId: number | null },
) => ({
  ...request,
  locale: locale.code,
  ...(siteId === null ? {} : { siteId }),
});

/** The defaults of every call, one store for all of them. An effect's own `source: { locale,
 * siteId }` is a combined store of its own: with one per API effect, every change of the site's
 * id recomputed dozens of identical stores in each render's scope. */
const $requestDefaults = combine({ locale: $locale, siteId: $siteId });

/** `requestFx` with the default headers of the current scope. */
export const apiFx = attach({
  source: $requestDefaults,
  mapParams: (request: ApiRequest, defaults) => withDefaults(request, defaults),
  effect: requestFx,
});

/** An API call bound to the current locale and site. */
export function createApiEffect<P, T>(toRequest: (params: P) => ApiRequest): Effect<P, ApiResponse<T>> {
  return attach({
    source: $requestDefaults,
    mapParams: (params: P, defaults) => withDefaults(toRequest(params), defaults),
    effect: requestFx,
  }) as unknown as Effect<P, ApiResponse<T>>;
}

/** SPEC §4: only `success: true` answers enter the stores. */
export function successData<P, T>(fx: Effect<P, ApiResponse<T>>) {
  return fx.doneData.filterMap((r) => (r.body.success ? { data: r.body.data } : undefined));
}
