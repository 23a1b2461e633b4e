// The site's accounts as its administrators manage them (ADR 018): listed and searched, made
// administrators or visitors, blocked, and new administrators invited by e-mail. No one changes
// or blocks their own account, and the site keeps at least one administrator who can sign in.
// Operators (SUPER_ADMIN) are the deployment's, never a site account (ADR 013).
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminAccount, Invitation } from '#shared/contracts/admin-accounts.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { isEmail, normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { revokeAllSessions } from '../accounts/login.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { audit } from '../audit/log.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueToken, TOKEN_VALIDITY_S } from '../auth/tokens.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { invitationMail } from '../mail/templates.ts';

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An account invited whose link was not followed yet: its address is not confirmed and an
 * invitation was sent to it. */
const invitedSql = () =>
  // written out: drizzle leaves columns unqualified in a one-table select, which the subquery
  // would read as its own
  sql<boolean>`(${users.emailVerifiedAt} is null and exists (select 1 from auth_tokens invitation where invitation.site_id = "users"."site_id" and invitation.user_id = "users"."id" and invitation.purpose = 'INVITATION'))`;

function toAccount(row: UserRow, invited: boolean): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'USER',
    verified: row.emailVerifiedAt !== null,
    invited,
    blocked: row.blockedAt !== null,
    secondFactor: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAccounts(
  ctx: RequestContext,
  query: {
    q?: string | undefined;
    role?: 'USER' | 'ADMIN' | undefined;
    page?: number | undefined;
    nbItem?: number | undefined;
  },
): Promise<ListResult<AdminAccount>> {
  const siteId = ctx.site.id;
  const page = query.page ?? 1;
  const nbItem = query.nbItem ?? 20;
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(users.siteId, siteId),
    query.role ? eq(users.role, query.role) : undefined,
    words
      ? (or(
          ilike(users.email, words),
          ilike(users.firstname, words),
          ilike(users.lastname, words),
          ilike(sql`coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')`, words),
        ) as SQL)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, invited: invitedSql() })
      .from(users)
      .where(where)
      .orderBy(desc(sql`${users.role} = 'ADMIN'`), asc(users.email))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map((r) => toAccount(r.user, r.invited)), total: total?.n ?? 0, page, nbItem };
}

const notFound = () =>
  new DomainError('not_found', msg({ id: 'api.account.notFound', message: 'This account does not exist.' }));

async function lockAccount(tx: Tx, siteId: number, id: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function accountOf(ctx: RequestContext, id: number): Promise<AdminAccount> {
  const [row] = await ctx.db
    .select({ user: users, invited: invitedSql() })
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, id)));
  if (!row) throw notFound();
  return toAccount(row.user, row.invited);
}

function notOneself(ctx: RequestContext, id: number) {
  if (ctx.user?.id === id)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.account.oneself',
        message: 'You cannot change your own role or block your own account: ask another administrator.',
      }),
    );
}

/** The site's administrators who can sign in, but `except`: the site must keep one. All the
 * site's administrator rows are locked first, so that two such changes at once cannot both pass. */
async function keepsAnAdministrator(tx: Tx, siteId: number, except: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.role, 'ADMIN'), isNull(users.blockedAt)))
    .for('update');
  if (!admins.some((a) => a.id !== except))
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.account.lastAdmin',
        message: 'This is the site’s last administrator: make another one first.',
      }),
    );
}

export async function setRole(
  ctx: RequestContext,
  id: number,
  role: 'USER' | 'ADMIN',
): Promise<AdminAccount> {
  notOneself(ctx, id);
  const siteId = ctx.site.id;
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, siteId, id);
    if (before.role === role) return false;
    if (before.role === 'ADMIN' && before.blockedAt === null) await keepsAnAdministrator(tx, siteId, id);
    await tx
      .update(users)
      .set({ role, updatedAt: ctx.clock.now() })
      .where(and(eq(users.siteId, siteId), eq(users.id, id)));
    await audit(
      ctx,
      { action: 'role', entity: 'account', entityId: id, before: { role: before.role }, after: { role } },
      tx as unknown as Db,
    );
    return true;
  });
  // an administrator made a visitor leaves the panel at once: its sessions start again
  if (changed) await revokeAllSessions(ctx, id);
  return accountOf(ctx, id);
}

