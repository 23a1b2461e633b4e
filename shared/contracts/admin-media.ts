// The media library of the admin panel (issue 14, ADR 017): a site's images, videos and PDF
// documents, where each is used, and their trash. Isomorphic: zod only.
import { z } from 'zod';

export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What the library accepts, by kind: the largest file (bytes). */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** The longest alt text (RGAA: a short description; a long one belongs in the page). */
export const ALT_MAX = 250;

export const mediaItemSchema = z.object({
  id: z.number().int(),
  /** The file's address on the site (`/media/<key>`); images have variants at `/_ipx/…`. */
  url: z.string(),
  /** The file's name in the library. */
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Read from the file's bytes, never from its name. */
  type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** How many fields of the site show it: a used file cannot be deleted. */
  usageCount: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaQuerySchema = z
  .object({
    kind: z.enum(MEDIA_KINDS).optional(),
    /** Words of the file's name or alt text. */
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    nbItem: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const mediaAltSchema = z.object({ alt: z.string().trim().max(ALT_MAX) }).strict();

/** One place a file is shown: the entity, its label and the field. */
export const mediaUsageSchema = z.object({
  /** `page_layouts`, `news`, `elements`, `logos`, `banners`, `albums`… */
  entity: z.string(),
  entityId: z.number().int(),
  field: z.string(),
  /** The page's, news item's or element's title; a logo's type. */
  label: z.string(),
  /** Where the panel edits it, when it has a screen for it. */
  href: z.string().nullable(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
