// Login and logout (SPEC §4). Rate-limited per account and per address; the answer and the time
// taken are the same whether the address exists or not.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginBody } from '#shared/contracts/account.ts';
import { sessions } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clear } from '../auth/rate-limit.ts';
import { createSession } from '../auth/sessions.ts';
import { DomainError } from '../errors.ts';
import { type AccountContext, findUserByEmail } from './context.ts';
import { limit } from './registration.ts';

let dummyHash: Promise<string> | null = null;
/** Verified against when the address is unknown, so that both cases cost one argon2 check. */
const dummy = () => {
  dummyHash ??= hashPassword('not a real password, only for timing');
  return dummyHash;
};

export async function login(
  ctx: AccountContext,
  input: LoginBody,
): Promise<{ token: string; expiresAt: Date }> {
  const accountKey = `login:account:${input.email.trim().toLowerCase()}`;
  await limit(ctx, [
    [`login:address:${ctx.address}`, ctx.limits.loginPerAddress],
    [accountKey, ctx.limits.loginPerAccount],
  ]);
  const user = await findUserByEmail(ctx, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), input.password);
  if (!user || !valid) throw new DomainError('unauthenticated', 'E-mail ou mot de passe incorrect.');
  await clear(ctx.db, ctx.site.id, accountKey);
  return createSession(ctx.db, ctx.site.id, user.id, ctx.now);
}

/** Revokes every live session of the account, but `except` (the one making the change). */
export async function revokeAllSessions(ctx: AccountContext, userId: number, except?: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now })
    .where(
      and(
        eq(sessions.siteId, ctx.site.id),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}
