// Where the wine goes (SPEC §3, §7; ADR 012): countries and French communes.
import { z } from 'zod';

export const countrySchema = z.object({
  /** The ISO 3166 numeric code (250: France). */
  id: z.number().int(),
  alphaTwo: z.string(),
  alphaThree: z.string(),
  numCode: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  name: z.string(),
  postalCode: z.string(),
  /** The commune's INSEE code. */
  code: z.string(),
});
export type City = z.infer<typeof citySchema>;

/** `POST /calculate/shipping-fees` (SPEC §7): the lines name their product as `idProduct`. */
export const shippingFeesBodySchema = z.strictObject({
  products: z
    .array(
      z.strictObject({
        idProduct: z.number().int().positive().max(2_147_483_647),
        declinationId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
        quantity: z.number().int().min(1).max(9999),
      }),
    )
    .min(1)
    .max(100),
  postalCode: z.string().trim().min(2).max(12),
  /** The country's id (its ISO 3166 numeric code, `GET /countries`). */
  country: z.number().int().positive().max(999),
});

/** The export carrier's kind of offer (SPEC §3 carrier `siteType`). */
export const EXPORT_SITE_TYPE = 'VIGNOBLE_EXPORT';

/** A carrier that can take the expedition, and what it costs the buyer. Within France, one of the
 * estate's carriers (`id`, which the order names as `idCarrier`). Abroad (ADR 012, "Export
 * shipping"), a service of the export carrier: `id` 0 (none of the estate's carriers), `siteType`
 * `VIGNOBLE_EXPORT`, its `serviceCode`, and the `quoteId` the order names instead of a price. */
export const shippingOfferSchema = z.object({
  /** The estate's carrier; 0 for an export service (named by its `quoteId`). */
  id: z.number().int(),
  /** The carrier's name, or the export service's (`serviceName`). */
  name: z.string(),
  /** What the buyer pays for shipping (0 when it ships free), euros. */
  fdp: z.number(),
  /** The carrier's price before free shipping, euros. */
  price: z.number(),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  /** Export only: the service, as the provider names it. */
  serviceCode: z.string().optional(),
  /** Export only. */
  siteType: z.literal(EXPORT_SITE_TYPE).optional(),
  /** Export only: the stored quote (expires after 2 hours). */
  quoteId: z.string().optional(),
  /** Export only: working days on the way, fewest and most. */
  transitDays: z.tuple([z.number().int(), z.number().int()]).optional(),
});
export type ShippingOffer = z.infer<typeof shippingOfferSchema>;
