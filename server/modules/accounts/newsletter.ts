// Newsletter lists and an account's subscriptions (SPEC §7 /user/newsletter/*). Mail goes only
// to verified addresses: a subscription stays PENDING until the account's address is verified.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NewsletterList } from '#shared/contracts/account.ts';
import type { Db } from '../../db/client.ts';
import { newsletterLists, newsletterSubscriptions, users } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';

export async function listNewsletters(db: Db, siteId: number): Promise<NewsletterList[]> {
  return db
    .select({ id: newsletterLists.id, name: newsletterLists.name, description: newsletterLists.description })
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, siteId))
    .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
}

export async function subscriptionOf(db: Db, siteId: number, userId: number) {
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
export async function setSubscription(db: Db, siteId: number, userId: number, listIds: number[], now: Date) {
  const known = await listNewsletters(db, siteId);
  const wanted = [...new Set(listIds)];
  const unknown = wanted.filter((id) => !known.some((l) => l.id === id));
  if (unknown.length)
    throw new DomainError('invalid', 'Unknown newsletter list.', {
      fields: [{ path: 'lists', message: 'unknown_list' }],
    });
  const [user] = await db
    .select({ email: users.email, verified: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  if (!user) throw new DomainError('unauthenticated', 'Authentication required.');
  const status = user.verified ? 'CONFIRMED' : 'PENDING';
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.siteId, siteId),
          sql`lower(${newsletterSubscriptions.email}) = lower(${user.email})`,
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
  return subscriptionOf(db, siteId, userId);
}

/** Once the address is verified, its pending subscriptions become confirmed. */
export async function confirmPendingSubscriptions(db: Db, siteId: number, userId: number, now: Date) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.siteId, siteId),
        eq(newsletterSubscriptions.userId, userId),
        eq(newsletterSubscriptions.status, 'PENDING'),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    );
}

export async function defaultListIds(db: Db, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, siteId), eq(newsletterLists.isDefault, true)));
  return rows.map((r) => r.id);
}
