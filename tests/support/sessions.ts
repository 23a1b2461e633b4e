import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { sites, users } from '../../server/db/schema.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { createUser } from '../../server/modules/users/accounts.ts';
import { TEST_PASSWORD } from './fixtures.ts';

export async function siteId(database: Database, slug: string): Promise<number> {
  const [row] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!row) throw new Error(`no site ${slug}`);
  return row.id;
}

/** A session token for an existing account (the login route is not needed to test the others). */
export async function tokenFor(database: Database, slug: string, email: string): Promise<string> {
  const id = await siteId(database, slug);
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, id), eq(sql`lower(${users.email})`, email.toLowerCase())));
  if (!user) throw new Error(`no user ${email} on ${slug}`);
  return (await createSession(database.db, id, user.id)).token;
}

export async function visitorToken(database: Database, slug: string, email: string): Promise<string> {
  const id = await siteId(database, slug);
  await createUser(database.db, id, {
    email,
    password: TEST_PASSWORD,
    firstname: 'Alice',
    lastname: 'Martin',
  });
  return tokenFor(database, slug, email);
}
