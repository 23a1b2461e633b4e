// Newsletter lists and an account's subscriptions (SPEC §7 /user/newsletter/*). Mail goes only
// to verified addresses: a subscription stays PENDING until the account's address is verified.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsletterList, newsletterSubscriptionSchema } from '#shared/contracts/account.ts';
import { msg } from '#shared/lib/messages.ts';
import { newsletterLists, newsletterSubscriptions, users } from '../../db/schema.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { authenticationRequired, DomainError } from '../errors.ts';
import { emailEquals, signedIn } from './lookup.ts';

type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export async function listNewsletters(ctx: SiteContext): Promise<NewsletterList[]> {
  return ctx.db
    .select({ id: newsletterLists.id, name: newsletterLists.name, description: newsletterLists.description })
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, ctx.site.id))
    .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
}

/** The lists the signed-in account is subscribed to. */
export const ownSubscription = (ctx: RequestContext) => subscriptionOf(ctx, signedIn(ctx).id);

/** Makes the signed-in account subscribed to exactly these lists. */
export const setOwnSubscription = (ctx: RequestContext, listIds: number[]) =>
  setSubscription(ctx, signedIn(ctx).id, listIds);

export async function subscriptionOf(ctx: SiteContext, userId: number): Promise<NewsletterSubscription> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const [user] = await db
    .select({ verified: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  const rows = await db
    .select({ listId: newsletterSubscriptions.listId })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.siteId, siteId),
        eq(newsletterSubscriptions.userId, userId),
        inArray(newsletterSubscriptions.status, ['PENDING', 'CONFIRMED']),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.listId));
  return { lists: rows.map((r) => r.listId), emailVerified: !!user?.verified };
}

/** Makes the account subscribed to exactly `listIds` of this site. */
export async function setSubscription(
  ctx: SiteContext,
  userId: number,
  listIds: number[],
): Promise<NewsletterSubscription> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const now = ctx.clock.now();
  const known = await listNewsletters(ctx);
  const wanted = [...new Set(listIds)];
  const unknown = wanted.filter((id) => !known.some((l) => l.id === id));
  if (unknown.length)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.newsletter.unknownList', message: 'Unknown newsletter list.' }),
      {
        fields: [{ path: 'lists', message: 'unknown_list' }],
      },
    );
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  if (!user) throw authenticationRequired();
  const status = user.verified ? 'CONFIRMED' : 'PENDING';
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.siteId, siteId),
          emailEquals(newsletterSubscriptions.email, user.email),
        ),
      );
    for (const list of known) {
      const subscribe = wanted.includes(list.id);
      const row = existing.find((r) => r.listId === list.id);
      if (!row) {
        if (subscribe) {
          await tx.insert(newsletterSubscriptions).values({
            siteId,
            listId: list.id,
            email: user.email,
            userId,
            status,
            consentAt: now,
            confirmedAt: user.verified ? now : null,
          });
        }
        continue;
      }
      const active = row.status !== 'UNSUBSCRIBED';
      if (subscribe === active && row.userId === userId) continue;
      await tx
        .update(newsletterSubscriptions)
        .set(
          subscribe
            ? {
                userId,
                status: row.status === 'CONFIRMED' ? 'CONFIRMED' : status,
                consentAt: active ? row.consentAt : now,
              }
            : { userId, status: 'UNSUBSCRIBED' },
        )
        .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.id, row.id)));
    }
  });
  return subscriptionOf(ctx, userId);
}

/** Once the address is verified, its pending subscriptions become confirmed. */
export async function confirmPendingSubscriptions(ctx: SiteContext, userId: number) {
  await ctx.db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: ctx.clock.now() })
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.site.id),
        eq(newsletterSubscriptions.userId, userId),
        eq(newsletterSubscriptions.status, 'PENDING'),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    );
}

export async function defaultListIds(ctx: SiteContext): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, ctx.site.id), eq(newsletterLists.isDefault, true)));
  return rows.map((r) => r.id);
}
