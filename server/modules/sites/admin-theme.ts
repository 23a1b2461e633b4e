// The look of a site as staff set it (ADR 016): logos and the banner chosen among the site's
// images, the fonts of titles, text and menu, and uploaded font files declared by the public
// pages. Each write lands with its audit entry, records the media it shows, and drops the site's
// caches.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { THEME_DEFAULTS } from '#shared/config/constants.ts';
import {
  type FontFile,
  type FontsWrite,
  type LOGO_TYPES,
  type Theme,
  themeBannerSchema,
} from '#shared/contracts/admin-theme.ts';
import { fontStyleFromName, fontWeightFromName } from '#shared/lib/font-files.ts';
import { MEDIA_PREFIX, mediaUrl } from '#shared/lib/images.ts';
import { msg } from '#shared/lib/messages.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../../db/client.ts';
import { banners, fontFiles, fonts, logos, media } from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { recordMediaUsage, sniffMediaType, storeMedia } from '../media/library.ts';

type LogoType = (typeof LOGO_TYPES)[number];
/** The largest font file accepted. */
export const FONT_MAX_BYTES = 2 * 1024 * 1024;

const invalid = (
  path: string,
  code: string,
  text = msg({ id: 'api.theme.invalid', message: 'Some settings of the look are not valid.' }),
) => new DomainError('invalid', text, { fields: [{ path, message: code }] });

const BANNER_DEFAULTS = {
  url: null,
  positionX: 'center',
  positionY: 'center',
  size: 'cover',
  repeat: 'no-repeat',
  height: 320,
} as const;

export async function getTheme(ctx: RequestContext): Promise<Theme> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const [logoRows, [banner], fontRows, files] = await Promise.all([
    db.select().from(logos).where(eq(logos.siteId, siteId)),
    db.select().from(banners).where(eq(banners.siteId, siteId)).orderBy(asc(banners.id)).limit(1),
    db.select().from(fonts).where(eq(fonts.siteId, siteId)).orderBy(asc(fonts.id)),
    db
      .select()
      .from(fontFiles)
      .where(eq(fontFiles.siteId, siteId))
      .orderBy(asc(fontFiles.family), asc(fontFiles.weight), asc(fontFiles.style)),
  ]);
  const parsedBanner = themeBannerSchema.safeParse({
    url: banner?.onlineImage?.url ?? null,
    positionX: banner?.positionX,
    positionY: banner?.positionY,
    size: banner?.size,
    repeat: banner?.repeat,
    height: banner?.height,
  });
  const fontFileList: FontFile[] = files.map((f) => ({
    id: f.id,
    family: f.family,
    weight: f.weight,
    style: f.style,
    url: f.url,
    name: f.url.slice(f.url.lastIndexOf('/') + 1),
  }));
  return {
    logos: (['LOGO', 'LOGO_FOOTER', 'LOGO_FAVICON'] as const).map((type) => {
      const row = logoRows.find((l) => l.type === type);
      return { type, url: row?.onlineImage?.url ?? null, alt: row?.alt ?? '' };
    }),
    // a banner stored with values the panel does not offer shows the defaults of those
    banner: parsedBanner.success
      ? parsedBanner.data
      : { ...BANNER_DEFAULTS, url: banner?.onlineImage?.url ?? null, height: banner?.height ?? 320 },
    fonts: fontRows.map(({ siteId: _s, id: _i, ...f }) => f),
    fontFiles: fontFileList,
    families: [...new Set([THEME_DEFAULTS.fontFamily, ...files.map((f) => f.family)])],
  };
}

/** A `/media/` URL of one of the site's images, with its row. */
async function siteImage(db: Pick<Db, 'select'>, siteId: number, url: string, path: string) {
  const key = url.slice(MEDIA_PREFIX.length);
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.siteId, siteId), eq(media.key, key)));
  if (!row?.type.startsWith('image/')) throw invalid(path, 'unknown_image');
  return row;
}

