// The second factor (ADR 013): TOTP, always on for operators, turned on by an ADMIN account that
// wants it. Secrets are encrypted with the secrets vault (SECRETS_KEY), each bound to its row;
// a code is worth one sign-in (the step it was accepted at is stored by a conditional update).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { msg } from '#shared/lib/messages.ts';
import { operators, users } from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import { acceptedStep, newTotpSecret, totpUri } from '../auth/totp.ts';
import type { RequestContext } from '../context.ts';
import { authenticationRequired, DomainError } from '../errors.ts';
import { type OperatorRow, operatorTotpAad } from '../operators/operators.ts';

export const userTotpAad = (siteId: number, userId: number) => `user:${siteId}:${userId}:totp`;

export interface SecondFactor {
  stored: string;
  aad: string;
  lastStep: number | null;
  /** Stores the step, unless a later or equal one is stored already (a replay): whether it did. */
  consume(step: number): Promise<boolean>;
}

const UNAVAILABLE = msg({
  id: 'api.totp.unavailable',
  message: 'This server cannot keep a second factor: its operator must set SECRETS_KEY.',
});

/** The secret in clear, or null (logged) when this server cannot read it. */
export function openSecret(ctx: RequestContext, factor: Pick<SecondFactor, 'stored' | 'aad'>): string | null {
  const vault = ctx.payments.vault;
  if (!vault) {
    ctx.logger.error('a second factor is due but SECRETS_KEY is not set');
    return null;
  }
  try {
    return vault.decrypt(factor.stored, factor.aad);
  } catch (err) {
    ctx.logger.error({ err }, 'a second factor secret does not decrypt');
    return null;
  }
}

const later = (column: typeof users.totpLastStep | typeof operators.totpLastStep, step: number) =>
  or(isNull(column), lt(column, step));

export function operatorFactor(ctx: RequestContext, operator: OperatorRow): SecondFactor {
  return {
    stored: operator.totpSecret,
    aad: operatorTotpAad(operator.id),
    lastStep: operator.totpLastStep,
    consume: async (step) =>
      (
        await ctx.db
          .update(operators)
          .set({ totpLastStep: step })
          .where(and(eq(operators.id, operator.id), later(operators.totpLastStep, step)))
          .returning({ id: operators.id })
      ).length > 0,
  };
}

type UserRow = { id: number; totpSecret: string | null; totpLastStep: number | null };

export function userFactor(ctx: RequestContext, user: UserRow): SecondFactor {
  return {
    stored: user.totpSecret ?? '',
    aad: userTotpAad(ctx.site.id, user.id),
    lastStep: user.totpLastStep,
    consume: async (step) =>
      (
        await ctx.db
          .update(users)
          .set({ totpLastStep: step })
          .where(and(eq(users.siteId, ctx.site.id), eq(users.id, user.id), later(users.totpLastStep, step)))
          .returning({ id: users.id })
      ).length > 0,
  };
}

// ——— an ADMIN account's own second factor (the panel's Sécurité page) ———

async function adminAccount(ctx: RequestContext) {
  if (ctx.operator)
    throw new DomainError(
      'conflict',
      msg({
        id: 'api.totp.operator',
        message: 'An operator’s second factor is always on; it is changed with the command line.',
      }),
    );
  if (!ctx.user) throw authenticationRequired();
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      totpSecret: users.totpSecret,
      totpPending: users.totpPending,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, ctx.user.id)));
  if (!row) throw authenticationRequired();
  return row;
}

/** Six digits are few: an account tries 5 codes per quarter hour. */
const limitCodes = (ctx: RequestContext, userId: number) =>
  enforceLimits(ctx, [[`totp:${ctx.site.id}:${userId}`, { max: 5, windowS: 900 }]]);

const WRONG_CODE = msg({
  id: 'api.totp.codeWrong',
  message: 'This code is not right: enter the one your app shows now.',
});

/** Who uses the panel and whether a second factor guards them. */
export async function adminMe(ctx: RequestContext) {
  const available = ctx.payments.vault !== null;
  if (ctx.operator)
    return {
      kind: 'OPERATOR' as const,
      email: ctx.operator.email,
      role: 'SUPER_ADMIN' as const,
      secondFactor: true,
      secondFactorAvailable: available,
    };
  const row = await adminAccount(ctx);
  return {
    kind: 'USER' as const,
    email: row.email,
    role: 'ADMIN' as const,
    secondFactor: row.totpSecret !== null,
    secondFactorAvailable: available,
  };
}

/** A new secret kept aside until a code of it confirms it; the one in force stays until then. */
export async function startTotp(ctx: RequestContext): Promise<{ secret: string; uri: string }> {
  const row = await adminAccount(ctx);
  const vault = ctx.payments.vault;
  if (!vault) throw new DomainError('conflict', UNAVAILABLE);
  if (row.totpSecret)
    throw new DomainError(
      'conflict',
      msg({ id: 'api.totp.alreadyOn', message: 'The second factor is already on: turn it off first.' }),
    );
  const secret = newTotpSecret();
  await ctx.db
    .update(users)
    .set({ totpPending: vault.encrypt(secret, userTotpAad(ctx.site.id, row.id)) })
    .where(and(eq(users.siteId, ctx.site.id), eq(users.id, row.id)));
  return { secret, uri: totpUri(secret, ctx.site.name, row.email) };
}

export async function confirmTotp(ctx: RequestContext, code: string): Promise<void> {
  const row = await adminAccount(ctx);
  if (!row.totpPending)
    throw new DomainError(
      'conflict',
      msg({ id: 'api.totp.notStarted', message: 'Start turning the second factor on first.' }),
    );
  await limitCodes(ctx, row.id);
  const secret = openSecret(ctx, { stored: row.totpPending, aad: userTotpAad(ctx.site.id, row.id) });
  if (secret === null) throw new DomainError('conflict', UNAVAILABLE);
  const step = acceptedStep(secret, code, null, ctx.clock.now());
  if (step === null) throw new DomainError('invalid', WRONG_CODE);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: row.totpPending, totpPending: null, totpLastStep: step, updatedAt: ctx.clock.now() })
      .where(and(eq(users.siteId, ctx.site.id), eq(users.id, row.id)));
    await audit(
      ctx,
      {
        action: 'secondFactor.on',
        entity: 'account',
        entityId: row.id,
        before: { secondFactor: false },
        after: { secondFactor: true },
      },
      tx,
    );
  });
}

export async function removeTotp(ctx: RequestContext, code: string): Promise<void> {
  const row = await adminAccount(ctx);
  if (!row.totpSecret)
    throw new DomainError('conflict', msg({ id: 'api.totp.off', message: 'The second factor is not on.' }));
  await limitCodes(ctx, row.id);
  const factor = userFactor(ctx, row);
  const secret = openSecret(ctx, factor);
  if (secret === null) throw new DomainError('conflict', UNAVAILABLE);
  const step = acceptedStep(secret, code, row.totpLastStep, ctx.clock.now());
  if (step === null || !(await factor.consume(step))) throw new DomainError('invalid', WRONG_CODE);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPending: null, totpLastStep: null, updatedAt: ctx.clock.now() })
      .where(and(eq(users.siteId, ctx.site.id), eq(users.id, row.id)));
    await audit(
      ctx,
      {
        action: 'secondFactor.off',
        entity: 'account',
        entityId: row.id,
        before: { secondFactor: true },
        after: { secondFactor: false },
      },
      tx,
    );
  });
}
