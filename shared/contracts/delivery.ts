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
