// The look of a site in the admin panel (issue 14, ADR 016): its logos, banner, fonts and font
// files. Isomorphic: zod only.
import { z } from 'zod';
import { ALT_MAX } from './admin-media.ts';

export const LOGO_TYPES = ['LOGO', 'LOGO_FOOTER', 'LOGO_FAVICON'] as const;
export const FONT_TYPES = ['TITLE', 'CONTENT', 'MENU'] as const;
export const BANNER_CHOICES = {
  positionX: ['left', 'center', 'right'],
  positionY: ['top', 'center', 'bottom'],
  size: ['cover', 'contain', 'auto'],
  repeat: ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'],
} as const;
export const BANNER_HEIGHT_RANGE = [40, 800] as const;

/** A site media URL (`/media/<key>`): what the pickers hand over. */
const mediaUrl = z
  .string()
  .max(300)
  .regex(/^\/media\/[a-z0-9_][a-z0-9_./-]*$/, 'invalid');

/** A family name that can be written in CSS as it is. */
export const FONT_FAMILY = /^[\p{L}\p{N} _-]{1,64}$/u;

export const themeLogoSchema = z.object({
  type: z.enum(LOGO_TYPES),
  url: z.string().nullable(),
  alt: z.string(),
});
export const themeBannerSchema = z.object({
  url: z.string().nullable(),
  positionX: z.enum(BANNER_CHOICES.positionX),
  positionY: z.enum(BANNER_CHOICES.positionY),
  size: z.enum(BANNER_CHOICES.size),
  repeat: z.enum(BANNER_CHOICES.repeat),
  height: z.number().int(),
});
export const themeFontSchema = z.object({
  type: z.enum(FONT_TYPES),
  family: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  weight: z.string().nullable(),
  style: z.string().nullable(),
});
export const fontFileSchema = z.object({
  id: z.number().int(),
  family: z.string(),
  /** 100…900, read from the file's name (SPEC §9). */
  weight: z.number().int(),
  style: z.enum(['normal', 'italic']),
  url: z.string(),
  name: z.string(),
});
export type FontFile = z.infer<typeof fontFileSchema>;

export const themeSchema = z.object({
  logos: z.array(themeLogoSchema),
  banner: themeBannerSchema,
  fonts: z.array(themeFontSchema),
  fontFiles: z.array(fontFileSchema),
  /** The families a font may use: the bundled one and those of the uploaded files. */
  families: z.array(z.string()),
});
export type Theme = z.infer<typeof themeSchema>;

export const logoTypeParamsSchema = z.object({ type: z.enum(LOGO_TYPES) }).strict();
export const logoWriteSchema = z.object({ url: mediaUrl, alt: z.string().trim().max(ALT_MAX) }).strict();
export const bannerWriteSchema = z
  .object({
    url: mediaUrl.nullable(),
    positionX: z.enum(BANNER_CHOICES.positionX),
    positionY: z.enum(BANNER_CHOICES.positionY),
    size: z.enum(BANNER_CHOICES.size),
    repeat: z.enum(BANNER_CHOICES.repeat),
    height: z.number().int().min(BANNER_HEIGHT_RANGE[0]).max(BANNER_HEIGHT_RANGE[1]),
  })
  .strict();
export const fontsWriteSchema = z
  .object({
    fonts: z
      .array(
        z
          .object({
            type: z.enum(FONT_TYPES),
            family: z.string().trim().regex(FONT_FAMILY, 'invalid'),
            color: z
              .string()
              .trim()
              .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'invalid_colour')
              .nullable(),
            size: z
              .string()
              .trim()
              .regex(/^\d{1,3}(\.\d{1,3})?(px|em|rem|%)$/, 'invalid')
              .nullable(),
            weight: z
              .enum(['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'])
              .nullable(),
            style: z.enum(['normal', 'italic']).nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(3),
  })
  .strict();
export type FontsWrite = z.infer<typeof fontsWriteSchema>;
