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

/** A carrier that can take the expedition, and what it costs the buyer. */
export const shippingOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the buyer pays for shipping (0 when it ships free), euros. */
  fdp: z.number(),
  /** The carrier's price before free shipping, euros. */
  price: z.number(),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
});
export type ShippingOffer = z.infer<typeof shippingOfferSchema>;
