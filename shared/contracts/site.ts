import { z } from 'zod';
import { jsonObjectSchema } from './json.ts';

export const parameterSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  kind: z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']),
  label: z.string(),
  value: z.string().nullable(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const onlineImageSchema = z.object({
  id: z.number().int().optional(),
  externalId: z.string().nullable().optional(),
  externalType: z.string().nullable().optional(),
  externalPath: z.string().nullable().optional(),
  url: z.string(),
  name: z.string().nullable().optional(),
  quality: z.number().nullable().optional(),
});

export const logoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: z.enum(['LOGO', 'LOGO_FAVICON', 'LOGO_FOOTER']),
  onlineImage: onlineImageSchema.nullable(),
  alt: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;

export const bannerSchema = z.object({
  filename: z.string(),
  onlineImage: onlineImageSchema.nullable(),
  positionX: z.string(),
  positionY: z.string(),
  size: z.string(),
  repeat: z.string(),
  height: z.number().int(),
  /** The image file's size in pixels, when known (a file of the site's media): the page offers
   * the variants its proportions need at the banner's height. */
  imageWidth: z.number().int().positive().max(20_000).nullable().optional(),
  imageHeight: z.number().int().positive().max(20_000).nullable().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const fontSchema = z.object({
  id: z.number().int(),
  type: z.enum(['TITLE', 'CONTENT', 'MENU']),
  family: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  weight: z.string().nullable(),
  style: z.string().nullable(),
});
export type Font = z.infer<typeof fontSchema>;

export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  devUrl: z.string().nullable(),
  prodUrl: z.string().nullable(),
  server: z.string().nullable(),
  townSlug: z.string().nullable(),
  organisationType: z.string(),
  fonts: z.array(fontSchema),
  /** The font files the site uploaded (ADR 016), declared by its pages with `@font-face`. */
  fontFaces: z.array(
    z.object({ family: z.string(), weight: z.number().int(), style: z.string(), url: z.string() }),
  ),
  logos: z.array(logoSchema),
  banner: bannerSchema.nullable(),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string(),
  defaultLang: z.string(),
  /** Slugs of the component configurations the site has (`/component/conf/{slug}`). */
  componentConfs: z.array(z.string()),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  iso: z.string(),
  label: z.string(),
  deeplCode: z.string().nullable(),
  prefix: z.string(),
  country: z
    .object({
      id: z.number(),
      alphaTwo: z.string(),
      alphaThree: z.string(),
      numCode: z.string(),
      name: z.string(),
    })
    .nullable(),
  isValid: z.boolean(),
  isDefault: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const componentConfSchema = z.object({ slug: z.string(), conf: jsonObjectSchema });
export type ComponentConf = z.infer<typeof componentConfSchema>;

export const componentSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/) });

export const externalAppParams = z.object({ app: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/) });