export async function setLogo(
  ctx: RequestContext,
  type: LogoType,
  input: { url: string; alt: string },
): Promise<Theme> {
  const siteId = ctx.site.id;
  // the favicon is drawn by the browser's tab, never read out: it needs no text
  if (type !== 'LOGO_FAVICON' && !input.alt)
    throw invalid(
      'alt',
      'required',
      msg({
        id: 'api.theme.logoAlt',
        message: 'Write the logo’s text: it is read instead of the logo, usually the site’s name.',
      }),
    );
  await ctx.db.transaction(async (tx) => {
    const image = await siteImage(tx, siteId, input.url, 'url');
    const [before] = await tx
      .select()
      .from(logos)
      .where(and(eq(logos.siteId, siteId), eq(logos.type, type)));
    const values = {
      filename: image.key.slice(image.key.lastIndexOf('/') + 1),
      alt: input.alt,
      onlineImage: { url: input.url, name: image.key },
    };
    const [row] = await tx
      .insert(logos)
      .values({ siteId, type, ...values })
      .onConflictDoUpdate({ target: [logos.siteId, logos.type], set: values })
      .returning({ id: logos.id });
    await recordMediaUsage(
      tx as unknown as Db,
      siteId,
      { kind: 'logos', id: row!.id, field: 'onlineImage' },
      values.onlineImage,
    );
    await audit(
      ctx,
      {
        action: before ? 'update' : 'create',
        entity: 'logo',
        entityId: type,
        before: before ? { url: before.onlineImage?.url ?? null, alt: before.alt } : null,
        after: { url: input.url, alt: input.alt },
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return getTheme(ctx);
}

export async function removeLogo(ctx: RequestContext, type: LogoType): Promise<Theme> {
  const siteId = ctx.site.id;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(logos)
      .where(and(eq(logos.siteId, siteId), eq(logos.type, type)))
      .returning();
    if (!row) return;
    await recordMediaUsage(
      tx as unknown as Db,
      siteId,
      { kind: 'logos', id: row.id, field: 'onlineImage' },
      null,
    );
    await audit(
      ctx,
      {
        action: 'delete',
        entity: 'logo',
        entityId: type,
        before: { url: row.onlineImage?.url ?? null, alt: row.alt },
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return getTheme(ctx);
}

export async function setBanner(ctx: RequestContext, input: Theme['banner']): Promise<Theme> {
  const siteId = ctx.site.id;
  await ctx.db.transaction(async (tx) => {
    const image = input.url ? await siteImage(tx, siteId, input.url, 'url') : null;
    const [before] = await tx
      .select()
      .from(banners)
      .where(eq(banners.siteId, siteId))
      .orderBy(asc(banners.id))
      .limit(1);
    const values = {
      filename: image ? image.key.slice(image.key.lastIndexOf('/') + 1) : '',
      onlineImage: input.url && image ? { url: input.url, name: image.key } : null,
      positionX: input.positionX,
      positionY: input.positionY,
      size: input.size,
      repeat: input.repeat,
      height: input.height,
    };
    const id = before
      ? (
          await tx
            .update(banners)
            .set(values)
            .where(and(eq(banners.siteId, siteId), eq(banners.id, before.id)))
            .returning({ id: banners.id })
        )[0]!.id
      : (
          await tx
            .insert(banners)
            .values({ siteId, ...values })
            .returning({ id: banners.id })
        )[0]!.id;
    await recordMediaUsage(
      tx as unknown as Db,
      siteId,
      { kind: 'banners', id, field: 'onlineImage' },
      values.onlineImage,
    );
    await audit(
      ctx,
      {
        action: before ? 'update' : 'create',
        entity: 'banner',
        before: before
          ? {
              url: before.onlineImage?.url ?? null,
              positionX: before.positionX,
              positionY: before.positionY,
              size: before.size,
              repeat: before.repeat,
              height: before.height,
            }
          : null,
        after: input,
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return getTheme(ctx);
}

export async function setFonts(ctx: RequestContext, input: FontsWrite): Promise<Theme> {
  const siteId = ctx.site.id;
  const { families } = await getTheme(ctx);
  const fields = input.fonts.flatMap((font, i) =>
    families.includes(font.family) ? [] : [{ path: `fonts.${i}.family`, message: 'unknown_font' }],
  );
  if (new Set(input.fonts.map((f) => f.type)).size !== input.fonts.length)
    fields.push({ path: 'fonts', message: 'duplicate' });
  if (fields.length)
    throw new DomainError(
      'invalid',
      msg({ id: 'api.theme.invalid', message: 'Some settings of the look are not valid.' }),
      {
        fields,
      },
    );
  await ctx.db.transaction(async (tx) => {
    const before = await tx.select().from(fonts).where(eq(fonts.siteId, siteId));
    for (const font of input.fonts)
      await tx
        .insert(fonts)
        .values({ siteId, ...font })
        .onConflictDoUpdate({
          target: [fonts.siteId, fonts.type],
          set: {
            family: font.family,
            color: font.color,
            size: font.size,
            weight: font.weight,
            style: font.style,
          },
        });
    const shown = (
      rows: readonly {
        type: string;
        family: string;
        weight: string | null;
        size: string | null;
        color: string | null;
        style: string | null;
      }[],
    ) =>
      Object.fromEntries(
        rows.map((f) => [f.type, [f.family, f.weight, f.size, f.color, f.style].filter(Boolean).join(' ')]),
      );
    await audit(
      ctx,
      {
        action: 'update',
        entity: 'fonts',
        before: shown(before),
        after: { ...shown(before), ...shown(input.fonts) },
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return getTheme(ctx);
}

const FONT_EXTENSIONS: Record<string, string> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
};

/** Adds a font file of a family: its weight and style read from its name (SPEC §9); a file of the
 * same family, weight and style is replaced (the old one deleted for good). */
export async function uploadFontFile(
  ctx: RequestContext,
  body: { fields: Record<string, string>; files: { field: string; filename: string; data: Uint8Array }[] },
): Promise<Theme> {
  const siteId = ctx.site.id;
  const family = (body.fields.family ?? '').trim();
  if (!/^[\p{L}\p{N} _-]{1,64}$/u.test(family)) throw invalid('family', family ? 'invalid' : 'required');
  const file = body.files.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw invalid('file', file ? 'empty_file' : 'required');
  const data = Buffer.from(file.data);
  const type = sniffMediaType(data);
  const extension = type ? FONT_EXTENSIONS[type] : undefined;
  if (!extension)
    throw invalid(
      'file',
      'file_type',
      msg({ id: 'api.theme.fontType', message: 'This file is not a font (WOFF2, WOFF, TTF or OTF).' }),
    );
  if (data.length > FONT_MAX_BYTES) throw invalid('file', 'file_too_large');
  const weight = fontWeightFromName(file.filename);
  const style = fontStyleFromName(file.filename);
  const key = `fonts/${slugify(family) || 'police'}/${slugify(file.filename.replace(/\.[a-z0-9]+$/i, '')) || 'police'}-${randomBytes(4).toString('hex')}.${extension}`;
  await storeMedia(ctx.db, ctx.storage.media, siteId, { key, data });
  const url = mediaUrl(key);
  const replaced = await ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(fontFiles)
      .where(
        and(
          eq(fontFiles.siteId, siteId),
          eq(fontFiles.family, family),
          eq(fontFiles.weight, weight),
          eq(fontFiles.style, style),
        ),
      );
    const [row] = await tx
      .insert(fontFiles)
      .values({ siteId, family, weight, style, url, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: [fontFiles.siteId, fontFiles.family, fontFiles.weight, fontFiles.style],
        set: { url, createdAt: ctx.clock.now() },
      })
      .returning({ id: fontFiles.id });
    await recordMediaUsage(
      tx as unknown as Db,
      siteId,
      { kind: 'font_files', id: row!.id, field: 'url' },
      url,
    );
    await audit(
      ctx,
      {
        action: old ? 'update' : 'create',
        entity: 'font_file',
        entityId: row!.id,
        before: old ? { family, weight, style, url: old.url } : null,
        after: { family, weight, style, url },
      },
      tx as unknown as Db,
    );
    return old?.url ?? null;
  });
  if (replaced) await deleteFontMedia(ctx, replaced);
  await ctx.contentChanged();
  return getTheme(ctx);
}

/** A font file's bytes and media row, deleted for good (fonts do not go to the trash). */
async function deleteFontMedia(ctx: RequestContext, url: string) {
  const key = url.slice(MEDIA_PREFIX.length);
  await ctx.db.delete(media).where(and(eq(media.siteId, ctx.site.id), eq(media.key, key)));
  await ctx.storage.media.delete(ctx.site.id, key);
}

export async function removeFontFile(ctx: RequestContext, id: number): Promise<Theme> {
  const siteId = ctx.site.id;
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fontFiles)
      .where(and(eq(fontFiles.siteId, siteId), eq(fontFiles.id, id)))
      .returning();
    if (!row)
      throw new DomainError(
        'not_found',
        msg({ id: 'api.theme.fontNotFound', message: 'This font file does not exist.' }),
      );
    await recordMediaUsage(tx as unknown as Db, siteId, { kind: 'font_files', id, field: 'url' }, null);
    await audit(
      ctx,
      {
        action: 'delete',
        entity: 'font_file',
        entityId: id,
        before: { family: row.family, weight: row.weight, style: row.style },
      },
      tx as unknown as Db,
    );
    return row;
  });
  await deleteFontMedia(ctx, removed.url);
  await ctx.contentChanged();
  return getTheme(ctx);
}
