// The wine catalogue (SPEC §3, §7; ADR 011): products with their declinations, box contents and
// variation labels, answered in euros from the cents held, with the stock as the site counts it.
// Every call first asks whether the site sells at all: a site whose shop is off has no catalogue.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import {
  type Award,
  type Declination,
  PRODUCT_KINDS,
  type Product,
  type ProductDetail,
  type ProductStock,
  type WineColour,
} from '#shared/contracts/shop.ts';
import { bottlesPerUnit, type Countable, litres, unitBottles } from '#shared/lib/bottles.ts';
import { ListQueryError, parseListQuery } from '#shared/lib/list-query.ts';
import { msg } from '#shared/lib/messages.ts';
import type { FreeShipping } from '#shared/lib/shipping.ts';
import {
  awards,
  boxItems,
  productDeclinations,
  productRecommendations,
  products,
  siteInfo,
  siteParameters,
  variations,
} from '../../db/schema.ts';
import { type ColumnMap, filterConditions, orderClause } from '../content/list-filters.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';
import { findListing } from '../pages/listing.ts';

/** Lines naming a product the site does not sell (unknown, withdrawn or another site's). */
export const PRODUCTS_GONE = msg({
  id: 'api.shop.productsGone',
  message: 'Some products of your cart are no longer sold here.',
});

const productMissing = () =>
  new DomainError(
    'not_found',
    msg({ id: 'api.shop.productMissing', message: 'This product does not exist.' }),
  );

/** A site without a shop answers none of the shop's calls (ADR 011, URLs). */
export async function requireShop(ctx: RequestContext): Promise<void> {
  const [row] = await ctx.db
    .select({ on: siteInfo.isEcommerce })
    .from(siteInfo)
    .where(eq(siteInfo.siteId, ctx.site.id));
  if (!row?.on)
    throw new DomainError('not_found', msg({ id: 'api.shop.disabled', message: 'This site has no shop.' }));
}

export interface ShopSettings {
  /** STOCK_HANDLING: off, no stock is counted anywhere. */
  stockHandling: boolean;
  minBottles: number | null;
  maxBottles: number | null;
  /** FREE_SHIPPING_PRICE (euros) and FREE_SHIPPING_BOTTLES, when set. */
  freeShipping: FreeShipping;
}

/** Some of the site's parameters, by type: a blank value reads as null. */
export async function parameterValues(
  ctx: RequestContext,
  types: readonly string[],
): Promise<(type: string) => string | null> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.site.id), inArray(siteParameters.type, [...types])));
  return (type) => rows.find((r) => r.type === type)?.value?.trim() || null;
}

/** The shop switches the catalogue, the cart's check and the shipping fees read. */
export async function shopSettings(ctx: RequestContext): Promise<ShopSettings> {
  const value = await parameterValues(ctx, [
    'STOCK_HANDLING',
    'MIN_BOTTLES_PER_EXPEDITION',
    'MAX_BOTTLES_PER_EXPEDITION',
    'FREE_SHIPPING_PRICE',
    'FREE_SHIPPING_BOTTLES',
  ]);
  const bound = (type: string) => {
    const n = Number(value(type));
    return value(type) !== null && Number.isFinite(n) && n > 0 ? n : null;
  };
  return {
    stockHandling: value('STOCK_HANDLING') === 'true',
    minBottles: bound('MIN_BOTTLES_PER_EXPEDITION'),
    maxBottles: bound('MAX_BOTTLES_PER_EXPEDITION'),
    freeShipping: { fromPrice: bound('FREE_SHIPPING_PRICE'), fromBottles: bound('FREE_SHIPPING_BOTTLES') },
  };
}

export const euros = (cents: number) => Math.round(cents) / 100;
/** The price after a whole-percentage discount, to the cent. */
export const discountedCents = (cents: number, discount: number) =>
  Math.round((cents * (100 - discount)) / 100);

/** The capacity as answered: in its own unit (1.5 LITER, 37.5 CENTILITRE). */
const capacityIn = (ml: number, unit: string) => (unit === 'LITER' ? ml / 1000 : ml / 10);

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;

/** The stock of a product or declination as the site counts it. */
function stockOf(row: { quantity: number; setQuantity: boolean }, multiple: number, settings: ShopSettings) {
  const counted = settings.stockHandling && row.setQuantity;
  return {
    quantity: counted ? Math.max(0, row.quantity) : row.quantity,
    setQuantity: counted,
    inStock: !counted || row.quantity >= Math.max(1, multiple),
  };
}

