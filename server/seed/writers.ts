// Small write helpers shared by the demo seed and the operator CLI.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, ENGLISH_LOCALE } from '#shared/config/locales.ts';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import type { Db } from '../db/client.ts';
import { languages, siteDomains, siteInfo, siteParameters, sites } from '../db/schema.ts';
import { siteContextFor } from '../modules/context.ts';
import { setParameters as setSiteParameters } from '../modules/sites/parameters.ts';
import { normalizeHost } from '../modules/sites/queries.ts';

export const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export async function createSite(
  db: Db,
  input: { slug: string; name: string; hosts: string[]; url: string; townSlug?: string | null } & Partial<
    Pick<
      typeof siteInfo.$inferInsert,
      'isWinemaker' | 'isEcommerce' | 'organisationType' | 'technicalFileModel'
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

export async function setParameters(
  db: Db,
  siteId: number,
  values: Record<string, string | null>,
): Promise<void> {
  await setSiteParameters(await siteContextFor({ db, events: null }, siteId), values);
}

export async function addDomain(db: Db, siteId: number, rawHost: string): Promise<string> {
  const host = normalizeHost(rawHost);
  if (!HOST_PATTERN.test(host)) throw new Error(`"${rawHost}" is not a valid host name.`);
  const [owner] = await db
    .select({ siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(eq(siteDomains.host, host));
  if (owner) throw new Error(`The host ${host} already belongs to site ${owner.siteId}.`);
  await db.insert(siteDomains).values({ host, siteId });
  return host;
}

/** Every site holds one row per parameter type of the catalog: a type added by a newer version
 * is added, empty, to the sites that exist (run at every start, after the migrations). */
export async function syncParameterCatalog(db: Db): Promise<void> {
  const catalog = sql.join(
    PARAMETER_CATALOG.map((p) => sql`(${p.type}, ${p.kind}, ${p.label})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${siteParameters} (site_id, type, kind, label, value)
    select s.id, c.type, c.kind, c.label, null
    from ${sites} s cross join (values ${catalog}) as c(type, kind, label)
    on conflict (site_id, type) do nothing`);
}
