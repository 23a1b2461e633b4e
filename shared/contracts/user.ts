import { z } from 'zod';

// SPEC §3 "User (me)". ADMIN and SUPER_ADMIN are the admin roles.
export const ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];
/** The roles a site's own accounts can hold: SUPER_ADMIN is an operator's (ADR 013). */
export const SITE_ROLES: readonly Role[] = ['USER', 'ADMIN'];

export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  birthdate: z.string().nullable(),
  /** The address was confirmed by the link sent to it (newsletter mail goes only to those). */
  emailVerified: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const loggedSchema = z.object({ logged: z.boolean(), role: z.enum(ROLES).nullable() });
export type Logged = z.infer<typeof loggedSchema>;
