// Opaque session tokens (docs/architecture.md, "decided"): 256 random bits, stored as sha256 with their site,
// user and expiry. A token only opens the site it was issued on.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_LIFETIME_S } from '#shared/config/constants.ts';
import type { Db } from '../../db/client.ts';
import { type Role, sessions, users } from '../../db/schema.ts';

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

export interface ActiveSession {
  id: number;
  user: SessionUser;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function createSession(
  db: Db,
  siteId: number,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_S * 1000);
  await db
    .insert(sessions)
    .values({ siteId, userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function findSession(
  db: Db,
  siteId: number,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.siteId, sessions.siteId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.siteId, siteId),
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { id: row.id, expiresAt: row.expiresAt, user: { id: row.userId, email: row.email, role: row.role } };
}

export async function revokeSession(
  db: Db,
  siteId: number,
  sessionId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.siteId, siteId), eq(sessions.id, sessionId)));
}
