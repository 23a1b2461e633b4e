// The site's parameters as the admin panel edits them (issue 14, ADR 016): grouped as staff think
// of them, each with its kind, its French label and what it accepts. Isomorphic: zod only.
import { z } from 'zod';

export const parameterKindSchema = z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']);

export const adminParameterSchema = z.object({
  type: z.string(),
  kind: parameterKindSchema,
  label: z.string(),
  value: z.string().nullable(),
  /** A choice among these values (`LOGO_POSITION`: top or left). */
  choices: z.array(z.string()).nullable(),
  /** The accepted range of a number. */
  range: z.tuple([z.number(), z.number()]).nullable(),
  /** A colour (#rrggbb, with an optional alpha suffix). */
  colour: z.boolean(),
  /** HTML, written in the rich-text editor and sanitised on save. */
  html: z.boolean(),
  /** Written by operators only (injected code). */
  superAdmin: z.boolean(),
});
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const parameterGroupSchema = z.object({
  /** `identity`, `hours`, `social`, `legal`, `seo`, `layout`, `theme`, `analytics`, `shop`, `display`, `code`. */
  group: z.string(),
  label: z.string(),
  parameters: z.array(adminParameterSchema),
});
export type ParameterGroup = z.infer<typeof parameterGroupSchema>;

/** The values to write, by type; null or '' clears one. Only the values sent change. */
export const parametersWriteSchema = z
  .object({
    values: z.record(z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/), z.string().max(200_000).nullable()),
  })
  .strict();
export type ParametersWrite = z.infer<typeof parametersWriteSchema>;

/** A company address as staff write it (ADR 016): its types by id among the site's. */
export const companyAddressWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    address: z.string().trim().min(1).max(200),
    addressPart2: z.string().trim().max(200).nullable(),
    postalCode: z.string().trim().min(1).max(12),
    city: z.string().trim().min(1).max(120),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'invalid_option'),
    phone: z.string().trim().max(30).nullable(),
    email: z.string().trim().max(200).nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    typeIds: z.array(z.number().int().positive()).max(20),
  })
  .strict();
export type CompanyAddressWrite = z.infer<typeof companyAddressWriteSchema>;
