import { and, eq } from 'drizzle-orm';
import type { Me } from '#shared/contracts/user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function getProfile(db: Db, siteId: number, userId: number): Promise<Me | null> {
  const [row] = await db
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
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
  if (!row) return null;
  const { emailVerifiedAt, ...profile } = row;
  return { ...profile, emailVerified: emailVerifiedAt !== null };
}
