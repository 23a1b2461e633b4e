// Writers of a demo site's setting-up: its look (logos, fonts, banner), addresses, newsletter
// lists, component settings and the shop's variations and tools.
import { mediaUrl } from '#shared/lib/images.ts';
import type { Db } from '../db/client.ts';
import {
  addressTypes,
  banners,
  carriers,
  companyAddresses,
  companyAddressTypes,
  componentConfs,
  discountCodes,
  externalApps,
  fonts,
  logos,
  newsletterLists,
  variations,
} from '../db/schema.ts';
import type { SeedSite } from './load/site.ts';

/** Every demo site has the same kind of look: its logo files are in its media (data/<slug>/media/). */
export async function seedTheme(db: Db, siteId: number, logoAlt: string, bannerKey: string | null) {
  await db.insert(logos).values(
    (
      [
        ['LOGO', 'logo.svg', logoAlt],
        ['LOGO_FOOTER', 'logo-footer.svg', logoAlt],
        ['LOGO_FAVICON', 'favicon.svg', ''],
      ] as const
    ).map(([type, file, alt]) => ({
      siteId,
      type,
      filename: file,
      alt,
      onlineImage: { url: mediaUrl(file), name: file },
    })),
  );
  await db.insert(fonts).values([
    { siteId, type: 'TITLE', family: 'Lato', weight: 'bold', size: '1.65em' },
    { siteId, type: 'CONTENT', family: 'Lato', weight: '400' },
    { siteId, type: 'MENU', family: 'Lato', weight: 'bold' },
  ]);
  await db.insert(banners).values({
    siteId,
    filename: bannerKey?.split('/').pop() ?? '',
    onlineImage: bannerKey ? { url: mediaUrl(bannerKey), name: bannerKey.split('/').pop() ?? null } : null,
    positionX: 'center',
    positionY: 'center',
    size: 'cover',
    repeat: 'no-repeat',
    height: 320,
  });
}

export async function seedAddresses(db: Db, siteId: number, { types, addresses }: SeedSite['addresses']) {
  if (!addresses.length) return;
  const typeRows = await db
    .insert(addressTypes)
    .values(types.map(({ value, label }) => ({ siteId, value, label })))
    .returning({ id: addressTypes.id, value: addressTypes.value });
  const rows = await db
    .insert(companyAddresses)
    .values(addresses.map(({ types: _, ...address }, order) => ({ siteId, ...address, order })))
    .returning({ id: companyAddresses.id });
  await db.insert(companyAddressTypes).values(
    addresses.flatMap((address, i) =>
      address.types.map((value) => ({
        siteId,
        addressId: rows[i]!.id,
        typeId: typeRows.find((t) => t.value === value)!.id,
      })),
    ),
  );
}

export async function seedNewsletterLists(db: Db, siteId: number, lists: SeedSite['newsletterLists']) {
  if (!lists.length) return;
  await db.insert(newsletterLists).values(
    lists.map((list, order) => ({
      siteId,
      name: list.name,
      description: list.description,
      isDefault: list.default,
      order,
    })),
  );
}

export async function seedComponentConfs(db: Db, siteId: number, confs: SeedSite['site']['componentConfs']) {
  const rows = Object.entries(confs ?? {}).map(([slug, conf]) => ({ siteId, slug, conf }));
  if (rows.length) await db.insert(componentConfs).values(rows);
}

export async function seedShop(db: Db, siteId: number, shop: SeedSite['shop']) {
  if (shop.variations.length)
    await db.insert(variations).values(shop.variations.map((variation) => ({ siteId, ...variation })));
  if (shop.carriers.length)
    await db
      .insert(carriers)
      .values(shop.carriers.map((carrier, position) => ({ siteId, ...carrier, position })));
  if (shop.discountCodes.length)
    await db.insert(discountCodes).values(
      shop.discountCodes.map((c) => ({
        siteId,
        code: c.code,
        type: c.type,
        // cents for EURO, hundredths of a percent for PERCENTAGE (the table's units)
        amount: Math.round(c.amount * 100),
        detailType: c.detailType ?? null,
        validFrom: c.validFrom ? new Date(c.validFrom) : null,
        validUntil: c.validUntil ? new Date(c.validUntil) : null,
        minimumOrderCents: Math.round(c.minimumOrder * 100),
        usageLimit: c.usageLimit ?? null,
        perBuyerLimit: c.perBuyerLimit ?? null,
        isEnabled: c.enabled,
      })),
    );
  if (shop.externalApps.length)
    await db.insert(externalApps).values(shop.externalApps.map((app) => ({ siteId, ...app })));
}
