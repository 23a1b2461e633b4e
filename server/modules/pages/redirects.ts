// Redirects (ADR 014): the old paths of moved pages, and those staff add (a commune moving from
// an old site brings its URLs). A page wins over a redirect from its own path.
import { and, desc, eq } from 'drizzle-orm';
import type { RedirectEntry } from '#shared/contracts/admin-pages.ts';
import { type MessageDescriptor, msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { pages, redirects } from '../../db/schema.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { redirectPath } from './tree.ts';

const toEntry = (r: typeof redirects.$inferSelect): RedirectEntry => ({
  id: r.id,
  locale: r.locale,
  from: `/${r.fromPath}`,
  to: r.toPath,
  createdAt: r.createdAt.toISOString(),
});

export async function listRedirects(ctx: RequestContext): Promise<RedirectEntry[]> {
  const rows = await ctx.db
    .select()
    .from(redirects)
    .where(eq(redirects.siteId, ctx.site.id))
    .orderBy(desc(redirects.createdAt), desc(redirects.id));
  return rows.map(toEntry);
}

/** Where `path` now lives, or null (the public side, on a path no page holds). */
export async function findRedirect(
  ctx: RequestContext,
  path: string,
  locale = ctx.locale,
): Promise<string | null> {
  const from = redirectPath(path);
  if (!from) return null;
  const [row] = await ctx.db
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(and(eq(redirects.siteId, ctx.site.id), eq(redirects.locale, locale), eq(redirects.fromPath, from)))
    .limit(1);
  return row?.to ?? null;
}

const invalid = (path: 'from' | 'to', text: MessageDescriptor) =>
  new DomainError('invalid', text, { fields: [{ path, message: 'invalid' }] });

/** A target is a local path or an https address; a local one is kept with its leading slash. */
function target(raw: string): string {
  const to = raw.trim();
  if (to.startsWith('/') && !to.startsWith('//')) return `/${redirectPath(to)}`;
  try {
    const url = new URL(to);
    if (url.protocol === 'https:' && !url.username && !url.password) return url.toString();
  } catch {
    /* refused below */
  }
  throw invalid(
    'to',
    msg({
      id: 'api.redirect.target',
      message: 'The target is a path of the site (starting with /) or an https address.',
    }),
  );
}

async function checked(ctx: RequestContext, input: { locale: string; from: string; to: string }) {
  const from = redirectPath(input.from);
  if (!from || from.includes('//') || /\s/.test(from))
    throw invalid(
      'from',
      msg({
        id: 'api.redirect.from',
        message: 'The old address is a path of the site, such as /ancien/chemin.',
      }),
    );
  const to = target(input.to);
  if (to === `/${from}`)
    throw invalid(
      'to',
      msg({ id: 'api.redirect.loop', message: 'A redirect cannot lead to its own address.' }),
    );
  const [page] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, ctx.site.id), eq(pages.locale, input.locale), eq(pages.path, from)));
  if (page)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.redirect.pageExists',
        message: 'A page has this address: it would never be redirected.',
      }),
    );
  return { from, to };
}

const TAKEN = msg({ id: 'api.redirect.taken', message: 'A redirect from this address exists already.' });
const GONE = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.redirect.notFound', message: 'This redirect does not exist.' }),
  );

export async function createRedirect(
  ctx: RequestContext,
  input: { locale: string; from: string; to: string },
) {
  const { from, to } = await checked(ctx, input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(redirects)
        .values({
          siteId: ctx.site.id,
          locale: input.locale,
          fromPath: from,
          toPath: to,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await audit(
        ctx,
        { action: 'create', entity: 'redirect', entityId: made!.id, after: { from, to } },
        tx as Db,
      );
      return made!;
    });
    await ctx.contentChanged();
    return toEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', TAKEN);
    throw error;
  }
}

export async function updateRedirect(
  ctx: RequestContext,
  id: number,
  input: { locale: string; from: string; to: string },
) {
  const { from, to } = await checked(ctx, input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(redirects)
        .where(and(eq(redirects.siteId, ctx.site.id), eq(redirects.id, id)));
      if (!before) throw GONE();
      const [after] = await tx
        .update(redirects)
        .set({ locale: input.locale, fromPath: from, toPath: to })
        .where(and(eq(redirects.siteId, ctx.site.id), eq(redirects.id, id)))
        .returning();
      await audit(
        ctx,
        {
          action: 'update',
          entity: 'redirect',
          entityId: id,
          before: { from: before.fromPath, to: before.toPath },
          after: { from, to },
        },
        tx as Db,
      );
      return after!;
    });
    await ctx.contentChanged();
    return toEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', TAKEN);
    throw error;
  }
}

export async function deleteRedirect(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(redirects)
      .where(and(eq(redirects.siteId, ctx.site.id), eq(redirects.id, id)))
      .returning();
    if (!gone) throw GONE();
    await audit(
      ctx,
      {
        action: 'delete',
        entity: 'redirect',
        entityId: id,
        before: { from: gone.fromPath, to: gone.toPath },
      },
      tx as Db,
    );
  });
  await ctx.contentChanged();
}
