// The rows every site starts with — the site, its domains, its info, its languages, one row per
// parameter of the catalog — written the same way by the demo seed, the CLI's `site:add` and the
// operators' site creation (ADR 019).
import { DEFAULT_LOCALE, ENGLISH_LOCALE } from '#shared/config/locales.ts';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import type { Db } from '../../db/client.ts';
import { languages, siteDomains, siteInfo, siteParameters, sites } from '../../db/schema.ts';
import { normalizeHost } from './queries.ts';

export const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export async function createSite(
  db: Db,
  input: { slug: string; name: string; hosts: string[]; url: string; townSlug?: string | null } & Partial<
    Pick<
      typeof siteInfo.$inferInsert,
      'isWinemaker' | 'isEcommerce' | 'organisationType' | 'technicalFileModel' | 'isBuilding'
    >
  >,
): Promise<number> {
  const hosts = input.hosts.map(normalizeHost);
  for (const host of hosts)
    if (!HOST_PATTERN.test(host)) throw new Error(`"${host}" is not a valid host name.`);
  return db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({ slug: input.slug, name: input.name })
      .returning({ id: sites.id });
    const siteId = site!.id;
    await tx.insert(siteDomains).values(hosts.map((host, i) => ({ host, siteId, isPrimary: i === 0 })));
    await tx.insert(siteInfo).values({
      siteId,
      url: input.url,
      townSlug: input.townSlug ?? null,
      isWinemaker: input.isWinemaker ?? false,
      isEcommerce: input.isEcommerce ?? false,
      organisationType: input.organisationType ?? 'Organization',
      technicalFileModel: input.technicalFileModel ?? null,
      isBuilding: input.isBuilding ?? false,
    });
    await tx.insert(languages).values([
      {
        siteId,
        code: DEFAULT_LOCALE.code,
        iso: DEFAULT_LOCALE.iso,
        label: 'Français',
        deeplCode: 'FR',
        prefix: '',
        country: { id: 75, alphaTwo: 'FR', alphaThree: 'FRA', numCode: '250', name: 'France' },
        isValid: true,
        isDefault: true,
      },
      {
        siteId,
        code: ENGLISH_LOCALE.code,
        iso: ENGLISH_LOCALE.iso,
        label: 'English',
        deeplCode: 'EN-GB',
        prefix: ENGLISH_LOCALE.prefix,
        country: { id: 77, alphaTwo: 'GB', alphaThree: 'GBR', numCode: '826', name: 'United Kingdom' },
        isValid: false,
        isDefault: false,
      },
    ]);
    await tx
      .insert(siteParameters)
      .values(
        PARAMETER_CATALOG.map((p) => ({ siteId, type: p.type, kind: p.kind, label: p.label, value: null })),
      );
    return siteId;
  });
}
