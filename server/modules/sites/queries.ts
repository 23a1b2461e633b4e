import { asc, eq } from 'drizzle-orm';
import type { Language, SiteInfo } from '#shared/contracts/site.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  banners,
  componentConfs,
  fonts,
  languages,
  logos,
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

export async function findSiteByHost(db: Db, host: string): Promise<SiteRef | null> {
  const [row] = await db
    .select(siteRef)
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, normalizeHost(host)))
    .limit(1);
  return row ?? null;
}

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
  const [siteFonts, siteLogos, [banner], confs] = await Promise.all([
    db.select().from(fonts).where(eq(fonts.siteId, site.id)).orderBy(asc(fonts.id)),
    db.select().from(logos).where(eq(logos.siteId, site.id)).orderBy(asc(logos.id)),
    db.select().from(banners).where(eq(banners.siteId, site.id)).orderBy(asc(banners.id)).limit(1),
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
    logos: siteLogos.map(({ siteId: _, ...l }) => l),
    banner: banner
      ? {
          filename: banner.filename,
          onlineImage: banner.onlineImage,
          positionX: banner.positionX,
          positionY: banner.positionY,
          size: banner.size,
          repeat: banner.repeat,
          height: banner.height,
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
