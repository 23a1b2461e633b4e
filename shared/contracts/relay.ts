// Relay points (issue 13, ADR 012): the access points nearest to an address, where a `PICKUP`
// delivery leaves the wine. The order keeps only the chosen point's id and reads the rest again.
import { z } from 'zod';

/** `POST /relay/access-points`: where the buyer wants to collect their parcel. */
export const accessPointsBodySchema = z.strictObject({
  address: z.string().trim().max(200).nullable().optional(),
  postalCode: z.string().trim().min(2).max(12),
  city: z.string().trim().max(100).nullable().optional(),
  /** The country's id (its ISO 3166 numeric code, `GET /countries`: 250 for France). */
  country: z.number().int().positive().max(999),
});
export type AccessPointsBody = z.infer<typeof accessPointsBodySchema>;

/** What kind of counter a point is; the client draws its icon from it. */
export const ACCESS_POINT_KINDS = ['relay', 'post-office', 'locker'] as const;
export type AccessPointKind = (typeof ACCESS_POINT_KINDS)[number];

export const accessPointSchema = z.object({
  /** The provider's id of the point: what the order sends back. */
  id: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  /** ISO 3166 alpha-2 ('FR'). */
  country: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number() }),
  /** The point's kind ('relay', 'post-office', 'locker') or a path to its picture. */
  icon: z.string(),
  /** As the crow flies from the address asked about, rounded to 100 m; 0 when read by id. */
  distanceKm: z.number(),
  /** As the provider writes them (« Lun-Ven 9h-19h »), or null when it gives none. */
  openingHours: z.string().nullable(),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;
