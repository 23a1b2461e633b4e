import { isEmail, normaliseEmail } from '#shared/lib/email.ts';
import { PASSWORD_MIN } from '#shared/lib/password.ts';
import type { Db } from '../../db/client.ts';
import { type Role, users } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';

export async function createUser(
  db: Db,
  siteId: number,
  input: {
    email: string;
    password: string;
    role?: Role;
    firstname?: string;
    lastname?: string;
    verified?: boolean;
  },
): Promise<number> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new Error(`"${input.email}" is not an e-mail address.`);
  if (input.password.length < PASSWORD_MIN)
    throw new Error(`A password has at least ${PASSWORD_MIN} characters.`);
  const [row] = await db
    .insert(users)
    .values({
      siteId,
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'USER',
      firstname: input.firstname ?? null,
      lastname: input.lastname ?? null,
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .returning({ id: users.id });
  return row!.id;
}
