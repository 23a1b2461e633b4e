import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { siteInfo, siteParameters, users } from '../../db/schema.ts';
import type { RateLimits } from '../auth/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SiteRef } from '../sites/queries.ts';

/** What account operations need, handed in by the API (STYLE 9). */
export interface AccountContext {
  db: Db;
  site: SiteRef;
  mailer: Mailer;
  limits: RateLimits;
  now: Date;
  /** The client's network address, for per-address limits. */
  address: string;
  log: Logger;
}

/** Links in e-mails use the site's own configured URL, never the request's Host (issue 4). */
export async function siteLink(ctx: AccountContext, path: string): Promise<string> {
  const [info] = await ctx.db
    .select({ url: siteInfo.url })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, ctx.site.id));
  const base = (info?.url ?? '').replace(/\/+$/, '');
  return `${base}${path}`;
}

/** Sends a mail; a mail failure is logged and never changes the answer (no enumeration, no 500). */
export async function sendMail(
  ctx: AccountContext,
  to: string,
  content: { subject: string; text: string; html: string },
): Promise<void> {
  try {
    await ctx.mailer.send({ to, ...content, siteName: ctx.site.name });
  } catch (err) {
    ctx.log.error({ err, subject: content.subject }, 'mail not sent');
  }
}

export async function switches(
  ctx: AccountContext,
  types: readonly string[],
): Promise<Record<string, boolean>> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.site.id), inArray(siteParameters.type, [...types])));
  return Object.fromEntries(types.map((t) => [t, rows.find((r) => r.type === t)?.value === 'true']));
}

export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(ctx: AccountContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), sameEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUser(ctx: AccountContext, id: number) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, id)))
    .limit(1);
  return user ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: string } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}
