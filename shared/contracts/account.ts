// Visitor accounts (SPEC §1, §4, §6, §7). Inputs are strict: an unknown field (role,
// idSite, id, __proto__…) is refused with 400, never stored.
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, normaliseEmail } from '../lib/email.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../lib/password.ts';
import { PHONE_MAX, PHONE_PATTERN } from '../lib/phone.ts';

/** Every e-mail address a body carries: checked, then in its one normalised form
 * (shared/lib/email.ts), so that every use downstream compares and stores the same text. */
export const emailSchema = z
  .string()
  .trim()
  .min(3)
  .max(EMAIL_MAX)
  .regex(EMAIL_PATTERN, 'invalid_email')
  .overwrite(normaliseEmail);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, 'password_too_long');

const name = z.string().trim().max(100);
/** ISO date, yyyy-mm-dd. */
export const birthdateSchema = z.iso.date('invalid_date');
export const phoneSchema = z.string().trim().max(PHONE_MAX).regex(PHONE_PATTERN, 'invalid_phone');

export const loginBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(PASSWORD_MAX),
    /** The six digits of an authenticator app, where a second factor is due (ADR 013). */
    code: z
      .string()
      .regex(/^\d{6}$/, 'code')
      .optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResultSchema = z.object({ token: z.string(), idSite: z.number().int() });

export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstname: name.min(1, 'required'),
    lastname: name.min(1, 'required'),
    phone: phoneSchema.optional().or(z.literal('').transform(() => undefined)),
    birthdate: birthdateSchema.optional().or(z.literal('').transform(() => undefined)),
    newsletter: z.boolean().optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetAskBodySchema = z.object({ email: emailSchema }).strict();
export const resetBodySchema = z
  .object({ token: z.string().min(10).max(200), password: passwordSchema })
  .strict();

export const profileUpdateSchema = z
  .object({
    email: emailSchema,
    phone: phoneSchema
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    firstname: name.min(1, 'required'),
    lastname: name.min(1, 'required'),
    birthdate: birthdateSchema
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: passwordSchema })
  .strict();

export const accountDeleteSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).strict();

export const emailConfirmSchema = z.object({ token: z.string().min(10).max(200) }).strict();

export const newsletterListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;
export const newsletterSubscriptionSchema = z.object({
  /** Lists the account is subscribed to (confirmed, or waiting for the address to be verified). */
  lists: z.array(z.number().int()),
  emailVerified: z.boolean(),
});
export const newsletterSubscriptionUpdateSchema = z
  .object({ lists: z.array(z.number().int().positive()).max(50) })
  .strict();

/** Per-field errors come back in `data` (SPEC §7): the field's path and a code such as
 * `invalid_email`, `password_too_short`, `password_too_common`, `minor`, `required`. */
export type FieldError = { path: string; message: string };
