// The logged-in visitor's own account (SPEC §6): profile, address change by link, password
// change and deletion with the current password, export of personal data.
import { and, eq } from 'drizzle-orm';
import type { ProfileUpdate } from '#shared/contracts/account.ts';
import type { AccountExport } from '#shared/contracts/routes/user.ts';
import { normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import { passwordProblem } from '#shared/lib/password.ts';
import { authTokens, newsletterLists, newsletterSubscriptions, sessions, users } from '../../db/schema.ts';
import { forgetAuditActor } from '../audit/log.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { consumeToken, issueToken } from '../auth/tokens.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { authenticationRequired, DomainError, invalidFields } from '../errors.ts';
import {
  accountDeletedMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  passwordChangedMail,
} from '../mail/templates.ts';
import { attachGuestOrders, detachOrders } from '../shop/order-owners.ts';
import { getProfile } from '../users/profile.ts';
import { revokeAllSessions } from './login.ts';
import { findUser, findUserByEmail, isUniqueViolation, signedIn, switches } from './lookup.ts';
import { confirmPendingSubscriptions } from './newsletter.ts';
import { personProblems } from './rules.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The signed-in account's row. */
async function requireUser(ctx: RequestContext) {
  const user = await findUser(ctx, signedIn(ctx).id);
  if (!user) throw authenticationRequired();
  return user;
}

/** Current-password checks are limited like logins: they must not become a guessing oracle. */
async function checkCurrentPassword(
  ctx: RequestContext,
  user: { id: number; passwordHash: string },
  password: string,
) {
  await enforceLimits(ctx, [[`password-check:${user.id}`, ctx.limits.passwordCheckPerAccount]]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalidFields(
      [{ path: 'currentPassword', message: 'wrong_password' }],
      msg({ id: 'api.account.wrongPassword', message: 'The current password is not right.' }),
    );
  }
}

export async function updateProfile(ctx: RequestContext, input: ProfileUpdate) {
  const user = await requireUser(ctx);
  const now = ctx.clock.now();
  const flags = await switches(ctx, ['ASK_BIRTHDATE', 'BLOCK_MINORS', 'MOBILE_PHONE_ONLY']);
  const problems = personProblems(
    input,
    {
      askBirthdate: !!flags.ASK_BIRTHDATE,
      blockMinors: !!flags.BLOCK_MINORS,
      mobileOnly: !!flags.MOBILE_PHONE_ONLY,
    },
    now,
  );
  if (problems.length) throw invalidFields(problems);

  await ctx.db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone ?? null,
      birthdate: input.birthdate ?? null,
      updatedAt: now,
    })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));

  let emailChangePending = false;
  const newEmail = normaliseEmail(input.email);
  if (newEmail !== normaliseEmail(user.email)) {
    emailChangePending = true;
    // The change waits for the new address to be confirmed. If it belongs to another account the
    // answer is the same and no link is sent: the form must not reveal who has an account.
    const taken = await findUserByEmail(ctx, newEmail);
    if (!taken) {
      const token = await issueToken(ctx, user.id, 'CHANGE_EMAIL', newEmail);
      await ctx.sendMail(
        newEmail,
        emailChangeConfirmMail({
          siteName: ctx.site.name,
          link: await ctx.siteLink(`/mon-compte/confirmer-email/${token}`),
        }),
      );
      await ctx.sendMail(user.email, emailChangeNoticeMail({ siteName: ctx.site.name, newEmail }));
    }
  }
  return { profile: (await getProfile(ctx, user.id))!, emailChangePending };
}

/** Follows a link sent by e-mail: verifies the address, or makes the new address the account's. */
export async function confirmEmail(ctx: SiteContext, token: string): Promise<{ email: string }> {
  const now = ctx.clock.now();
  const used = await consumeToken(ctx, token, ['VERIFY_EMAIL', 'CHANGE_EMAIL']);
  const user = used ? await findUser(ctx, used.userId) : null;
  if (!used || !user) {
    throw new DomainError(
      'invalid',
      msg({ id: 'api.link.expired', message: 'This link is no longer valid.' }),
      {
        fields: [{ path: 'token', message: 'invalid_token' }],
      },
    );
  }
  const email = used.purpose === 'CHANGE_EMAIL' && used.newEmail ? used.newEmail : user.email;
  try {
    await ctx.db
      .update(users)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        'conflict',
        msg({ id: 'api.account.emailTaken', message: 'This address already belongs to another account.' }),
      );
    throw error;
  }
  // the orders placed as a guest with this address are the account's now that it is confirmed
  await attachGuestOrders(ctx, user.id, email);
  if (email !== user.email) {
    await ctx.db
      .update(newsletterSubscriptions)
      .set({ email })
      .where(
        and(eq(newsletterSubscriptions.siteId, ctx.site.id), eq(newsletterSubscriptions.userId, user.id)),
      );
    // other pending address changes of this account are void now
    await ctx.db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.siteId, ctx.site.id),
          eq(authTokens.userId, user.id),
          eq(authTokens.purpose, 'CHANGE_EMAIL'),
        ),
      );
  }
  await confirmPendingSubscriptions(ctx, user.id);
  return { email };
}

/** Other sessions than the request's own are revoked. */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string },
) {
  const user = await requireUser(ctx);
  await checkCurrentPassword(ctx, user, input.currentPassword);
  const weak = passwordProblem(input.newPassword, user.email);
  if (weak) throw invalidFields([{ path: 'newPassword', message: weak }]);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.clock.now() })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  await revokeAllSessions(ctx, user.id, ctx.session?.id);
  await ctx.sendMail(user.email, passwordChangedMail({ siteName: ctx.site.name }));
}

/** Erases the account and its personal data; sessions, tokens and subscriptions go with it. */
export async function deleteAccount(ctx: RequestContext, password: string) {
  const user = await requireUser(ctx);
  await checkCurrentPassword(ctx, user, password);
  // its orders stay, detached from it (ADR 012; the privacy policy says for how long)
  await detachOrders(ctx, user.id);
  // what it did in the panel stays in the audit log, without who it was (ADR 013)
  await forgetAuditActor(ctx.db, ctx.site.id, user.id);
  await ctx.db.delete(users).where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  await ctx.sendMail(user.email, accountDeletedMail({ siteName: ctx.site.name }));
}

/** Everything stored about the account, as the visitor may download it (RGPD art. 15 and 20). */
export async function exportAccount(ctx: RequestContext): Promise<AccountExport> {
  const user = await requireUser(ctx);
  const [subscriptions, activeSessions] = await Promise.all([
    ctx.db
      .select({
        list: newsletterLists.name,
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        consentAt: newsletterSubscriptions.consentAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
      })
      .from(newsletterSubscriptions)
      .innerJoin(
        newsletterLists,
        and(
          eq(newsletterLists.siteId, newsletterSubscriptions.siteId),
          eq(newsletterLists.id, newsletterSubscriptions.listId),
        ),
      )
      .where(
        and(eq(newsletterSubscriptions.siteId, ctx.site.id), eq(newsletterSubscriptions.userId, user.id)),
      ),
    ctx.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(and(eq(sessions.siteId, ctx.site.id), eq(sessions.userId, user.id))),
  ]);
  return {
    site: ctx.site.name,
    exportedAt: ctx.clock.now().toISOString(),
    account: {
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      birthdate: user.birthdate,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    newsletter: subscriptions.map((s) => ({
      ...s,
      consentAt: iso(s.consentAt),
      confirmedAt: iso(s.confirmedAt),
    })),
    sessions: activeSessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
    })),
  };
}
