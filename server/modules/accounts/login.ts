// Login and logout (SPEC §4). Rate-limited per account and per address; the answer and the time
// taken are the same whether the address exists or not.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginBody } from '#shared/contracts/account.ts';
import type { Logged } from '#shared/contracts/user.ts';
import { msg } from '#shared/lib/messages.ts';
import { sessions } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearLimit, enforceLimits } from '../auth/rate-limit.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { findUserByEmail } from './lookup.ts';

let dummyHash: Promise<string> | null = null;
/** Verified against when the address is unknown, so that both cases cost one argon2 check. */
const dummy = () => {
  dummyHash ??= hashPassword('not a real password, only for timing');
  return dummyHash;
};

export async function login(
  ctx: RequestContext,
  input: LoginBody,
): Promise<{ token: string; expiresAt: Date }> {
  const accountKey = `login:account:${input.email.trim().toLowerCase()}`;
  await enforceLimits(ctx, [
    [`login:address:${ctx.address}`, ctx.limits.loginPerAddress],
    [accountKey, ctx.limits.loginPerAccount],
  ]);
  const user = await findUserByEmail(ctx, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), input.password);
  if (!user || !valid)
    throw new DomainError(
      'unauthenticated',
      msg({ id: 'api.login.failed', message: 'Wrong e-mail address or password.' }),
    );
  await clearLimit(ctx, accountKey);
  return createSession(ctx.db, ctx.site.id, user.id, ctx.clock.now());
}

/** Ends the request's session on the server, when it has one. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.session) await revokeSession(ctx.db, ctx.site.id, ctx.session.id, ctx.clock.now());
}

/** Whether the request carries a valid session of this site, and its role. */
export const sessionState = (ctx: RequestContext): Logged => ({
  logged: ctx.user !== null,
  role: ctx.user?.role ?? null,
});

/** Revokes every live session of the account, but `except` (the one making the change). */
export async function revokeAllSessions(ctx: SiteContext, userId: number, except?: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(sessions.siteId, ctx.site.id),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}
