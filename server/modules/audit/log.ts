// The audit log (ADR 013 "Audit log"): every admin write records who changed what and when, in
// the same transaction as the write, with each changed field's value before and after. Personal
// values and credentials never enter it: a field whose name says so is masked. Kept one year;
// an account deleted leaves its entries without an author.
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActorKind, auditLog, layoutRevisions, trash } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';

/** How long entries are kept (the privacy policy's period for the panel's log). */
export const AUDIT_RETENTION_DAYS = 365;
export const MASKED = '[masqué]';
const LONG_TEXT = 500;

/** Names of personal values and credentials: their values are masked, their change is kept. */
const SENSITIVE =
  /pass|token|secret|key|code|iban|bic|e-?mail|phone|birth|address|firstname|lastname|otp|salt|hash|cookie|card/i;

type Values = Readonly<Record<string, unknown>>;

function shown(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && SENSITIVE.test(field)) return MASKED;
  if (typeof value === 'string' && value.length > LONG_TEXT) return `${value.slice(0, LONG_TEXT)}…`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The fields whose values differ between `before` and `after` (a creation: `before` null; a
 * deletion: `after` null), each with what it was and what it is, sensitive values masked. */
export function auditChanges(before: Values | null, after: Values | null): AuditEntry['changes'] {
  const changes: AuditEntry['changes'] = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const from = before?.[field];
    const to = after?.[field];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    changes[field] = { from: shown(field, from), to: shown(field, to) };
  }
  return changes;
}

export interface AuditInput {
  /** `create`, `update`, `delete`, or a verb of its own (`secondFactor.on`). */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Values | null;
  after?: Values | null;
}

export type Actor = { kind: AuditActorKind; id: number; email: string };

/** Who acts in the panel: the operator, or the site's account (audit, trash, dashboard). */
export function actorOf(ctx: Pick<RequestContext, 'user' | 'operator'>): Actor {
  if (ctx.operator) return { kind: 'OPERATOR', id: ctx.operator.id, email: ctx.operator.email };
  if (ctx.user) return { kind: 'USER', id: ctx.user.id, email: ctx.user.email };
  throw new Error('An admin action without an author.');
}

/** Records one admin write; `db` is the write's transaction, so that both land or neither. */
export async function audit(
  ctx: Pick<RequestContext, 'user' | 'operator' | 'site' | 'clock'>,
  input: AuditInput,
  db: Db,
): Promise<void> {
  const actor = actorOf(ctx);
  await db.insert(auditLog).values({
    siteId: ctx.site.id,
    at: ctx.clock.now(),
    actorKind: actor.kind,
    actorId: actor.id,
    actorEmail: actor.email,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    changes: auditChanges(input.before ?? null, input.after ?? null),
  });
}

/** The site's entries, newest first. */
export async function listAudit(
  ctx: Pick<RequestContext, 'db' | 'site'>,
  query: { page?: number | undefined; nbItem?: number | undefined; entity?: string | undefined },
): Promise<ListResult<AuditEntry>> {
  const page = query.page ?? 1;
  const nbItem = query.nbItem ?? 20;
  const where = and(
    eq(auditLog.siteId, ctx.site.id),
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(nbItem)
      .offset((page - 1) * nbItem),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { kind: r.actorKind, email: r.actorEmail },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      changes: r.changes,
    })),
    total: total?.n ?? 0,
    page,
    nbItem,
  };
}

/** Deletes the entries past the retention period, on every site. */
export async function purgeAudit(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return gone.length;
}

/** An account deleted: its entries stay, without who it was (in the trash too, ADR 014). */
export async function forgetAuditActor(db: Db, siteId: number, userId: number): Promise<void> {
  await db
    .update(auditLog)
    .set({ actorId: null, actorEmail: null })
    .where(and(eq(auditLog.siteId, siteId), eq(auditLog.actorKind, 'USER'), eq(auditLog.actorId, userId)));
  await db
    .update(trash)
    .set({ deletedById: null, deletedByEmail: null })
    .where(and(eq(trash.siteId, siteId), eq(trash.deletedByKind, 'USER'), eq(trash.deletedById, userId)));
  await db
    .update(layoutRevisions)
    .set({ actorId: null, actorEmail: null })
    .where(
      and(
        eq(layoutRevisions.siteId, siteId),
        eq(layoutRevisions.actorKind, 'USER'),
        eq(layoutRevisions.actorId, userId),
      ),
    );
}
