// Sites created by operators from a template, and their publication (issue 14, ADR 019).
// Isomorphic: zod only.
import { z } from 'zod';
import { EMAIL_MAX, isEmail } from '../lib/email.ts';
import { HOST_MAX, hostProblem } from '../lib/host-names.ts';

/** What a new site starts as: a town hall, or a wine estate with its shop. */
export const SITE_TEMPLATES = ['town-hall', 'wine-estate'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

export const SITE_NAME_MAX = 120;
export const SITE_DOMAINS_MAX = 5;

/** An INSEE code: five digits, or Corsica's 2A/2B and three digits. Whether the commune exists
 * is the server's check (the official dataset). */
export const INSEE_CODE = /^(?:\d{5}|2[AB]\d{3})$/;

const host = z
  .string()
  .max(HOST_MAX, 'invalid_host')
  .superRefine((value, ctx) => {
    const problem = hostProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const newSiteSchema = z.strictObject({
  template: z.enum(SITE_TEMPLATES),
  name: z.string().trim().min(1).max(SITE_NAME_MAX),
  /** The commune's INSEE code. */
  town: z.string().trim().regex(INSEE_CODE, 'unknown_commune'),
  /** The first one is the site's primary domain. */
  domains: z
    .array(host)
    .min(1)
    .max(SITE_DOMAINS_MAX)
    .superRefine((hosts, ctx) => {
      hosts.forEach((value, i) => {
        if (value && hosts.indexOf(value) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: 'duplicate' });
      });
    }),
  /** The first administrator, invited by e-mail (ADR 018). */
  adminEmail: z.string().trim().max(EMAIL_MAX, 'invalid_email').refine(isEmail, 'invalid_email'),
});
export type NewSite = z.infer<typeof newSiteSchema>;

export const createdSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The new site's address (its primary domain). */
  url: z.string(),
});
export type CreatedSite = z.infer<typeof createdSiteSchema>;

export const communesQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(100) });

export const communeSchema = z.object({
  /** INSEE code. */
  code: z.string(),
  name: z.string(),
  postalCode: z.string(),
});
export type Commune = z.infer<typeof communeSchema>;

export const publicationSchema = z.object({ isBuilding: z.boolean() });
