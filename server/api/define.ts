// A declarative API route: method, path, audience, validators and a thin handler (STYLE 8).
// The route table is data: the router, the tenant-isolation matrix and the OpenAPI document
// all read it.

import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Language } from '#shared/contracts/site.ts';
import type { Db } from '../db/client.ts';
import type { RateLimits } from '../modules/auth/rate-limit.ts';
import type { ActiveSession, SessionUser } from '../modules/auth/sessions.ts';
import type { ContentEvents } from '../modules/content/events.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { SiteRef } from '../modules/sites/queries.ts';
import type { MultipartLimits } from './multipart.ts';

export type Access = 'public' | 'user' | 'admin' | 'superAdmin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiContext {
  db: Db;
  events: ContentEvents;
  site: SiteRef;
  languages: Language[];
  /** The request's language code (userLang header), checked against the site's languages. */
  locale: string;
  session: ActiveSession | null;
  user: SessionUser | null;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  limits: RateLimits;
  /** The client's address (the proxy's view of it only with TRUST_PROXY). */
  address: string;
  /** Where uploaded files are kept (DATA_DIR/uploads). */
  storageDir: string;
  /** The public static files (the demo media among them). */
  staticDir: string;
}

export type CookieChange =
  | { name: string; value: string; maxAgeS: number; httpOnly: boolean }
  | { name: string; clear: true; httpOnly: boolean };

export interface Answer<T = unknown> {
  status?: number;
  data: T;
  message?: string;
  headers?: Record<string, string>;
  cookies?: CookieChange[];
  /** A file instead of the envelope (an .ics, a download). */
  raw?: { contentType: string; body: string; filename?: string };
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
> {
  method: Method;
  /** Express 5 path below /api, e.g. `/element/:route/:id` or `/page/*slug`. */
  path: string;
  access: Access;
  summary: string;
  /** Site-wide answer, the same for every visitor of a site and locale: SSR may cache it. */
  siteWide?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response?: Schema;
  /** The body is multipart/form-data, read with these limits, then checked by `body`. */
  multipart?: MultipartLimits;
  handler: (ctx: ApiContext, input: { params: Out<P>; query: Out<Q>; body: Out<B> }) => Promise<Answer>;
}

export type AnyRoute = RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined>;

export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(route: RouteDefinition<P, Q, B>): AnyRoute {
  return route as unknown as AnyRoute;
}

export const ok = <T>(data: T, message = ''): Answer<T> => ({ data, message });
