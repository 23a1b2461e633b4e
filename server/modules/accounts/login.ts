// Login and logout (SPEC §4). Locked per account and network address and per address, slowed
// down (never locked) per account; the answer and the time taken are the same whether the
// address exists or not.

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginBody } from '#shared/contracts/account.ts';
import type { Logged } from '#shared/contracts/user.ts';
import { normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import { sessions } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearLimit, countAttempt, enforceLimits, withinLimits } from '../auth/rate-limit.ts';
import { createOperatorSession, createSession, revokeSession } from '../auth/sessions.ts';
import { acceptedStep } from '../auth/totp.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { loginFailuresMail } from '../mail/templates.ts';
import { findOperatorByEmail } from '../operators/operators.ts';
import { findUserByEmail } from './lookup.ts';
import { openSecret, operatorFactor, type SecondFactor, userFactor } from './second-factor.ts';

let dummyHash: Promise<string> | null = null;
/** Verified against when the address is unknown, so that both cases cost one argon2 check. */
const dummy = () => {
  dummyHash ??= hashPassword('not a real password, only for timing');
  return dummyHash;
};

/** The counters of one account's logins (shared/lib/email.ts: one key for every spelling). */
export const loginKeys = (email: string) => {
  const account = normaliseEmail(email);
  return {
    /** Failures from one address: locked past `loginPerAccount`. */
    pair: (address: string) => `login:pair:${account}|${address}`,
    pairs: `login:pair:${account}|`,
    /** Failures from anywhere: slowed down past `loginSlowdownPerAccount`, never locked. */
    account: `login:account:${account}`,
    notice: `login:notice:${account}`,
  };
};

const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 5_000;

/** The wait before the attempt after `attempts`: none up to the limit, then doubling. */
export const slowdownMs = (attempts: number, max: number): number =>
  attempts <= max ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS * 2 ** (attempts - max - 1));

export async function login(
  ctx: RequestContext,
  input: LoginBody,
): Promise<{ token: string; expiresAt: Date }> {
  const keys = loginKeys(input.email);
  // A lock holds one address back, never the account: the owner logs in from elsewhere
  // while an attacker guesses (docs/architecture.md, "decided").
  await enforceLimits(ctx, [
    [`login:address:${ctx.address}`, ctx.limits.loginPerAddress],
    [keys.pair(ctx.address), ctx.limits.loginPerAccount],
  ]);
  const slowdown = ctx.limits.loginSlowdownPerAccount;
  const attempts = await countAttempt(ctx, keys.account, slowdown);
  const wait = slowdownMs(attempts, slowdown.max);
  if (wait > 0) await sleep(wait);
  // the site's account first, then an operator of the deployment (ADR 013): one password check
  // either way, so that the answer takes as long whoever the address is
  const user = await findUserByEmail(ctx, input.email);
  const operator = user ? null : await findOperatorByEmail(ctx.db, input.email);
  const hash = user?.passwordHash ?? operator?.passwordHash ?? (await dummy());
  const valid = await verifyPassword(hash, input.password);
  if ((!user && !operator) || !valid) {
    if (user && attempts >= slowdown.max) await noticeOwner(ctx, user.email, keys.notice);
    throw new DomainError(
      'unauthenticated',
      msg({ id: 'api.login.failed', message: 'Wrong e-mail address or password.' }),
    );
  }
  // a blocked account (ADR 018) is told so once its password is right, before any second factor
  if (user?.blockedAt)
    throw new DomainError(
      'forbidden',
      msg({
        id: 'api.login.blocked',
        message:
          'This account is blocked by the site’s administrators. Contact them to have it opened again.',
      }),
    );
  if (operator) await passSecondFactor(ctx, operatorFactor(ctx, operator), input.code);
  else if (user?.totpSecret) await passSecondFactor(ctx, userFactor(ctx, user), input.code);
  await clearLimit(ctx, keys.pair(ctx.address));
  await clearLimit(ctx, keys.account);
  const now = ctx.clock.now();
  return operator
    ? createOperatorSession(ctx.db, ctx.site.id, operator.id, now)
    : createSession(ctx.db, ctx.site.id, user!.id, now);
}

const SECOND_FACTOR_DUE = msg({
  id: 'api.login.secondFactor',
  message: 'Enter the code that your authenticator app shows.',
});

/** The code of a second factor, checked after the password: missing, it is asked for; wrong or
 * already used, it fails like a wrong password (the attempt stays counted). */
async function passSecondFactor(ctx: RequestContext, factor: SecondFactor, code: string | undefined) {
  if (!code) throw new DomainError('unauthenticated', SECOND_FACTOR_DUE, { data: { secondFactor: true } });
  const secret = openSecret(ctx, factor);
  const step = secret === null ? null : acceptedStep(secret, code, factor.lastStep, ctx.clock.now());
  if (step === null || !(await factor.consume(step)))
    throw new DomainError(
      'unauthenticated',
      msg({
        id: 'api.login.codeWrong',
        message: 'This code is not right or was already used: enter the one your app shows now.',
      }),
      { data: { secondFactor: true } },
    );
}

/** Tells the owner of an account that sees repeated failures, once per window. The mail is not
 * awaited: the answer takes as long whether the account exists or not. */
async function noticeOwner(ctx: RequestContext, email: string, key: string): Promise<void> {
  const window = ctx.limits.loginSlowdownPerAccount.windowS;
  if (!(await withinLimits(ctx, [[key, { max: 1, windowS: window }]]))) return;
  void ctx
    .siteLink('/password/reset/ask')
    .then((resetLink) => ctx.sendMail(email, loginFailuresMail({ siteName: ctx.site.name, resetLink })));
}

/** Ends the request's session on the server, when it has one. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.session) await revokeSession(ctx.db, ctx.site.id, ctx.session, ctx.clock.now());
}

/** Whether the request carries a valid session of this site, and its role (an operator's:
 * SUPER_ADMIN, ADR 013). */
export const sessionState = (ctx: RequestContext): Logged => ({
  logged: ctx.user !== null || ctx.operator !== null,
  role: ctx.operator ? 'SUPER_ADMIN' : (ctx.user?.role ?? null),
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
