// The logged-in visitor's own account (SPEC §6): profile, address change by link, password
// change and deletion with the current password, export of personal data.
import { and, eq } from 'drizzle-orm';
import type { ProfileUpdate } from '#shared/contracts/account.ts';
import { passwordProblem } from '#shared/lib/password.ts';
import { authTokens, newsletterLists, newsletterSubscriptions, sessions, users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { consumeToken, issueToken } from '../auth/tokens.ts';
import { DomainError, invalidFields } from '../errors.ts';
import {
  accountDeletedMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  passwordChangedMail,
} from '../mail/templates.ts';
import { getProfile } from '../users/profile.ts';
import {
  type AccountContext,
  findUser,
  findUserByEmail,
  isUniqueViolation,
  sendMail,
  siteLink,
  switches,
} from './context.ts';
import { revokeAllSessions } from './login.ts';
import { confirmPendingSubscriptions } from './newsletter.ts';
import { limit } from './registration.ts';
import { personProblems } from './rules.ts';

async function requireUser(ctx: AccountContext, userId: number) {
  const user = await findUser(ctx, userId);
  if (!user) throw new DomainError('unauthenticated', 'Authentication required.');
  return user;
}

/** Current-password checks are limited like logins: they must not become a guessing oracle. */
async function checkCurrentPassword(
  ctx: AccountContext,
  user: { id: number; passwordHash: string },
  password: string,
) {
  await limit(ctx, [[`password-check:${user.id}`, ctx.limits.passwordCheckPerAccount]]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalidFields(
      [{ path: 'currentPassword', message: 'wrong_password' }],
      'The current password is not right.',
    );
  }
}

export async function updateProfile(ctx: AccountContext, userId: number, input: ProfileUpdate) {
  const user = await requireUser(ctx, userId);
  const flags = await switches(ctx, ['ASK_BIRTHDATE', 'BLOCK_MINORS', 'MOBILE_PHONE_ONLY']);
  const problems = personProblems(
    input,
    {
      askBirthdate: !!flags.ASK_BIRTHDATE,
      blockMinors: !!flags.BLOCK_MINORS,
      mobileOnly: !!flags.MOBILE_PHONE_ONLY,
    },
    ctx.now,
  );
  if (problems.length) throw invalidFields(problems);

  await ctx.db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone ?? null,
      birthdate: input.birthdate ?? null,
      updatedAt: ctx.now,
    })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));

  let emailChangePending = false;
  const newEmail = input.email.trim();
  if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
    emailChangePending = true;
    // The change waits for the new address to be confirmed. If it belongs to another account the
    // answer is the same and no link is sent: the form must not reveal who has an account.
    const taken = await findUserByEmail(ctx, newEmail);
    if (!taken) {
      const token = await issueToken(ctx.db, ctx.site.id, user.id, 'CHANGE_EMAIL', ctx.now, newEmail);
      await sendMail(
        ctx,
        newEmail,
        emailChangeConfirmMail({
          siteName: ctx.site.name,
          link: await siteLink(ctx, `/mon-compte/confirmer-email/${token}`),
        }),
      );
      await sendMail(ctx, user.email, emailChangeNoticeMail({ siteName: ctx.site.name, newEmail }));
    }
  }
  return { profile: (await getProfile(ctx.db, ctx.site.id, user.id))!, emailChangePending };
}

/** Follows a link sent by e-mail: verifies the address, or makes the new address the account's. */
export async function confirmEmail(ctx: AccountContext, token: string): Promise<{ email: string }> {
  const used = await consumeToken(ctx.db, ctx.site.id, token, ['VERIFY_EMAIL', 'CHANGE_EMAIL'], ctx.now);
  const user = used ? await findUser(ctx, used.userId) : null;
  if (!used || !user) {
    throw new DomainError('invalid', 'Ce lien n’est plus valable.', {
      fields: [{ path: 'token', message: 'invalid_token' }],
    });
  }
  const email = used.purpose === 'CHANGE_EMAIL' && used.newEmail ? used.newEmail : user.email;
  try {
    await ctx.db
      .update(users)
      .set({ email, emailVerifiedAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', 'Cette adresse est déjà celle d’un autre compte.');
    throw error;
  }
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
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(authTokens.siteId, ctx.site.id),
          eq(authTokens.userId, user.id),
          eq(authTokens.purpose, 'CHANGE_EMAIL'),
        ),
      );
  }
  await confirmPendingSubscriptions(ctx.db, ctx.site.id, user.id, ctx.now);
  return { email };
}

export async function changePassword(
  ctx: AccountContext,
  userId: number,
  sessionId: number,
  input: { currentPassword: string; newPassword: string },
) {
  const user = await requireUser(ctx, userId);
  await checkCurrentPassword(ctx, user, input.currentPassword);
  const weak = passwordProblem(input.newPassword, user.email);
  if (weak) throw invalidFields([{ path: 'newPassword', message: weak }]);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.now })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  await revokeAllSessions(ctx, user.id, sessionId);
  await sendMail(ctx, user.email, passwordChangedMail({ siteName: ctx.site.name }));
}

/** Erases the account and its personal data; sessions, tokens and subscriptions go with it. */
export async function deleteAccount(ctx: AccountContext, userId: number, password: string) {
  const user = await requireUser(ctx, userId);
  await checkCurrentPassword(ctx, user, password);
  // orders will be kept anonymised here once the shop exists (issue 4 note)
  await ctx.db.delete(users).where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  await sendMail(ctx, user.email, accountDeletedMail({ siteName: ctx.site.name }));
}

/** Everything stored about the account, as the visitor may download it (RGPD art. 15 and 20). */
export async function exportAccount(ctx: AccountContext, userId: number) {
  const user = await requireUser(ctx, userId);
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
    exportedAt: ctx.now.toISOString(),
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
    newsletter: subscriptions,
    sessions: activeSessions,
  };
}
