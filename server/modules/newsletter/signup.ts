// Visitor newsletter sign-up (SPEC §7 POST /newsletter/subscribe): stored with the time
// consent was given, never twice, confirmed by a link sent to the address (double opt-in).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import { newsletterLists, newsletterSubscriptions } from '../../db/schema.ts';
import { emailEquals } from '../accounts/lookup.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { hashToken } from '../auth/sessions.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { newsletterConfirmMail } from '../mail/templates.ts';

const CONFIRM_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

export async function subscribe(
  ctx: RequestContext,
  email: string,
  listId: number | undefined,
): Promise<void> {
  await enforceLimits(
    ctx,
    [[`newsletter:address:${ctx.address}`, ctx.limits.newsletterPerAddress]],
    msg({ id: 'api.newsletter.rateLimited', message: 'Too many requests. Try again later.' }),
  );
  const now = ctx.clock.now();
  const [list] = await ctx.db
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(
      and(
        eq(newsletterLists.siteId, ctx.site.id),
        listId ? eq(newsletterLists.id, listId) : eq(newsletterLists.isDefault, true),
      ),
    )
    .limit(1);
  if (!list)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.newsletter.unknownList', message: 'Unknown newsletter list.' }),
      {
        fields: [{ path: 'listId', message: 'unknown_list' }],
      },
    );

  const [existing] = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.site.id),
        eq(newsletterSubscriptions.listId, list.id),
        emailEquals(newsletterSubscriptions.email, email),
      ),
    );
  // Already confirmed: the same answer, and no mail (no duplicate, no way to learn who reads us).
  if (existing?.status === 'CONFIRMED') return;

  const token = randomBytes(32).toString('base64url');
  const values = {
    status: 'PENDING' as const,
    consentAt: now,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_VALIDITY_MS),
  };
  if (existing) {
    await ctx.db
      .update(newsletterSubscriptions)
      .set(values)
      .where(
        and(eq(newsletterSubscriptions.siteId, ctx.site.id), eq(newsletterSubscriptions.id, existing.id)),
      );
  } else {
    await ctx.db
      .insert(newsletterSubscriptions)
      .values({ siteId: ctx.site.id, listId: list.id, email: normaliseEmail(email), ...values })
      .onConflictDoNothing();
  }
  const link = await ctx.siteLink(`/lettre-information/confirmation/${token}`);
  await ctx.sendMail(email, newsletterConfirmMail({ siteName: ctx.site.name, link }));
}

export async function confirmSubscription(ctx: RequestContext, token: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalidLink();
  const now = ctx.clock.now();
  const rows = await ctx.db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.site.id),
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (rows.length === 0) throw invalidLink();
}

const invalidLink = () =>
  new DomainError('invalid', msg({ id: 'api.link.expired', message: 'This link is no longer valid.' }), {
    fields: [{ path: 'token', message: 'invalid_token' }],
  });
