// The town hall's content types (SPEC §3, §7).
import { z } from 'zod';
import { PHONE_MAX } from '../lib/phone.ts';
import { emailSchema } from './account.ts';
import { imageRefSchema, listingSchema } from './content.ts';

const id = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
export const idOnlyParams = z.object({ id: positiveId });

export const registrationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(120),
    email: emailSchema,
    phone: z.string().trim().max(PHONE_MAX).optional(),
    seats: z.number().int().min(1).max(10).optional(),
  })
  .strict();
/** How long a registration holds its places until the link of its mail confirms it. */
export const REGISTRATION_HOLD_MINUTES = 30;

export const registrationResultSchema = z.object({
  /** PENDING: the places are held until the link of the mail confirms them; WAITLIST: full. */
  status: z.enum(['PENDING', 'WAITLIST']),
  seats: z.number().int(),
  /** Places left after this registration (null when the event has no capacity). */
  remaining: z.number().int().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const registrationConfirmBodySchema = z.object({ token: z.string().max(100) }).strict();
/** What following the link of a registration's mail did: confirmed (also when followed again),
 * expired (the hold ran out: the places were released), or full (on the waiting list). */
export const registrationConfirmationSchema = z.object({
  outcome: z.enum(['confirmed', 'expired', 'full']),
  seats: z.number().int(),
  event: z.object({ title: z.string(), path: z.string() }),
});
export type RegistrationConfirmation = z.infer<typeof registrationConfirmationSchema>;

/** `?ids=1,2,3`: the events whose places left are asked (a list's events, at most 50). */
export const eventPlacesQuery = z.object({
  ids: z
    .string()
    .max(600)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'invalid_ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(50)),
});
/** The places left of events taking registrations, counted at the time of the call (never cached). */
export const eventPlacesSchema = z.array(
  z.object({ id, capacity: z.number().int().nullable(), remaining: z.number().int().nullable() }),
);
export type EventPlaces = z.infer<typeof eventPlacesSchema>[number];

export const albumSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  cover: imageRefSchema.nullable(),
  imageCount: z.number().int(),
  publishedAt: z.string(),
});
export const albumDetailSchema = albumSchema.extend({ images: z.array(imageRefSchema.extend({ id })) });
export type Album = z.infer<typeof albumSchema>;
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

export const blogFolderSchema = z.object({
  id,
  parentId: id.nullable(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export const blogSummarySchema = z.object({
  id,
  folderId: id.nullable(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  image: imageRefSchema.nullable(),
  publishedAt: z.string(),
});
export const blogSchema = blogSummarySchema.extend({ body: z.string() });
export const blogFolderContentSchema = z.object({
  folder: blogFolderSchema.nullable(),
  folders: z.array(blogFolderSchema),
  blogs: z.array(blogSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  nbItem: z.number().int(),
});
export const arianeSchema = z.array(
  z.object({ id, title: z.string(), slug: z.string(), kind: z.enum(['folder', 'blog']) }),
);
export type BlogFolder = z.infer<typeof blogFolderSchema>;
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export type Blog = z.infer<typeof blogSchema>;
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;
export type Ariane = z.infer<typeof arianeSchema>;

export const serviceSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  image: imageRefSchema.nullable(),
  tags: z.array(z.string()),
  price: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;
/** One service, with the breadcrumbs of the page that lists it (a services block of its tags). */
export const serviceDetailSchema = serviceSchema.extend({ listing: listingSchema });
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
export const serviceListSchema = z.object({ services: z.array(serviceSchema), total: z.number().int() });

export const popupSchema = z.object({
  id,
  title: z.string(),
  body: z.string(),
  image: imageRefSchema.nullable(),
  link: z.object({ label: z.string(), url: z.string() }).nullable(),
  showOnEveryReload: z.boolean(),
  hideDurationDays: z.number().int(),
});
export type Popup = z.infer<typeof popupSchema>;

export const googleReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(
    z.object({ id, author: z.string(), rating: z.number().int(), text: z.string(), publishedAt: z.string() }),
  ),
});
export type GoogleReviews = z.infer<typeof googleReviewsSchema>;

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'date', 'file']),
  required: z.boolean().optional(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().optional(),
  accept: z.array(z.enum(['pdf', 'jpeg', 'png'])).optional(),
  maxSizeKb: z.number().int().optional(),
  multiple: z.boolean().optional(),
  help: z.string().optional(),
});
export const formSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(formFieldSchema),
});
export type FormDefinition = z.infer<typeof formSchema>;
export type FormField = z.infer<typeof formFieldSchema>;
export const formResultSchema = z.object({ message: z.string() });

export const contactBodySchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(120),
    email: emailSchema,
    phone: z.string().trim().max(PHONE_MAX).optional(),
    subject: z.string().trim().min(1, 'required').max(200),
    message: z.string().trim().min(10, 'too_short').max(5000),
    /** Honeypot: a field people never see; robots fill it. */
    website: z.string().max(200).optional(),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBodySchema>;

export const newsletterSubscribeSchema = z
  .object({
    email: emailSchema,
    consent: z.literal(true, 'consent_required'),
    listId: z.number().int().positive().optional(),
  })
  .strict();
export const newsletterConfirmSchema = z.object({ token: z.string().min(10).max(200) }).strict();

export const searchQuerySchema = z
  .object({
    q: z.string().trim().min(2, 'too_short').max(100),
    page: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export const searchResultSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  nbItem: z.number().int(),
  items: z.array(
    z.object({
      kind: z.enum(['page', 'element', 'news']),
      id,
      title: z.string(),
      excerpt: z.string(),
      /** Where it is shown: a path of the site. */
      path: z.string(),
    }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const loadSvgBodySchema = z.object({ url: z.string().max(500) }).strict();