export async function setBlocked(ctx: RequestContext, id: number, blocked: boolean): Promise<AdminAccount> {
  notOneself(ctx, id);
  const siteId = ctx.site.id;
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockAccount(tx, siteId, id);
    if ((before.blockedAt !== null) === blocked) return false;
    if (blocked && before.role === 'ADMIN') await keepsAnAdministrator(tx, siteId, id);
    await tx
      .update(users)
      .set({ blockedAt: blocked ? ctx.clock.now() : null, updatedAt: ctx.clock.now() })
      .where(and(eq(users.siteId, siteId), eq(users.id, id)));
    await audit(
      ctx,
      {
        action: blocked ? 'block' : 'unblock',
        entity: 'account',
        entityId: id,
        before: { blocked: !blocked },
        after: { blocked },
      },
      tx as unknown as Db,
    );
    return true;
  });
  if (changed && blocked) await revokeAllSessions(ctx, id);
  return accountOf(ctx, id);
}

/** An invited administrator of `ctx`'s site: an ADMIN account with a password nobody knows and an
 * `INVITATION` token valid a week, written with `db` (the caller's transaction), so that the
 * account and its link land together. `email` is already normalised. */
export async function writeInvitedAdministrator(
  ctx: Pick<SiteContext, 'site' | 'clock' | 'db' | 'logger' | 'siteLink' | 'contentChanged'>,
  db: Db,
  input: { email: string; firstname?: string | null | undefined; lastname?: string | null | undefined },
): Promise<{ id: number; token: string }> {
  const [row] = await db
    .insert(users)
    .values({
      siteId: ctx.site.id,
      email: input.email,
      // nobody knows this password: the invited person chooses theirs with the link
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'ADMIN',
      firstname: input.firstname || null,
      lastname: input.lastname || null,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning({ id: users.id });
  const token = await issueToken({ ...ctx, db }, row!.id, 'INVITATION');
  return { id: row!.id, token };
}

/** Mails the invitation to the site of `site` (its name, and the link on its own address: a
 * session is bound to its host), from whoever asks in `ctx`. A failure is logged, never thrown. */
export async function mailInvitation(
  ctx: RequestContext,
  site: Pick<SiteContext, 'site' | 'siteLink'>,
  email: string,
  token: string,
): Promise<void> {
  const content = invitationMail({
    siteName: site.site.name,
    inviter: ctx.user?.email ?? ctx.operator?.email ?? '',
    link: await site.siteLink(`/password/reset/${token}`),
    validityDays: TOKEN_VALIDITY_S.INVITATION / 86_400,
  });
  if (site.site.id === ctx.site.id) return ctx.sendMail(email, content);
  try {
    await ctx.mailer.send({ to: email, ...content, siteName: site.site.name });
  } catch (err) {
    ctx.logger.error({ err, subject: content.subject }, 'mail not sent');
  }
}

/** A new administrator: an account without a usable password, and a link to choose one. An
 * address that already has an account is refused: its role is changed in the list instead. */
export async function inviteAdministrator(ctx: RequestContext, input: Invitation): Promise<AdminAccount> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email))
    throw new DomainError(
      'invalid',
      msg({ id: 'api.account.invitationInvalid', message: 'This invitation cannot be sent.' }),
      { fields: [{ path: 'email', message: 'invalid_email' }] },
    );
  let invited: { id: number; token: string };
  try {
    invited = await ctx.db.transaction(async (tx) => {
      const written = await writeInvitedAdministrator(ctx, tx as unknown as Db, { ...input, email });
      await audit(
        ctx,
        { action: 'invite', entity: 'account', entityId: written.id, after: { email, role: 'ADMIN' } },
        tx as unknown as Db,
      );
      return written;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.account.exists',
          message: 'An account already uses this address: find it in the list and change its role.',
        }),
        { fields: [{ path: 'email', message: 'email_taken' }] },
      );
    throw error;
  }
  await mailInvitation(ctx, ctx, email, invited.token);
  return accountOf(ctx, invited.id);
}
