// Small per-site reference data of the startup calls (SPEC §7).
import { and, asc, eq } from 'drizzle-orm';
import type { AddressType, CompanyAddress, Variation } from '#shared/contracts/content.ts';
import type { ComponentConf, Parameter } from '#shared/contracts/site.ts';
import type { Db } from '../../db/client.ts';
import {
  addressTypes,
  companyAddresses,
  companyAddressTypes,
  componentConfs,
  externalApps,
  siteParameters,
  variations,
} from '../../db/schema.ts';

export async function listParameters(db: Db, siteId: number): Promise<Parameter[]> {
  return db
    .select({
      id: siteParameters.id,
      type: siteParameters.type,
      kind: siteParameters.kind,
      label: siteParameters.label,
      value: siteParameters.value,
    })
    .from(siteParameters)
    .where(eq(siteParameters.siteId, siteId))
    .orderBy(asc(siteParameters.id));
}

export async function listAddressTypes(db: Db, siteId: number): Promise<AddressType[]> {
  return db
    .select({ id: addressTypes.id, value: addressTypes.value, label: addressTypes.label })
    .from(addressTypes)
    .where(eq(addressTypes.siteId, siteId))
    .orderBy(asc(addressTypes.id));
}

export async function listCompanyAddresses(
  db: Db,
  siteId: number,
  typeValue?: string,
): Promise<CompanyAddress[]> {
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, siteId))
      .orderBy(asc(companyAddresses.order), asc(companyAddresses.id)),
    db
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

export async function listVariations(db: Db, siteId: number): Promise<Variation[]> {
  return db
    .select({
      id: variations.id,
      position: variations.position,
      label: variations.label,
      displayLabel: variations.displayLabel,
    })
    .from(variations)
    .where(eq(variations.siteId, siteId))
    .orderBy(asc(variations.position), asc(variations.id));
}

export async function getExternalAppPublicConfig(db: Db, siteId: number, app: string) {
  const [row] = await db
    .select({ config: externalApps.publicConfig })
    .from(externalApps)
    .where(and(eq(externalApps.siteId, siteId), eq(externalApps.app, app), eq(externalApps.isEnabled, true)));
  return row?.config ?? null;
}

export async function getComponentConf(db: Db, siteId: number, slug: string): Promise<ComponentConf | null> {
  const [row] = await db
    .select({ slug: componentConfs.slug, conf: componentConfs.conf })
    .from(componentConfs)
    .where(and(eq(componentConfs.siteId, siteId), eq(componentConfs.slug, slug)));
  return row ?? null;
}
