// The look of a site in the admin panel (issue 14, ADR 016): logos, banner, fonts, font files.
import {
  bannerWriteSchema,
  fontsWriteSchema,
  logoTypeParamsSchema,
  logoWriteSchema,
  themeSchema,
} from '../../admin-theme.ts';
import { idParamsSchema } from '../../envelope.ts';
import { defineContract } from '../contract.ts';
import { multipartBodySchema } from '../forms.ts';

const THEME = {
  logos: [
    {
      type: 'LOGO' as const,
      url: '/media/bibliotheque/blason-3f9a1c2d.svg',
      alt: 'Mairie de Vallon-sur-Lys',
    },
    { type: 'LOGO_FOOTER' as const, url: null, alt: '' },
    { type: 'LOGO_FAVICON' as const, url: '/media/favicon.svg', alt: '' },
  ],
  banner: {
    url: '/media/bibliotheque/vallee-1a2b3c4d.webp',
    positionX: 'center' as const,
    positionY: 'center' as const,
    size: 'cover' as const,
    repeat: 'no-repeat' as const,
    height: 320,
  },
  fonts: [
    { type: 'TITLE' as const, family: 'Lato', color: null, size: '1.65em', weight: 'bold', style: null },
  ],
  fontFiles: [
    {
      id: 1,
      family: 'Marianne',
      weight: 700,
      style: 'normal' as const,
      url: '/media/fonts/marianne/marianne-bold-0a1b2c3d.woff2',
      name: 'marianne-bold-0a1b2c3d.woff2',
    },
  ],
  families: ['Lato', 'Marianne'],
};

export const adminThemeContracts = {
  theme: defineContract({
    method: 'GET',
    path: '/admin/theme',
    access: 'admin',
    summary: 'The site’s logos, banner, fonts and font files.',
    response: themeSchema,
    example: THEME,
  }),
  logo: defineContract({
    method: 'PUT',
    path: '/admin/theme/logos/:type',
    access: 'admin',
    summary: 'Sets a logo to one of the site’s images, with its text (required but for the favicon).',
    params: logoTypeParamsSchema,
    body: logoWriteSchema,
    response: themeSchema,
    example: THEME,
  }),
  logoRemove: defineContract({
    method: 'DELETE',
    path: '/admin/theme/logos/:type',
    access: 'admin',
    summary: 'Removes a logo (the site shows its name instead).',
    params: logoTypeParamsSchema,
    response: themeSchema,
    example: THEME,
  }),
  banner: defineContract({
    method: 'PUT',
    path: '/admin/theme/banner',
    access: 'admin',
    summary: 'Sets the banner: one of the site’s images (or none), its position, size, repeat and height.',
    body: bannerWriteSchema,
    response: themeSchema,
    example: THEME,
  }),
  fonts: defineContract({
    method: 'PUT',
    path: '/admin/theme/fonts',
    access: 'admin',
    summary: 'Sets the fonts of titles, text and menu (a bundled family or one of the uploaded files’).',
    body: fontsWriteSchema,
    response: themeSchema,
    example: THEME,
  }),
  fontFile: defineContract({
    method: 'POST',
    path: '/admin/theme/font-files',
    access: 'admin',
    summary:
      'Adds a font file (multipart `file`, `family`): WOFF2, WOFF, TTF or OTF, its weight and style read from its name.',
    multipart: true,
    body: multipartBodySchema,
    response: themeSchema,
    example: THEME,
  }),
  fontFileRemove: defineContract({
    method: 'DELETE',
    path: '/admin/theme/font-files/:id',
    access: 'admin',
    summary: 'Deletes a font file.',
    params: idParamsSchema,
    response: themeSchema,
    example: THEME,
  }),
};
