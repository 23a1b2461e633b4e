// A shop site's payment keys in the admin panel (issue 14, ADR 012 "Payment"): for operators only,
// never shown back in full. Isomorphic: zod only.
import { z } from 'zod';

export const PAYMENT_KEY_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export const paymentKeysSchema = z.object({
  /** SECRETS_KEY is set on the server: keys can be stored. */
  vaultReady: z.boolean(),
  keys: z.array(
    z.object({
      name: z.enum(PAYMENT_KEY_NAMES),
      /** `sk_live_…4242`: its kind and its last four characters, never more. */
      hint: z.string().nullable(),
      /** Live or test mode, read from the key's prefix. */
      mode: z.enum(['live', 'test']).nullable(),
      updatedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type PaymentKeys = z.infer<typeof paymentKeysSchema>;

export const paymentKeysWriteSchema = z
  .object({
    values: z.partialRecord(z.enum(PAYMENT_KEY_NAMES), z.string().trim().min(1).max(500)),
  })
  .strict();

export const paymentKeyParamsSchema = z.object({ name: z.enum(PAYMENT_KEY_NAMES) }).strict();
