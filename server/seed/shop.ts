// The estate's catalogue written from its wines.yaml (ADR 011): products in the file's order,
// their declinations, box contents, awards and recommendations. Variation labels follow the data
// (the colour at position 1, the format at 2, HVE at 3) so they can never contradict it.
import { eq } from 'drizzle-orm';
import { parseCapacity } from '#shared/lib/bottles.ts';
import { mediaUrl } from '#shared/lib/images.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../db/client.ts';
import {
  awards,
  boxItems,
  productDeclinations,
  productRecommendations,
  products,
  variations,
} from '../db/schema.ts';
import { bottleName, illustrationKey } from './illustrations/index.ts';
import type { SeedWine } from './load/schemas.ts';

const COLOUR = { red: 'RED', white: 'WHITE', rose: 'ROSE', sparkling: 'SPARKLING' } as const;
const COLOUR_LABEL = { red: 'Rouge', white: 'Blanc', rose: 'Rosé', sparkling: 'Effervescent' } as const;
const FORMAT_LABEL: Record<number, string> = { 375: 'Demi-bouteille', 750: 'Bouteille', 1500: 'Magnum' };
const BOTTLE_SIZE = { width: 1200, height: 900 };

const cents = (euros: number) => Math.round(euros * 100);

/** A product's slug: from its name, unique in the site, never all digits (ADR 011, URLs). */
export function productSlug(name: string, taken: Set<string>): string {
  const base = /^\d*$/.test(slugify(name)) ? `vin-${slugify(name)}`.replace(/-$/, '') : slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function capacityOf(text: string) {
  const capacity = parseCapacity(text);
  if (!capacity) throw new Error(`"${text}" is not a capacity`);
  return capacity;
}

export async function seedProducts(db: Db, siteId: number, wines: readonly SeedWine[]): Promise<void> {
  if (!wines.length) return;
  const labels = await db
    .select({ id: variations.id, position: variations.position, label: variations.label })
    .from(variations)
    .where(eq(variations.siteId, siteId));
  const variation = (position: number, label: string | undefined) =>
    labels.find((v) => v.position === position && v.label === label)?.id ?? null;
  const hve = (wine: SeedWine) => (wine.tags.includes('hve') ? variation(3, 'Agriculture raisonnée') : null);

  const ids = new Map<string, number>();
  const declinationIds = new Map<string, { id: number; year: number | null; ml: number }[]>();
  const taken = new Set<string>();
  for (const [position, wine] of wines.entries()) {
    const isBox = wine.type === 'box';
    const first = wine.declinations[0];
    // a box is pictured by the first wine it holds
    const pictured = isBox ? wines.find((w) => w.name === wine.contents[0]?.wine) : wine;
    const image = pictured
      ? {
          url: mediaUrl(illustrationKey(bottleName(pictured))),
          alt: isBox
            ? `${wine.name} : ${wine.contents.map((c) => `${c.quantity} × ${c.wine}`).join(', ')}`
            : `Une bouteille de ${wine.name}`,
          ...BOTTLE_SIZE,
        }
      : null;
    const [row] = await db
      .insert(products)
      .values({
        siteId,
        type: isBox ? 'BOX' : 'WINE',
        name: wine.name,
        slug: productSlug(wine.name, taken),
        reference: wine.reference ?? null,
        isVintage: wine.declinations.some((d) => d.year !== undefined),
        appellation: wine.appellation ?? null,
        colour: wine.colour ? COLOUR[wine.colour] : null,
        grapes: wine.grapes.map((g) => ({ name: g.name, percent: g.percent ?? null })),
        alcoholTenths: wine.alcohol === undefined ? null : Math.round(wine.alcohol * 10),
        description: wine.description,
        tastingNotes: wine.tastingNotes ?? null,
        servingAdvice: wine.servingAdvice ?? null,
        pairings: wine.pairings,
        tags: wine.tags,
        image,
        priceCents: cents(wine.price ?? first!.price),
        discount: wine.discount,
        hasShippingFees: wine.hasShippingFees,
        sellByMultipleOf: wine.sellByMultipleOf,
        quantity: wine.stock ?? 0,
        setQuantity: wine.stock !== undefined,
        variation1Id: wine.colour ? variation(1, COLOUR_LABEL[wine.colour]) : null,
        variation2Id: isBox ? variation(2, 'Coffret') : null,
        variation3Id: hve(wine),
        position,
        isPublished: wine.published,
      })
      .returning({ id: products.id });
    ids.set(wine.name, row!.id);
    const written: { id: number; year: number | null; ml: number }[] = [];
    for (const [i, d] of wine.declinations.entries()) {
      const capacity = capacityOf(d.capacity);
      const [dRow] = await db
        .insert(productDeclinations)
        .values({
          siteId,
          productId: row!.id,
          year: d.year ?? null,
          capacityMl: capacity.ml,
          capacityUnit: capacity.unit,
          priceCents: cents(d.price),
          discount: d.discount,
          quantity: d.stock ?? 0,
          setQuantity: d.stock !== undefined,
          sellByMultipleOf: d.sellByMultipleOf,
          variation1Id: wine.colour ? variation(1, COLOUR_LABEL[wine.colour]) : null,
          variation2Id: variation(2, FORMAT_LABEL[capacity.ml]),
          variation3Id: hve(wine),
          position: i,
        })
        .returning({ id: productDeclinations.id });
      written.push({ id: dRow!.id, year: d.year ?? null, ml: capacity.ml });
    }
    declinationIds.set(wine.name, written);
  }

  const idOf = (name: string, of: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`${of}: no product is named "${name}"`);
    return id;
  };
  for (const wine of wines) {
    const productId = ids.get(wine.name)!;
    for (const [position, content] of wine.contents.entries()) {
      const declinations = declinationIds.get(content.wine) ?? [];
      const ml = content.capacity ? capacityOf(content.capacity).ml : undefined;
      const match = declinations.filter(
        (d) => (content.year === undefined || d.year === content.year) && (ml === undefined || d.ml === ml),
      );
      if (declinations.length && match.length !== 1)
        throw new Error(
          `${wine.name}: "${content.wine}" has no single declination ${content.year ?? ''} ${content.capacity ?? ''}`,
        );
      await db.insert(boxItems).values({
        siteId,
        boxId: productId,
        position,
        productId: idOf(content.wine, wine.name),
        declinationId: match[0]?.id ?? null,
        quantity: content.quantity,
      });
    }
    if (wine.awards.length)
      await db.insert(awards).values(
        wine.awards.map((award, position) => ({
          siteId,
          productId,
          name: award.name,
          competition: award.competition,
          year: award.year ?? null,
          position,
        })),
      );
    const recommended = [...new Set(wine.recommended)].map((name) => idOf(name, wine.name));
    if (recommended.length)
      await db
        .insert(productRecommendations)
        .values(
          recommended.map((recommendedId, position) => ({ siteId, productId, recommendedId, position })),
        );
  }
}
