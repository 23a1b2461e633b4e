// Opaque session tokens (docs/architecture.md, "decided"): 256 random bits, stored as sha256 with their site,
// user and expiry. A token only opens the site it was issued on. An operator's session (ADR 013)
// has the same shape in a table of its own, bound to the site of the host where it was opened.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_LIFETIME_S } from '#shared/config/constants.ts';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators, type Role, sessions, users } from '../../db/schema.ts';

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

/** An operator of the deployment (SUPER_ADMIN), not an account of the site. */
export interface SessionOperator {
  id: number;
  email: string;
}

export type ActiveSession =
  | { kind: 'user'; id: number; user: SessionUser; operator: null; expiresAt: Date }
  | { kind: 'operator'; id: number; user: null; operator: SessionOperator; expiresAt: Date };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new token and its expiry; only its hash is stored. */
function newToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_S * 1000),
  };
}

export async function createSession(
  db: Db,
  siteId: number,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newToken(now);
  await db.insert(sessions).values({ siteId, userId, tokenHash, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function findSession(
  db: Db,
  siteId: number,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return (await findUserSession(db, siteId, token, now)) ?? findOperatorSession(db, siteId, token, now);
}

async function findUserSession(
  db: Db,
  siteId: number,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
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
  return {
    kind: 'user',
    id: row.id,
    expiresAt: row.expiresAt,
    user: { id: row.userId, email: row.email, role: row.role },
    operator: null,
  };
}

async function findOperatorSession(
  db: Db,
  siteId: number,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      id: operatorSessions.id,
      expiresAt: operatorSessions.expiresAt,
      operatorId: operators.id,
      email: operators.email,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.siteId, siteId),
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    kind: 'operator',
    id: row.id,
    expiresAt: row.expiresAt,
    user: null,
    operator: { id: row.operatorId, email: row.email },
  };
}

/** Opens an operator's session on the site of this host. */
export async function createOperatorSession(
  db: Db,
  siteId: number,
  operatorId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newToken(now);
  await db.insert(operatorSessions).values({ siteId, operatorId, tokenHash, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function revokeSession(
  db: Db,
  siteId: number,
  session: Pick<ActiveSession, 'id' | 'kind'>,
  now = new Date(),
): Promise<void> {
  const sessionId = session.id;
  if (session.kind === 'operator') {
    await db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.siteId, siteId), eq(operatorSessions.id, sessionId)));
    return;
  }
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.siteId, siteId), eq(sessions.id, sessionId)));
}