/** What a line may order now: null when the stock is not counted. */
export function availableOf(row: { quantity: number; setQuantity: boolean }, settings: ShopSettings) {
  return settings.stockHandling && row.setQuantity ? Math.max(0, row.quantity) : null;
}

interface Loaded {
  rows: ProductRow[];
  declinations: Map<number, DeclinationRow[]>;
  contents: Map<number, Product['products']>;
  variationLabels: Map<number, { label: string; displayLabel: string | null }>;
  settings: ShopSettings;
}

/** Everything the DTOs of these products need, in four queries whatever their number. */
async function load(ctx: RequestContext, rows: ProductRow[], known?: ShopSettings): Promise<Loaded> {
  const siteId = ctx.site.id;
  const ids = rows.map((r) => r.id);
  const [declinationRows, itemRows, variationRows, settings] = await Promise.all([
    ids.length
      ? ctx.db
          .select()
          .from(productDeclinations)
          .where(and(eq(productDeclinations.siteId, siteId), inArray(productDeclinations.productId, ids)))
          .orderBy(asc(productDeclinations.position), asc(productDeclinations.id))
      : [],
    ids.length
      ? ctx.db
          .select({
            boxId: boxItems.boxId,
            quantity: boxItems.quantity,
            id: products.id,
            name: products.name,
            slug: products.slug,
            declinationId: productDeclinations.id,
            year: productDeclinations.year,
            capacityMl: productDeclinations.capacityMl,
            capacityUnit: productDeclinations.capacityUnit,
          })
          .from(boxItems)
          .innerJoin(products, and(eq(products.siteId, boxItems.siteId), eq(products.id, boxItems.productId)))
          .leftJoin(
            productDeclinations,
            and(
              eq(productDeclinations.siteId, boxItems.siteId),
              eq(productDeclinations.id, boxItems.declinationId),
            ),
          )
          .where(and(eq(boxItems.siteId, siteId), inArray(boxItems.boxId, ids)))
          .orderBy(asc(boxItems.position))
      : [],
    ctx.db
      .select({ id: variations.id, label: variations.label, displayLabel: variations.displayLabel })
      .from(variations)
      .where(eq(variations.siteId, siteId)),
    known ?? shopSettings(ctx),
  ]);
  const declinations = new Map<number, DeclinationRow[]>();
  for (const d of declinationRows)
    declinations.set(d.productId, [...(declinations.get(d.productId) ?? []), d]);
  const contents = new Map<number, Product['products']>();
  for (const { boxId, capacityMl, capacityUnit, ...item } of itemRows) {
    const unit = capacityUnit === 'LITER' ? 'LITER' : 'CENTILITRE';
    contents.set(boxId, [
      ...(contents.get(boxId) ?? []),
      {
        ...item,
        capacity: capacityMl === null ? null : capacityIn(capacityMl, unit),
        capacityUnit: capacityMl === null ? null : unit,
      },
    ]);
  }
  const variationLabels = new Map(
    variationRows.map((v) => [v.id, { label: v.label, displayLabel: v.displayLabel }]),
  );
  return { rows, declinations, contents, variationLabels, settings };
}

/** A box as ADR 011 counts it: the bottles it holds, each by its capacity. */
export function boxCountable(contents: Product['products']): Countable {
  return {
    type: 'BOX',
    contents: contents.map((c) => ({
      quantity: c.quantity,
      capacityLitres:
        c.capacity === null || c.capacityUnit === null ? null : litres(c.capacity, c.capacityUnit),
    })),
  };
}

