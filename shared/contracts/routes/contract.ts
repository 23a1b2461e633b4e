// A route's contract: method, path, audience, the schemas of what it reads and answers, and an
// example answer. The server binds a handler to it (server/api/<resource>/routes.ts), the
// OpenAPI document is generated from it (GET /api/openapi.json), and the client checks the
// answers it receives against it in development and tests. Isomorphic: zod only.
import { z } from 'zod';

export type Access = 'public' | 'user' | 'admin' | 'superAdmin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Schema = z.ZodType;
type MaybeSchema = Schema | undefined;

export interface RouteContract<
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends Schema = Schema,
> {
  method: Method;
  /** Express 5 path below /api, e.g. `/element/:route/:id` or `/page/*slug`. */
  path: string;
  access: Access;
  summary: string;
  /** Site-wide answer, the same for every visitor of a site and locale: the render may cache it. */
  siteWide?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The body is multipart/form-data (fields and files), checked by `body` once read. */
  multipart?: boolean;
  /** The body is read as bytes, unparsed, and handed over with this header's value: a payment
   * provider's webhook, whose signature is over the exact bytes it sent (`body` must be unset). */
  signedBody?: { header: string };
  /** The `data` of a successful answer; for a file answered instead of the envelope, its text. */
  response: R;
  /** A realistic answer (`data`), valid against `response`: the OpenAPI document shows it. */
  example: z.output<R>;
  /** The media type of a file answered instead of the {success, data, message} envelope. */
  raw?: string;
}

export type AnyRouteContract = RouteContract<MaybeSchema, MaybeSchema, MaybeSchema, Schema>;

export function defineContract<
  P extends MaybeSchema = undefined,
  Q extends MaybeSchema = undefined,
  B extends MaybeSchema = undefined,
  R extends Schema = Schema,
>(contract: RouteContract<P, Q, B, R>): RouteContract<P, Q, B, R> {
  return contract;
}

/** `METHOD /path`, how routes are named in tests and reports. */
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

export const pageQuery = z.coerce.number().int().min(1).max(10_000).optional();
export const nbItemQuery = (max: number) => z.coerce.number().int().min(1).max(max).optional();
/** A query string without parameters. */
export const noQuery = z.object({}).strict();
