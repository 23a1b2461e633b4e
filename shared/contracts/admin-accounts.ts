// The site's accounts in the admin panel (issue 14, ADR 018): list, search, role, invitation,
// blocking. Isomorphic: zod only.
import { z } from 'zod';

export const SITE_ROLES = ['USER', 'ADMIN'] as const;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role: z.enum(SITE_ROLES),
  /** The address was confirmed (or the invitation followed). */
  verified: z.boolean(),
  /** Invited, its password not chosen yet. */
  invited: z.boolean(),
  blocked: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountsQuerySchema = z
  .object({
    /** Words of the e-mail address or the name. */
    q: z.string().trim().max(100).optional(),
    role: z.enum(SITE_ROLES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    nbItem: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const roleWriteSchema = z.object({ role: z.enum(SITE_ROLES) }).strict();
export const blockWriteSchema = z.object({ blocked: z.boolean() }).strict();

export const invitationSchema = z
  .object({
    email: z.string().trim().max(254),
    firstname: z.string().trim().max(100).nullable().optional(),
    lastname: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type Invitation = z.infer<typeof invitationSchema>;
