import { and, eq } from 'drizzle-orm';
import type { Me } from '#shared/contracts/user.ts';
import { users } from '../../db/schema.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { authenticationRequired } from '../errors.ts';

export async function getProfile(ctx: SiteContext, userId: number): Promise<Me | null> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      phone: users.phone,
      firstname: users.firstname,
      lastname: users.lastname,
      birthdate: users.birthdate,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, userId)));
  if (!row) return null;
  const { emailVerifiedAt, ...profile } = row;
  return { ...profile, emailVerified: emailVerifiedAt !== null };
}

/** The signed-in account's profile; an account deleted meanwhile is nobody. */
export async function getOwnProfile(ctx: RequestContext): Promise<Me> {
  const me = ctx.user ? await getProfile(ctx, ctx.user.id) : null;
  if (!me) throw authenticationRequired();
  return me;
}
