// The page tree in the admin panel (issue 14, ADR 014): pages as staff edit them, redirects and
// the trash. Isomorphic: zod only.
import { z } from 'zod';
import { pageLinkSchema } from './page.ts';

/** A page as the admin lists it: every field of SPEC §3's Page, flat (the client builds the tree). */
export const adminPageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  parentId: z.number().int().nullable(),
  order: z.number().int(),
  title: z.string(),
  /** The page's own slug. */
  url: z.string(),
  /** The whole path, with a leading slash. */
  path: z.string(),
  menuTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  menuIcon: z.string().nullable(),
  /** Published. */
  isValid: z.boolean(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  reload: z.boolean(),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  isEcommercePage: z.boolean(),
  noindex: z.boolean(),
  type: z.enum(['V1', 'GRAPE']),
  link: pageLinkSchema,
  /** The site's home page: it keeps its slug, stays at the root and cannot be deleted. */
  isHome: z.boolean(),
  /** Its blocks have a draft not yet published (ADR 015). */
  hasDraft: z.boolean(),
  /** A page-builder page's preview image of its live layout (ADR 006 amended): its layout and the
   * hash it was taken of (its URL's version); null when it has none. */
  preview: z.object({ layoutId: z.number().int(), hash: z.string() }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** What staff write on a page (a creation or a whole update). `link.jsCode` is an operator's. */
export const pageWriteSchema = z.strictObject({
  title: text(200).min(1, 'required'),
  /** Empty: made from the title (SPEC §5 slug helper). */
  url: z.string().trim().max(200).optional(),
  menuTitle: optionalText(200),
  metaDescription: optionalText(320),
  menuIcon: optionalText(80),
  isValid: z.boolean().default(false),
  showInMenu: z.boolean().default(true),
  isFixedOnRight: z.boolean().default(false),
  useAbsoluteMenu: z.boolean().default(false),
  reload: z.boolean().default(false),
  isCustomHeader: z.boolean().default(false),
  isCustomFooter: z.boolean().default(false),
  isEcommercePage: z.boolean().default(false),
  noindex: z.boolean().default(false),
  type: z.enum(['V1', 'GRAPE']).default('V1'),
  link: z
    .strictObject({
      type: z.enum(['NONE', 'BLANK', 'SELF']),
      url: optionalText(2000),
      /** Omitted: the stored code stays. Operators only (403 for an ADMIN who sends it). */
      jsCode: z.string().max(5000).nullable().optional(),
    })
    .default({ type: 'NONE', url: null }),
});
export type PageWrite = z.infer<typeof pageWriteSchema>;

export const pageCreateSchema = pageWriteSchema.extend({
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  parentId: z.number().int().positive().nullable(),
});
export type PageCreate = z.infer<typeof pageCreateSchema>;

export const pageMoveSchema = z.strictObject({
  parentId: z.number().int().positive().nullable(),
  /** Among the new siblings, from 0; past the end is the end. */
  position: z.number().int().min(0).max(10_000),
});

export const adminPagesQuerySchema = z.strictObject({
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .optional(),
});

export const pageDeleteQuerySchema = z.strictObject({
  /** The page has children: they go to the trash with it (the admin asked first). */
  withChildren: z.enum(['true', 'false']).optional(),
});

export const redirectSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  /** A local path, with a leading slash. */
  from: z.string(),
  /** A local path or an absolute https URL. */
  to: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RedirectEntry = z.infer<typeof redirectSchema>;

export const redirectWriteSchema = z.strictObject({
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .default('fr_FR'),
  from: z.string().trim().min(1, 'required').max(500),
  to: z.string().trim().min(1, 'required').max(2000),
});

export const trashEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['PAGE', 'MEDIA']),
  /** The page's title (and how many pages went with it), or the file's name. */
  label: z.string(),
  /** The pages it holds (a page and its descendants). */
  count: z.number().int(),
  deletedAt: z.iso.datetime({ offset: true }),
  /** Who deleted it; null once that account is gone. */
  deletedBy: z.string().nullable(),
  /** When it is deleted for good (30 days after). */
  purgeAt: z.iso.datetime({ offset: true }),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;
