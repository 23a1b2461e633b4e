// Who an order belongs to (ADR 012): a guest's orders join the account that confirms their
// address; a deleted account's orders are detached from it and kept, for the ten years French
// accounting law asks (Code de commerce L123-22), with the buyer's details they were placed with.
import { and, eq, isNull } from 'drizzle-orm';
import { emailKey } from '#shared/lib/email.ts';
import { orders } from '../../db/schema.ts';
import type { SiteContext } from '../context.ts';

/** The guest orders placed with this address join the account (its address now confirmed). */
export async function attachGuestOrders(ctx: SiteContext, userId: number, email: string): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.siteId, ctx.site.id), eq(orders.emailKey, emailKey(email)), isNull(orders.userId)));
}

/** The account is being deleted: its orders stay, without it. */
export async function detachOrders(ctx: SiteContext, userId: number): Promise<void> {
  await ctx.db
    .update(orders)
    .set({ userId: null })
    .where(and(eq(orders.siteId, ctx.site.id), eq(orders.userId, userId)));
}
