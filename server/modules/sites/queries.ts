import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language, SiteInfo } from '#shared/contracts/site.ts';
import { MEDIA_PREFIX } from '#shared/lib/images.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  banners,
  componentConfs,
  fontFiles,
  fonts,
  languages,
  logos,
  media,
  siteDomains,
  siteInfo,
  sites,
} from '../../db/schema.ts';
import type { RequestContext, SiteContext } from '../context.ts';
import { DomainError } from '../errors.ts';

export interface SiteRef {
  id: number;
  slug: string;
  name: string;
  contentVersion: number;
}

/** Hosts are compared lowercased, without port and trailing dot. */
export function normalizeHost(host: string | undefined | null): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const siteRef = { id: sites.id, slug: sites.slug, name: sites.name, contentVersion: sites.contentVersion };

/** `host` as `normalizeHost` gave it: normalising twice would accept `host..`. */
export async function findSiteByHost(db: Db, host: string): Promise<SiteRef | null> {
  const [row] = await db
    .select(siteRef)
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, host))
    .limit(1);
  return row ?? null;
}

/** Where a site's pages live: its primary domain, and the scheme and port of its configured
 * URL (every domain of a site is served the same way, behind the same proxy). */
export interface SiteAddress {
  primaryHost: string;
  scheme: 'http' | 'https';
  /** Empty for the scheme's default port. */
  port: string;
}

export async function findSiteAddress(db: Db, siteId: number): Promise<SiteAddress | null> {
  const [domains, [info]] = await Promise.all([
    db
      .select({ host: siteDomains.host, isPrimary: siteDomains.isPrimary })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, siteId))
      .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.createdAt), asc(siteDomains.host)),
    db.select({ url: siteInfo.url }).from(siteInfo).where(eq(siteInfo.siteId, siteId)),
  ]);
  const primary = domains[0];
  if (!primary) return null;
  const configured = URL.parse(info?.url ?? '');
  return {
    primaryHost: primary.host,
    scheme: configured?.protocol === 'http:' ? 'http' : 'https',
    port: configured?.port ?? '',
  };
}

/** The origin of one of the site's registered domains, never of a request's Host. */
export const originOf = (address: SiteAddress, registeredHost: string): string =>
  `${address.scheme}://${registeredHost}${address.port ? `:${address.port}` : ''}`;

export async function findSiteById(db: Db, id: number): Promise<SiteRef | null> {
  const [row] = await db.select(siteRef).from(sites).where(eq(sites.id, id));
  return row ?? null;
}

export async function listLanguages(db: Db, siteId: number): Promise<Language[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(eq(languages.siteId, siteId))
    .orderBy(asc(languages.id));
  return rows.map((l) => ({
    id: l.id,
    code: l.code,
    iso: l.iso,
    label: l.label,
    deeplCode: l.deeplCode,
    prefix: l.prefix,
    country: l.country,
    isValid: l.isValid,
    isDefault: l.isDefault,
  }));
}

/** The languages of the site that are switched on. */
export const activeLanguages = (ctx: RequestContext): Language[] => ctx.languages.filter((l) => l.isValid);

export async function getSiteInfo(ctx: SiteContext): Promise<SiteInfo> {
  const { db, site } = ctx;
  const [info] = await db.select().from(siteInfo).where(eq(siteInfo.siteId, site.id));
  if (!info)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.site.noInfo', message: 'This site has no information yet.' }),
    );
  const [siteFonts, faces, siteLogos, [banner], confs] = await Promise.all([
    db.select().from(fonts).where(eq(fonts.siteId, site.id)).orderBy(asc(fonts.id)),
    db
      .select({
        family: fontFiles.family,
        weight: fontFiles.weight,
        style: fontFiles.style,
        url: fontFiles.url,
      })
      .from(fontFiles)
      .where(eq(fontFiles.siteId, site.id))
      .orderBy(asc(fontFiles.family), asc(fontFiles.weight), asc(fontFiles.style)),
    db.select().from(logos).where(eq(logos.siteId, site.id)).orderBy(asc(logos.id)),
    // with the size of its image when that is a file of the site's media (the page's `sizes`)
    db
      .select({ banner: banners, imageWidth: media.width, imageHeight: media.height })
      .from(banners)
      .leftJoin(
        media,
        and(
          eq(media.siteId, banners.siteId),
          sql`${MEDIA_PREFIX} || ${media.key} = ${banners.onlineImage}->>'url'`,
        ),
      )
      .where(eq(banners.siteId, site.id))
      .orderBy(asc(banners.id))
      .limit(1),
    db
      .select({ slug: componentConfs.slug })
      .from(componentConfs)
      .where(eq(componentConfs.siteId, site.id))
      .orderBy(asc(componentConfs.slug)),
  ]);
  return {
    id: site.id,
    name: site.name,
    url: info.url,
    devUrl: info.devUrl,
    prodUrl: info.prodUrl,
    server: info.server,
    townSlug: info.townSlug,
    organisationType: info.organisationType,
    fonts: siteFonts.map(({ siteId: _, ...f }) => f),
    fontFaces: faces,
    logos: siteLogos.map(({ siteId: _, ...l }) => l),
    banner: banner
      ? {
          filename: banner.banner.filename,
          onlineImage: banner.banner.onlineImage,
          positionX: banner.banner.positionX,
          positionY: banner.banner.positionY,
          size: banner.banner.size,
          repeat: banner.banner.repeat,
          height: banner.banner.height,
          imageWidth: banner.imageWidth,
          imageHeight: banner.imageHeight,
        }
      : null,
    isWinemaker: info.isWinemaker,
    isECommerce: info.isEcommerce,
    isBuilding: info.isBuilding,
    technicalFileModel: info.technicalFileModel,
    dashboardType: info.dashboardType,
    defaultLang: info.defaultLang,
    componentConfs: confs.map((c) => c.slug),
  };
}
