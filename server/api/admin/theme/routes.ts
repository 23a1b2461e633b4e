// The look of a site in the admin panel (ADR 016).
import { adminThemeContracts as c } from '#shared/contracts/routes/admin/theme.ts';
import {
  FONT_MAX_BYTES,
  getTheme,
  removeFontFile,
  removeLogo,
  setBanner,
  setFonts,
  setLogo,
  uploadFontFile,
} from '../../../modules/sites/admin-theme.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminThemeRoutes = [
  bindRoute(c.theme, async (ctx) => ok(await getTheme(ctx))),
  bindRoute(c.logo, async (ctx, { params, body }) => ok(await setLogo(ctx, params.type, body))),
  bindRoute(c.logoRemove, async (ctx, { params }) => ok(await removeLogo(ctx, params.type))),
  bindRoute(c.banner, async (ctx, { body }) => ok(await setBanner(ctx, body))),
  bindRoute(c.fonts, async (ctx, { body }) => ok(await setFonts(ctx, body))),
  bindRoute(c.fontFile, async (ctx, { body }) => ok(await uploadFontFile(ctx, body)), {
    multipartLimits: { maxFileBytes: FONT_MAX_BYTES, maxFiles: 1, maxFields: 5, maxFieldBytes: 200 },
  }),
  bindRoute(c.fontFileRemove, async (ctx, { params }) => ok(await removeFontFile(ctx, params.id))),
];
