// Small write helpers shared by the demo seed and the operator CLI.
import { eq, sql } from 'drizzle-orm';
import { PARAMETER_CATALOG } from '#shared/config/parameters.ts';
import type { Db } from '../db/client.ts';
import { siteDomains, siteParameters, sites } from '../db/schema.ts';
import { siteContextFor } from '../modules/context.ts';
import { HOST_PATTERN } from '../modules/sites/create-site.ts';
import { setParameters as setSiteParameters } from '../modules/sites/parameters.ts';
import { normalizeHost } from '../modules/sites/queries.ts';

// the site's rows are written by the domain, so that the operators' API creates sites as the
// seed and the CLI do (ADR 019)
export { createSite, HOST_PATTERN } from '../modules/sites/create-site.ts';

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
