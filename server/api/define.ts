// A route of the API: a contract of shared/contracts/routes bound to a thin handler (read the
// validated input, call one module function, answer). The route table is data: the router, the
// tenant-isolation matrix and the OpenAPI document all read it.
import type { z } from 'zod';
import type { AnyRouteContract, RouteContract } from '#shared/contracts/routes/contract.ts';
import type { MessageDescriptor } from '#shared/lib/messages.ts';
import type { RequestContext } from '../modules/context.ts';
import { DEFAULT_MULTIPART_LIMITS, type MultipartLimits } from './multipart.ts';

export type { Access, Method } from '#shared/contracts/routes/contract.ts';

export type CookieChange =
  | { name: string; value: string; maxAgeS: number; httpOnly: boolean }
  | { name: string; clear: true; httpOnly: boolean };

/** The {success, data, message} envelope of a successful answer, with what goes beside it. */
export interface Answer<T = unknown> {
  status?: number;
  data: T;
  /** A descriptor (shared/lib/messages.ts), or text already in the site's language (site content). */
  message?: MessageDescriptor | string;
  headers?: Record<string, string>;
  cookies?: CookieChange[];
  /** What the answer was built from (cache tags, shared/lib/cache-tags.ts): a cached copy of it,
   * and every page built from it, is dropped when one of them changes (ADR 003, "Tags"). */
  tags?: readonly string[];
}

/** A file instead of the envelope (an .ics, a stylesheet); its type is the contract's `raw`. */
export interface FileAnswer {
  /** Text, or bytes (a PDF). */
  file: { body: string | Buffer; filename?: string };
  headers?: Record<string, string>;
  tags?: readonly string[];
}

type Schema = z.ZodType;
type MaybeSchema = Schema | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Handler<P extends MaybeSchema, Q extends MaybeSchema, B extends MaybeSchema, R extends Schema> = (
  ctx: RequestContext,
  input: { params: Out<P>; query: Out<Q>; body: Out<B> },
) => Promise<Answer<z.output<R>> | FileAnswer>;

/** What a multipart route checks before its body is read (the target exists, the caller is
 * within its rate limit), throwing to refuse it unread; it may narrow the limits to the target. */
export type BeforeBody = (
  ctx: RequestContext,
  input: { params: unknown; query: unknown },
) => Promise<Partial<MultipartLimits> | undefined>;

export interface ApiRoute extends AnyRouteContract {
  /** Read with these limits when the contract's body is multipart; past them the answer is 413. */
  multipartLimits?: MultipartLimits;
  beforeBody?: BeforeBody;
  handler: Handler<MaybeSchema, MaybeSchema, MaybeSchema, Schema>;
}

export function bindRoute<
  P extends MaybeSchema,
  Q extends MaybeSchema,
  B extends MaybeSchema,
  R extends Schema,
>(
  contract: RouteContract<P, Q, B, R>,
  handler: Handler<P, Q, B, R>,
  options: {
    multipartLimits?: MultipartLimits;
    beforeBody?: (ctx: RequestContext, input: { params: Out<P>; query: Out<Q> }) => ReturnType<BeforeBody>;
  } = {},
): ApiRoute {
  return {
    ...(contract as AnyRouteContract),
    ...(contract.multipart ? { multipartLimits: options.multipartLimits ?? DEFAULT_MULTIPART_LIMITS } : {}),
    ...(options.beforeBody ? { beforeBody: options.beforeBody as BeforeBody } : {}),
    handler: handler as unknown as ApiRoute['handler'],
  };
}

/** A webhook's route (`signedBody` in its contract): its handler gets the bytes as sent and the
 * signature header, and checks one against the other before believing anything. */
export function bindSignedRoute<R extends Schema>(
  contract: RouteContract<undefined, undefined, undefined, R>,
  handler: (
    ctx: RequestContext,
    input: { payload: Buffer; signature: string | null },
  ) => Promise<Answer<z.output<R>>>,
): ApiRoute {
  if (!contract.signedBody) throw new Error(`${contract.method} ${contract.path} has no signed body`);
  return {
    ...(contract as AnyRouteContract),
    handler: ((ctx: RequestContext, input: { body: { payload: Buffer; signature: string | null } }) =>
      handler(ctx, input.body)) as unknown as ApiRoute['handler'],
  };
}

/** A contract and its handler written together (tests' own tables). */
export const defineRoute = <
  P extends MaybeSchema,
  Q extends MaybeSchema,
  B extends MaybeSchema,
  R extends Schema,
>(
  route: RouteContract<P, Q, B, R> & { handler: Handler<P, Q, B, R> },
): ApiRoute => bindRoute(route, route.handler);

export const ok = <T>(data: T, message: MessageDescriptor | string = ''): Answer<T> => ({ data, message });

/** An answer with the cache tags of what it shows. */
export const tagged = <A extends Answer | FileAnswer>(answer: A, tags: readonly string[]): A => ({
  ...answer,
  tags,
});

export const fileAnswer = (body: string | Buffer, filename?: string): FileAnswer => ({
  file: filename === undefined ? { body } : { body, filename },
});
