// Moving an operator to another site's admin (ADR 013): a single-use token valid 60 s, stored
// as its sha256 with the operator and the target site, carried in the link's fragment (never in
// a server log or a Referer) and redeemed on the target host for a session of its own there.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ROUTES } from '#shared/config/routes.ts';
import type { AdminSite } from '#shared/contracts/admin.ts';
import { msg } from '#shared/lib/messages.ts';
import { operatorHandoffs, operators, siteDomains, siteInfo, sites } from '../../db/schema.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { createOperatorSession, hashToken } from '../auth/sessions.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { findSiteAddress, originOf } from '../sites/queries.ts';

export const HANDOFF_TTL_MS = 60_000;

const operatorOf = (ctx: RequestContext) => {
  if (!ctx.operator) throw new Error('Only an operator moves between sites.');
  return ctx.operator;
};

/** Every site of the deployment, the one of this host marked. */
export async function listSitesForOperator(ctx: RequestContext): Promise<AdminSite[]> {
  operatorOf(ctx);
  const [rows, domains] = await Promise.all([
    ctx.db
      .select({
        id: sites.id,
        name: sites.name,
        slug: sites.slug,
        url: siteInfo.url,
        isECommerce: siteInfo.isEcommerce,
        isBuilding: siteInfo.isBuilding,
      })
      .from(sites)
      .leftJoin(siteInfo, eq(siteInfo.siteId, sites.id))
      .orderBy(asc(sites.name)),
    ctx.db
      .select({ siteId: siteDomains.siteId, host: siteDomains.host })
      .from(siteDomains)
      .orderBy(asc(siteDomains.host)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    hosts: domains.filter((d) => d.siteId === r.id).map((d) => d.host),
    url: r.url ?? '',
    isECommerce: r.isECommerce ?? false,
    isBuilding: r.isBuilding ?? false,
    current: r.id === ctx.site.id,
  }));
}

/** A link that opens the admin of `siteId` for this operator, once, within a minute. */
export async function createHandoff(ctx: RequestContext, siteId: number): Promise<{ url: string }> {
  const operator = operatorOf(ctx);
  const address = await findSiteAddress(ctx.db, siteId);
  if (!address)
    throw new DomainError('not_found', msg({ id: 'api.handoff.noSite', message: 'There is no such site.' }));
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(operatorHandoffs).values({
    siteId,
    tokenHash: hashToken(token),
    operatorId: operator.id,
    expiresAt: new Date(ctx.clock.now().getTime() + HANDOFF_TTL_MS),
  });
  return { url: `${originOf(address, address.primaryHost)}${ROUTES.adminHandoff}#${token}` };
}

const SPENT = msg({
  id: 'api.handoff.spent',
  message: 'This link has expired or was already used. Sign in again.',
});

/** Spends a hand-off token on this host: one session, or 401 for a used, late or foreign token. */
export async function redeemHandoff(
  ctx: RequestContext,
  token: string,
): Promise<{ token: string; expiresAt: Date }> {
  await enforceLimits(ctx, [[`handoff:address:${ctx.address}`, ctx.limits.loginPerAddress]]);
  const now = ctx.clock.now();
  const [spent] = await ctx.db
    .update(operatorHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorHandoffs.siteId, ctx.site.id),
        eq(operatorHandoffs.tokenHash, hashToken(token)),
        isNull(operatorHandoffs.usedAt),
        gt(operatorHandoffs.expiresAt, now),
      ),
    )
    .returning({ operatorId: operatorHandoffs.operatorId });
  if (!spent) throw new DomainError('unauthenticated', SPENT);
  const [live] = await ctx.db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.id, spent.operatorId), isNull(operators.disabledAt)));
  if (!live) throw new DomainError('unauthenticated', SPENT);
  return createOperatorSession(ctx.db, ctx.site.id, live.id, now);
}