function toDto(row: ProductRow, loaded: Loaded): Product {
  const variation = (id: number | null) => (id === null ? null : (loaded.variationLabels.get(id) ?? null));
  const declinationDtos: Declination[] = (loaded.declinations.get(row.id) ?? []).map((d) => {
    const unit = d.capacityUnit === 'LITER' ? 'LITER' : 'CENTILITRE';
    const capacity = capacityIn(d.capacityMl, unit);
    return {
      id: d.id,
      year: d.year,
      price: euros(d.priceCents),
      discount: d.discount,
      finalPrice: euros(discountedCents(d.priceCents, d.discount)),
      ...stockOf(d, d.sellByMultipleOf, loaded.settings),
      sellByMultipleOf: d.sellByMultipleOf,
      capacity,
      capacityUnit: unit,
      bottles: bottlesPerUnit(litres(capacity, unit)),
      variation1: variation(d.variation1Id),
      variation2: variation(d.variation2Id),
      variation3: variation(d.variation3Id),
    };
  });
  const contents = loaded.contents.get(row.id) ?? [];
  const own = {
    price: euros(row.priceCents),
    discount: row.discount,
    finalPrice: euros(discountedCents(row.priceCents, row.discount)),
  };
  // a product with declinations is sold by them: it shows the cheapest, and is in stock when one is
  const cheapest = declinationDtos.reduce<Declination | null>(
    (best, d) => (best === null || d.finalPrice < best.finalPrice ? d : best),
    null,
  );
  const stock = declinationDtos.length
    ? {
        quantity: declinationDtos.reduce((sum, d) => sum + (d.setQuantity ? d.quantity : 0), 0),
        setQuantity: declinationDtos.some((d) => d.setQuantity),
        inStock: declinationDtos.some((d) => d.inStock),
      }
    : stockOf(row, row.sellByMultipleOf, loaded.settings);
  const type = row.type === 'BOX' ? 'BOX' : 'WINE';
  return {
    id: row.id,
    idProduct: row.id,
    name: row.name,
    slug: row.slug,
    type: { type },
    isVintage: row.isVintage,
    reference: row.reference,
    appellation: row.appellation,
    colour: (row.colour as WineColour | null) ?? null,
    grapes: row.grapes,
    alcohol: row.alcoholTenths === null ? null : row.alcoholTenths / 10,
    description: row.description,
    tastingNotes: row.tastingNotes,
    servingAdvice: row.servingAdvice,
    pairings: row.pairings,
    tags: row.tags,
    image: row.image ?? null,
    ...(cheapest
      ? { price: cheapest.price, discount: cheapest.discount, finalPrice: cheapest.finalPrice }
      : own),
    fromPrice: cheapest ? cheapest.finalPrice : own.finalPrice,
    hasShippingFees: row.hasShippingFees,
    sellByMultipleOf: row.sellByMultipleOf,
    ...stock,
    bottles: type === 'BOX' ? unitBottles(boxCountable(contents)) : 1,
    variation1: variation(row.variation1Id),
    variation2: variation(row.variation2Id),
    variation3: variation(row.variation3Id),
    declination: declinationDtos,
    products: contents,
  };
}

const published = (ctx: RequestContext) =>
  and(eq(products.siteId, ctx.site.id), eq(products.isPublished, true))!;

/** The lowest price after discount, in cents: the cheapest declination's, or the product's own. */
const fromPriceCents = sql<number>`coalesce((select min(round(d.price_cents * (100 - d.discount) / 100.0)) from ${productDeclinations} d where d.site_id = ${products.siteId} and d.product_id = ${products.id}), round(${products.priceCents} * (100 - ${products.discount}) / 100.0))`;

const PRODUCT_COLUMNS: ColumnMap = {
  name: { column: products.name, kind: 'text' },
  /** A wine's colour, or BOX. */
  kind: { column: sql`coalesce(${products.colour}, ${products.type})`, kind: 'text' },
  tags: { column: products.tags, kind: 'tags' },
  price: { column: fromPriceCents, kind: 'number' },
};

export const PRODUCT_RULES = {
  filters: ['name', 'kind', 'tags', 'search'],
  orderBy: ['price', 'name'],
  defaultNbItem: PAGE_SIZES.products,
};

/** `search`: words of the name, appellation, grapes or tags, accents and case aside. */
function searchCondition(value: string): SQL {
  const like = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`parvis_unaccent(lower(${products.name} || ' ' || coalesce(${products.appellation}, '') || ' ' || ${products.grapes}::text || ' ' || array_to_string(${products.tags}, ' '))) like parvis_unaccent(lower(${like}))`;
}

