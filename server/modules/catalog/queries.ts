// Small per-site reference data of the startup calls (SPEC §7).
import { and, asc, eq } from 'drizzle-orm';
import type { AddressType, CompanyAddress, Variation } from '#shared/contracts/content.ts';
import type { JsonObject } from '#shared/contracts/json.ts';
import type { ComponentConf, Parameter } from '#shared/contracts/site.ts';
import { msg } from '#shared/lib/messages.ts';
import {
  addressTypes,
  companyAddresses,
  companyAddressTypes,
  componentConfs,
  externalApps,
  siteParameters,
  variations,
} from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

export async function listParameters(ctx: RequestContext): Promise<Parameter[]> {
  return ctx.db
    .select({
      id: siteParameters.id,
      type: siteParameters.type,
      kind: siteParameters.kind,
      label: siteParameters.label,
      value: siteParameters.value,
    })
    .from(siteParameters)
    .where(eq(siteParameters.siteId, ctx.site.id))
    .orderBy(asc(siteParameters.id));
}

export async function listAddressTypes(ctx: RequestContext): Promise<AddressType[]> {
  return ctx.db
    .select({ id: addressTypes.id, value: addressTypes.value, label: addressTypes.label })
    .from(addressTypes)
    .where(eq(addressTypes.siteId, ctx.site.id))
    .orderBy(asc(addressTypes.id));
}

/** The organisation's addresses, those of one type (its value) when given. */
export async function listCompanyAddresses(
  ctx: RequestContext,
  typeValue?: string,
): Promise<CompanyAddress[]> {
  const siteId = ctx.site.id;
  const [rows, links] = await Promise.all([
    ctx.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, siteId))
      .orderBy(asc(companyAddresses.order), asc(companyAddresses.id)),
    ctx.db
      .select({ addressId: companyAddressTypes.addressId, id: addressTypes.id, value: addressTypes.value })
      .from(companyAddressTypes)
      .innerJoin(
        addressTypes,
        and(
          eq(addressTypes.siteId, companyAddressTypes.siteId),
          eq(addressTypes.id, companyAddressTypes.typeId),
        ),
      )
      .where(eq(companyAddressTypes.siteId, siteId))
      .orderBy(asc(addressTypes.id)),
  ]);
  const all = rows.map(({ siteId: _, order: __, ...a }) => ({
    ...a,
    type: links.filter((l) => l.addressId === a.id).map(({ id, value }) => ({ id, value })),
  }));
  return typeValue ? all.filter((a) => a.type.some((t) => t.value === typeValue)) : all;
}

export async function listVariations(ctx: RequestContext): Promise<Variation[]> {
  return ctx.db
    .select({
      id: variations.id,
      position: variations.position,
      label: variations.label,
      displayLabel: variations.displayLabel,
    })
    .from(variations)
    .where(eq(variations.siteId, ctx.site.id))
    .orderBy(asc(variations.position), asc(variations.id));
}

export async function getExternalAppPublicConfig(ctx: RequestContext, app: string): Promise<JsonObject> {
  const [row] = await ctx.db
    .select({ config: externalApps.publicConfig })
    .from(externalApps)
    .where(
      and(eq(externalApps.siteId, ctx.site.id), eq(externalApps.app, app), eq(externalApps.isEnabled, true)),
    );
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.catalog.appMissing', message: 'This application is not set up on this site.' }),
    );
  return row.config as JsonObject;
}

export async function getComponentConf(ctx: RequestContext, slug: string): Promise<ComponentConf> {
  const [row] = await ctx.db
    .select({ slug: componentConfs.slug, conf: componentConfs.conf })
    .from(componentConfs)
    .where(and(eq(componentConfs.siteId, ctx.site.id), eq(componentConfs.slug, slug)));
  if (!row)
    throw new DomainError(
      'not_found',
      msg({ id: 'api.catalog.componentMissing', message: 'No configuration for this component.' }),
    );
  return row as ComponentConf;
}
