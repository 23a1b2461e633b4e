// Sites created by operators from a template, « en construction » until their administrators
// publish them (ADR 019). A creation is one transaction — the site's rows, its parameters and
// compliance texts, its pages, its first administrator and the audit entry — and only once it is
// committed does the invitation leave and every process hear of the new host.
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import type { Commune, CreatedSite, NewSite } from '#shared/contracts/admin-sites.ts';
import { normaliseEmail } from '#shared/lib/email.ts';
import { msg } from '#shared/lib/messages.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../../db/client.ts';
import { siteDomains, siteInfo, sites } from '../../db/schema.ts';
import { isUniqueViolation } from '../accounts/lookup.ts';
import { audit } from '../audit/log.ts';
import { type RequestContext, siteContextFor } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';
import { createPage, savePageLayout } from '../pages/write.ts';
import { mailInvitation, writeInvitedAdministrator } from '../users/admin-accounts.ts';
import { communeByCode, suggestCommunes } from './communes.ts';
import { createSite } from './create-site.ts';
import { setParameters } from './parameters.ts';
import { findSiteAddress, originOf, type SiteRef } from './queries.ts';
import { ORGANISATION_TYPE, type SiteIdentity, templatePages, templateParameters } from './site-templates.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A host of the request already belongs to a site: 409, naming it, beside its field. */
function hostTaken(host: string, index: number) {
  return new DomainError(
    'conflict',
    msg({
      id: 'api.site.hostTaken',
      message: 'The address {host} already belongs to another site: choose another one.',
      values: { host },
    }),
    { fields: [{ path: `domains.${index}`, message: 'host_taken' }] },
  );
}

async function refuseTakenHosts(db: Db | Tx, hosts: string[]) {
  const taken = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(inArray(siteDomains.host, hosts));
  const owned = new Set(taken.map((t) => t.host));
  const first = hosts.findIndex((host) => owned.has(host));
  if (first >= 0) throw hostTaken(hosts[first]!, first);
}

/** The site's slug: its name's, followed by -2, -3… when another site has it. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'site';
  const rows = await tx
    .select({ slug: sites.slug })
    .from(sites)
    .where(or(eq(sites.slug, base), like(sites.slug, `${base}-%`)));
  const used = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function createSiteFromTemplate(ctx: RequestContext, input: NewSite): Promise<CreatedSite> {
  const town = communeByCode(input.town);
  if (!town)
    throw invalidFields(
      [{ path: 'town', message: 'unknown_commune' }],
      msg({ id: 'api.site.unknownCommune', message: 'There is no French commune with this code.' }),
    );
  const email = normaliseEmail(input.adminEmail);
  const hosts = input.domains;
  // served as the operator's site is: the same scheme and port, behind the same proxy
  const here = await findSiteAddress(ctx.db, ctx.site.id);
  const url = originOf(
    { primaryHost: hosts[0]!, scheme: here?.scheme ?? 'https', port: here?.port ?? '' },
    hosts[0]!,
  );
  const identity: SiteIdentity = { template: input.template, name: input.name, town, host: hosts[0]! };
  const wine = input.template === 'wine-estate';

  let created: { site: SiteRef; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      await refuseTakenHosts(tx, hosts);
      const db = tx as unknown as Db;
      const siteId = await createSite(db, {
        slug: await freeSlug(tx, input.name),
        name: input.name,
        hosts,
        url,
        townSlug: wine ? null : slugify(town.name),
        isWinemaker: wine,
        isEcommerce: wine,
        organisationType: ORGANISATION_TYPE[input.template],
        technicalFileModel: wine ? 'classique' : null,
        isBuilding: true,
      });
      // the new site's writes, within this transaction; its caches hear of it once committed
      const site = await siteContextFor(
        { db, events: null, logger: ctx.logger, now: () => ctx.clock.now() },
        siteId,
      );
      await setParameters(site, templateParameters(identity));
      for (const [order, page] of templatePages(identity).entries()) {
        const row = await createPage(site, {
          locale: DEFAULT_LOCALE.code,
          parentId: null,
          order,
          url: page.url,
          title: page.title,
          menuTitle: page.menuTitle,
          metaDescription: page.metaDescription,
          showInMenu: true,
          isFixedOnRight: false,
          isEcommercePage: page.isEcommercePage,
        });
        await savePageLayout(site, row.id, page.blocks);
      }
      const admin = await writeInvitedAdministrator(site, db, { email });
      await audit(
        { ...ctx, site: site.site },
        {
          action: 'create',
          entity: 'site',
          entityId: siteId,
          after: {
            name: input.name,
            template: input.template,
            town: `${town.name} (${town.code})`,
            domains: hosts.join(' '),
            adminEmail: email,
            isBuilding: true,
          },
        },
        db,
      );
      return { site: site.site, token: admin.token };
    });
  } catch (error) {
    // another creation took one of the hosts meanwhile: the primary key said so
    if (isUniqueViolation(error)) {
      await refuseTakenHosts(ctx.db, hosts);
      // no host taken: another site of the same name took its slug at the same moment
      throw new DomainError(
        'conflict',
        msg({
          id: 'api.site.createdMeanwhile',
          message: 'Another site of this name was being created at the same moment: send the form again.',
        }),
      );
    }
    throw error;
  }
  const site = ctx.contextOf(created.site);
  await mailInvitation(ctx, site, email, created.token);
  // every process's host resolver forgets that these hosts had no site (ADR 003, 019)
  await site.contentChanged();
  return { id: created.site.id, name: input.name, url };
}

/** `GET /admin/communes?q=`: the form's suggestions. */
export function findCommunes(q: string): Commune[] {
  return suggestCommunes(q);
}

/** The site's administrators publish it: visitors see it from now on. Publishing a published
 * site changes nothing. */
export async function publishSite(ctx: RequestContext): Promise<{ isBuilding: false }> {
  const siteId = ctx.site.id;
  const changed = await ctx.db.transaction(async (tx) => {
    const [info] = await tx
      .select({ isBuilding: siteInfo.isBuilding })
      .from(siteInfo)
      .where(eq(siteInfo.siteId, siteId))
      .for('update');
    if (!info?.isBuilding) return false;
    await tx
      .update(siteInfo)
      .set({ isBuilding: false })
      .where(and(eq(siteInfo.siteId, siteId)));
    await audit(
      ctx,
      {
        action: 'publish',
        entity: 'site',
        entityId: siteId,
        before: { isBuilding: true },
        after: { isBuilding: false },
      },
      tx as unknown as Db,
    );
    return true;
  });
  // the render's kept start and site info say « building » until they are dropped, everywhere
  if (changed) await ctx.contentChanged();
  return { isBuilding: false };
}
