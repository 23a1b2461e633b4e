// The renderer reaches the API over HTTP like any client (docs/architecture.md): an undici Pool to
// API_BASE_URL with explicit timeouts, forwarding the visitor's Host (fetch cannot set it).
import { Pool } from 'undici';
import type { Envelope } from '#shared/contracts/envelope.ts';
import { parseCacheTags } from '#shared/lib/cache-tags.ts';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: string | undefined;
  body?: unknown;
  host: string;
  locale?: string | undefined;
  /** The site the call is for (the `idSite` header, SPEC §7); the API checks it against the host. */
  siteId?: number | undefined;
  token?: string | null | undefined;
  requestId?: string | undefined;
  /** The visitor's address, for a write the render makes on its behalf (a form sent without
   * JavaScript): the API trusts it only with the render's key (`renderKey`), else it would
   * count every such visitor as the server itself (rate limits per network address). */
  clientAddress?: string | undefined;
  renderKey?: string | undefined;
}

export interface ApiReply {
  status: number;
  body: Envelope<unknown>;
  /** `site` when the API marks the answer as the same for every visitor of the site. */
  cacheScope: string | null;
  siteId: number | null;
  /** The cache tags the answer declares (`X-Cache-Tags`, ADR 003): what it was built from. */
  tags: string[];
  /** The origin of the registered domain the host matched, and of the site's primary domain. */
  origin: string | null;
  canonicalOrigin: string | null;
  /** The cookies the API set (a login's session), for the render to pass on to the visitor. */
  setCookies?: string[];
}

/** The API could not be reached at all (refused, reset, timed out): as if it had answered 503. */
export const UNREACHABLE: ApiReply = {
  status: 503,
  body: { success: false, data: null, message: 'API unreachable.' },
  cacheScope: null,
  siteId: null,
  tags: [],
  origin: null,
  canonicalOrigin: null,
};

export interface ApiClient {
  call(call: ApiCall): Promise<ApiReply>;
  close(): Promise<void>;
}

export function createApiClient(options: { baseUrl: () => string; timeoutMs: number }): ApiClient {
  let pool: Pool | null = null;
  let poolOrigin = '';
  let basePath = '';
  const poolFor = () => {
    const base = new URL(options.baseUrl());
    if (!pool || poolOrigin !== base.origin) {
      void pool?.close();
      poolOrigin = base.origin;
      basePath = base.pathname.replace(/\/$/, '');
      pool = new Pool(base.origin, {
        connections: 64,
        connectTimeout: options.timeoutMs,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        keepAliveTimeout: 10_000,
      });
    }
    return pool;
  };

  return {
    async call(call) {
      const client = poolFor();
      const headers: Record<string, string> = { host: call.host, accept: 'application/json' };
      if (call.locale) headers.userlang = call.locale;
      if (call.siteId) headers.idsite = String(call.siteId);
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (call.requestId) headers['x-request-id'] = call.requestId;
      if (call.clientAddress && call.renderKey) {
        headers['x-render-key'] = call.renderKey;
        headers['x-client-address'] = call.clientAddress;
      }
      // a form with files (a form posted without JavaScript) goes on as multipart, as from the browser
      let payload: string | Buffer | undefined;
      if (call.body instanceof FormData) {
        const encoded = new Response(call.body);
        headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
        payload = Buffer.from(await encoded.arrayBuffer());
      } else if (call.body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(call.body);
      }
      const response = await client.request({
        method: call.method,
        path: `${basePath}${call.path}${call.query ? `?${call.query}` : ''}`,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await response.body.text();
      let body: Envelope<unknown>;
      try {
        body = JSON.parse(text) as Envelope<unknown>;
      } catch {
        body = { success: false, data: null, message: `Unreadable API answer (${response.statusCode}).` };
      }
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const siteId = Number(header('x-site-id'));
      const cookies = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        body,
        cacheScope: header('x-cache-scope'),
        siteId: Number.isInteger(siteId) && siteId > 0 ? siteId : null,
        tags: parseCacheTags(header('x-cache-tags')),
        origin: header('x-site-origin'),
        canonicalOrigin: header('x-canonical-origin'),
        setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
      };
    },
    async close() {
      await pool?.close();
    },
  };
}
