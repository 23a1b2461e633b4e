// Looking up the site's accounts and switches, shared by the account operations.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normaliseEmail } from '#shared/lib/email.ts';
import { siteParameters, users } from '../../db/schema.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { authenticationRequired } from '../errors.ts';

export async function switches(ctx: SiteContext, types: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.site.id), inArray(siteParameters.type, [...types])));
  return Object.fromEntries(types.map((t) => [t, rows.find((r) => r.type === t)?.value === 'true']));
}

/** A stored address equals `email` under the one normalisation (shared/lib/email.ts); stored
 * addresses are normalised already, `lower` keeps older rows and the `lower(email)` index. */
export const emailEquals = (column: AnyPgColumn, email: string) =>
  sql`lower(${column}) = ${normaliseEmail(email)}`;

export const sameEmail = (email: string) => emailEquals(users.email, email);

export async function findUserByEmail(ctx: SiteContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), sameEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUser(ctx: SiteContext, id: number) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, id)))
    .limit(1);
  return user ?? null;
}

/** The account of the request's session (the API lets only signed-in requests reach the
 * operations on one's own account). */
export function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw authenticationRequired();
  return ctx.user;
}

export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: string } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}
