// Sign-up: the same answer whether the address is new or taken; the owner of a taken
// address is told by e-mail; a new account can log in at once, its address unverified until the
// link is followed.
import type { RegisterBody } from '#shared/contracts/account.ts';
import { normaliseEmail } from '#shared/lib/email.ts';
import { passwordProblem } from '#shared/lib/password.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { issueToken } from '../auth/tokens.ts';
import type { RequestContext } from '../context.ts';
import { invalidFields } from '../errors.ts';
import { accountExistsMail, verifyEmailMail } from '../mail/templates.ts';
import { findUserByEmail, isUniqueViolation, switches } from './lookup.ts';
import { defaultListIds, setSubscription } from './newsletter.ts';
import { personProblems } from './rules.ts';

export async function register(ctx: RequestContext, input: RegisterBody): Promise<void> {
  const now = ctx.clock.now();
  const flags = await switches(ctx, [
    'ASK_BIRTHDATE',
    'BLOCK_MINORS',
    'MOBILE_PHONE_ONLY',
    'NEWSLETTER_ENABLED',
  ]);
  const problems = personProblems(
    input,
    {
      askBirthdate: !!flags.ASK_BIRTHDATE,
      blockMinors: !!flags.BLOCK_MINORS,
      mobileOnly: !!flags.MOBILE_PHONE_ONLY,
    },
    now,
  );
  const weak = passwordProblem(input.password, input.email);
  if (weak) problems.push({ path: 'password', message: weak });
  if (problems.length) throw invalidFields(problems);

  const email = normaliseEmail(input.email);
  await enforceLimits(ctx, [
    [`register:address:${ctx.address}`, ctx.limits.registerPerAddress],
    [`register:account:${email}`, ctx.limits.registerPerAccount],
  ]);

  const existing = await findUserByEmail(ctx, email);
  if (existing) {
    await ctx.sendMail(
      existing.email,
      accountExistsMail({
        siteName: ctx.site.name,
        loginLink: await ctx.siteLink('/auth'),
        resetLink: await ctx.siteLink('/password/reset/ask'),
      }),
    );
    return;
  }

  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        siteId: ctx.site.id,
        email,
        passwordHash,
        role: 'USER',
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone ?? null,
        birthdate: input.birthdate ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) return; // a concurrent sign-up with the same address won
    throw error;
  }

  if (input.newsletter && flags.NEWSLETTER_ENABLED) {
    await setSubscription(ctx, userId, await defaultListIds(ctx));
  }
  const token = await issueToken(ctx, userId, 'VERIFY_EMAIL');
  await ctx.sendMail(
    email,
    verifyEmailMail({
      siteName: ctx.site.name,
      firstname: input.firstname,
      link: await ctx.siteLink(`/mon-compte/confirmer-email/${token}`),
    }),
  );
}
