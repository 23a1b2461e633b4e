// Password reset by e-mail (SPEC §2 /password/reset/ask and /password/reset/:token): the same
// answer whether the address exists or not; the token is single-use, valid one hour, and using
// it revokes every session of the account.
import { and, eq } from 'drizzle-orm';
import { normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import { passwordProblem } from '#shared/lib/password.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clearLimit, clearLimitsStartingWith, enforceLimits } from '../auth/rate-limit.ts';
import { consumeToken, issueToken, peekToken, TOKEN_VALIDITY_S } from '../auth/tokens.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import { loginKeys, revokeAllSessions } from './login.ts';
import { findUser, findUserByEmail } from './lookup.ts';

export async function askPasswordReset(ctx: RequestContext, email: string): Promise<void> {
  await enforceLimits(ctx, [
    [`reset:address:${ctx.address}`, ctx.limits.resetPerAddress],
    [`reset:account:${normaliseEmail(email)}`, ctx.limits.resetPerAccount],
  ]);
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = await issueToken(ctx, user.id, 'RESET_PASSWORD');
  await ctx.sendMail(
    user.email,
    passwordResetMail({
      siteName: ctx.site.name,
      link: await ctx.siteLink(`/password/reset/${token}`),
      validityMinutes: TOKEN_VALIDITY_S.RESET_PASSWORD / 60,
    }),
  );
}

export async function resetPassword(ctx: RequestContext, token: string, password: string): Promise<void> {
  // an invitation to administer the site (ADR 018) is followed on the same page
  const pending = await peekToken(ctx, token, ['RESET_PASSWORD', 'INVITATION']);
  const user = pending ? await findUser(ctx, pending.userId) : null;
  if (!user) throw invalidToken();
  // checked before the link is spent: a visitor who picks a weak password can try again
  const weak = passwordProblem(password, user.email);
  if (weak) throw invalidFields([{ path: 'password', message: weak }]);
  const used = await consumeToken(ctx, token, ['RESET_PASSWORD', 'INVITATION']);
  if (!used) throw invalidToken();
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      updatedAt: ctx.clock.now(),
      // the invitation reached its address: the address is confirmed
      ...(used.purpose === 'INVITATION' && !user.emailVerifiedAt ? { emailVerifiedAt: ctx.clock.now() } : {}),
    })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id)));
  await revokeAllSessions(ctx, user.id);
  // a new password ends the lock of every address and the slowdown of the account
  const keys = loginKeys(user.email);
  await clearLimitsStartingWith(ctx, keys.pairs);
  await clearLimit(ctx, keys.account);
  await ctx.sendMail(user.email, passwordChangedMail({ siteName: ctx.site.name }));
}

const invalidToken = () =>
  new DomainError(
    'invalid',
    msg({ id: 'api.password.linkExpired', message: 'This link is no longer valid. Ask for a new one.' }),
    {
      fields: [{ path: 'token', message: 'invalid_token' }],
    },
  );
