// The admin panel's data (issue 14, ADR 013): who uses the panel, what needs attention, the
// audit log, the sites an operator moves between. Isomorphic: zod only.
import { z } from 'zod';
import { listSchema } from './envelope.ts';

/** Six digits of an authenticator app (TOTP, RFC 6238). */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'code');

/** Who is using the panel: a site's ADMIN account, or an operator (SUPER_ADMIN, ADR 013). */
export const adminMeSchema = z.object({
  kind: z.enum(['USER', 'OPERATOR']),
  email: z.string(),
  role: z.enum(['ADMIN', 'SUPER_ADMIN']),
  /** A second factor is asked at sign-in (always for an operator). */
  secondFactor: z.boolean(),
  /** The server can store a second factor (it has SECRETS_KEY). */
  secondFactorAvailable: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const ATTENTION_KINDS = ['CONTACT_MESSAGES', 'FORM_SUBMISSIONS', 'REGISTRATIONS', 'ORDERS'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionItemSchema = z.object({
  id: z.number().int(),
  /** A subject, a form's title, an event's title, an order's number. */
  title: z.string(),
  /** Who sent it, or what it is (never an e-mail address in the list). */
  detail: z.string(),
  at: z.iso.datetime({ offset: true }),
});

export const attentionSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  /** Received since the reader last marked the list seen (orders: not yet handled). */
  count: z.number().int(),
  /** The newest entries, five at most. */
  latest: z.array(attentionItemSchema),
  /** The reader can mark this list seen (orders are handled, not seen). */
  canMarkSeen: z.boolean(),
});

export const dashboardSchema = z.object({
  site: z.object({
    name: z.string(),
    url: z.string(),
    isECommerce: z.boolean(),
    /** « En construction »: only its administrators see it until they publish it (ADR 019). */
    isBuilding: z.boolean(),
  }),
  attention: z.array(attentionSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardSeenBodySchema = z.strictObject({
  kind: z.enum(['CONTACT_MESSAGES', 'FORM_SUBMISSIONS', 'REGISTRATIONS']),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({
    kind: z.enum(['USER', 'OPERATOR']),
    /** Null once the account was deleted. */
    email: z.string().nullable(),
  }),
  /** `create`, `update`, `delete`, `secondFactor.on`, … */
  action: z.string(),
  /** What was written: `page`, `parameter`, `account`, … */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Per changed field, the value before and after (personal values and credentials masked). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listSchema(auditEntrySchema);

export const auditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  nbItem: z.coerce.number().int().min(1).max(100).optional(),
  entity: z
    .string()
    .regex(/^[a-zA-Z._-]{1,40}$/)
    .optional(),
});

export const totpSetupSchema = z.object({
  /** base32, for typing into an app. */
  secret: z.string(),
  /** `otpauth://totp/…`, for a QR code. */
  uri: z.string(),
});
export const totpBodySchema = z.strictObject({ code: totpCodeSchema });

export const adminSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hosts: z.array(z.string()),
  url: z.string(),
  isECommerce: z.boolean(),
  /** « En construction » (ADR 019). */
  isBuilding: z.boolean(),
  /** The site of the host the panel is on. */
  current: z.boolean(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const handoffBodySchema = z.strictObject({ siteId: z.number().int().positive() });
export const handoffRedeemBodySchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