/** The published products, filtered and ordered by the list query (SPEC §7: page 1 of 100 by price). */
export async function listProducts(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<ListResult<Product>> {
  await requireShop(ctx);
  const query = parseListQuery(input, PRODUCT_RULES);
  const conditions: SQL[] = [];
  for (const filter of query.filters) {
    if (filter.field === 'search') {
      if (filter.op !== 'eq' && filter.op !== 'lk')
        throw new ListQueryError(
          msg({ id: 'api.shop.searchOperator', message: '"search" takes words, without an operator.' }),
        );
      conditions.push(searchCondition(filter.value.slice(0, 100)));
    } else if (filter.field === 'kind') {
      const kind = filter.value.toUpperCase();
      if (!(PRODUCT_KINDS as readonly string[]).includes(kind) || (filter.op !== 'eq' && filter.op !== 'df'))
        throw new ListQueryError(
          msg({
            id: 'api.shop.kind',
            message: '"kind" is one of {kinds}.',
            values: { kinds: PRODUCT_KINDS.join(', ') },
          }),
        );
      conditions.push(...filterConditions([{ ...filter, value: kind }], PRODUCT_COLUMNS));
    } else conditions.push(...filterConditions([filter], PRODUCT_COLUMNS));
  }
  const where = and(published(ctx), ...conditions)!;
  const order = query.orderBy ?? { field: 'price', direction: 'asc' as const };
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(
        ...orderClause({ ...query, orderBy: order }, PRODUCT_COLUMNS, [
          asc(products.position),
          asc(products.id),
        ]),
      )
      .limit(query.nbItem)
      .offset((query.page - 1) * query.nbItem),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  const loaded = await load(ctx, rows);
  return {
    items: rows.map((r) => toDto(r, loaded)),
    total: total?.n ?? 0,
    page: query.page,
    nbItem: query.nbItem,
  };
}

/** Published products by id, in the order asked; unknown ids are left out. `settings`, when the
 * caller has read them already. */
export async function findProducts(
  ctx: RequestContext,
  ids: readonly number[],
  settings?: ShopSettings,
): Promise<Product[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(published(ctx), inArray(products.id, [...new Set(ids)])));
  const loaded = await load(ctx, rows, settings);
  const byId = new Map(rows.map((r) => [r.id, toDto(r, loaded)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A product's page: the product and the page that lists the wines. */
export async function getProductDetail(ctx: RequestContext, id: number): Promise<ProductDetail> {
  const product = await getProduct(ctx, id);
  return { ...product, listing: await findListing(ctx, { type: 'wineList' }) };
}

export async function getProduct(ctx: RequestContext, id: number): Promise<Product> {
  await requireShop(ctx);
  const [product] = await findProducts(ctx, [id]);
  if (!product) throw productMissing();
  return product;
}

/** A product's awards, the estate's order (`GET /award?product=`). */
export async function listAwards(ctx: RequestContext, productId: number): Promise<Award[]> {
  await getProduct(ctx, productId);
  return awardsOf(ctx, productId);
}

/** The awards of a product the caller already knows is sold here. */
export async function awardsOf(ctx: RequestContext, productId: number): Promise<Award[]> {
  return ctx.db
    .select({
      id: awards.id,
      productId: awards.productId,
      declinationId: awards.declinationId,
      name: awards.name,
      competition: awards.competition,
      year: awards.year,
    })
    .from(awards)
    .where(and(eq(awards.siteId, ctx.site.id), eq(awards.productId, productId)))
    .orderBy(asc(awards.position), asc(awards.id));
}

/** The products recommended beside one: the estate's choice; without one, others of its kind. */
export async function recommendedProducts(ctx: RequestContext, id: number): Promise<Product[]> {
  const product = await getProduct(ctx, id);
  const chosen = await ctx.db
    .select({ id: productRecommendations.recommendedId })
    .from(productRecommendations)
    .where(and(eq(productRecommendations.siteId, ctx.site.id), eq(productRecommendations.productId, id)))
    .orderBy(asc(productRecommendations.position));
  if (chosen.length)
    return findProducts(
      ctx,
      chosen.map((c) => c.id),
    );
  const kind = product.colour ?? product.type.type;
  const alike = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        published(ctx),
        sql`coalesce(${products.colour}, ${products.type}) = ${kind}`,
        sql`${products.id} <> ${id}`,
      ),
    )
    .orderBy(desc(products.position))
    .limit(4);
  return findProducts(
    ctx,
    alike.map((a) => a.id),
  );
}

/** `PUT /product/quantities`: each product's stock now, per declination. */
export async function productStocks(ctx: RequestContext, ids: readonly number[]): Promise<ProductStock[]> {
  await requireShop(ctx);
  const found = await findProducts(ctx, ids);
  const known = new Set(found.map((p) => p.id));
  const unknown = ids.flatMap((id, i) =>
    known.has(id) ? [] : [{ path: `products.${i}.id`, message: 'unknown_product' }],
  );
  if (unknown.length) throw invalidFields(unknown, PRODUCTS_GONE);
  return found.map((p) => ({
    id: p.id,
    quantity: p.quantity,
    setQuantity: p.setQuantity,
    inStock: p.inStock,
    declination: p.declination.map((d) => ({
      id: d.id,
      quantity: d.quantity,
      setQuantity: d.setQuantity,
      inStock: d.inStock,
    })),
  }));
}
