import { z } from 'zod';
import { jsonObjectSchema } from './json.ts';

export const imageRefSchema = z.object({
  filename: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  alt: z.string(),
  url: z.string(),
  /** Intrinsic size in pixels, when known: the page reserves the image's room before it loads. */
  width: z.number().int().positive().max(20_000).nullable().optional(),
  height: z.number().int().positive().max(20_000).nullable().optional(),
  onlineImage: z
    .object({ id: z.number().optional(), externalPath: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** Where a site lists items of a kind: the breadcrumbs of that page (the page itself last). */
export const listingSchema = z.array(z.object({ title: z.string(), path: z.string() })).nullable();
export type Listing = z.infer<typeof listingSchema>;

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  image: imageRefSchema.nullable(),
  isPromoted: z.boolean(),
  publishedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;
export const newsDetailSchema = newsSchema.extend({ updatedAt: z.string(), listing: listingSchema });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const elementSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  images: z.array(imageRefSchema),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  tags: z.array(z.string()),
  /** The route's own fields (an event's location and capacity, a link's url…), as stored. */
  data: jsonObjectSchema,
  order: z.number().int(),
  publishedAt: z.string(),
  /** Agenda events taking registrations: whether they still do, and their capacity. The places
   * left change with every registration: they are not part of this cached answer, but of
   * `GET /element/{route}/places` (ADR 003, "Volatile figures"). */
  registration: z
    .object({
      open: z.boolean(),
      capacity: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type Element = z.infer<typeof elementSchema>;

export const elementDetailSchema = elementSchema.extend({ listing: listingSchema });
export type ElementDetail = z.infer<typeof elementDetailSchema>;

export const elementRouteParams = z.object({ route: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
/** `?tags=a,b`: count only among the elements carrying all these tags (a list's fixed tags). */
export const elementTagsQuery = z.object({
  tags: z
    .string()
    .max(400)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(40)).max(10)),
});
export const elementParams = elementRouteParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const addressTypeSchema = z.object({ id: z.number().int(), value: z.string(), label: z.string() });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const companyAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  type: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const variationSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  displayLabel: z.string().nullable(),
});
export type Variation = z.infer<typeof variationSchema>;
