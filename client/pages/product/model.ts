// A product's page: /vin/:slug?/:id/:declinationId? (ADR 011). Opening it is its validation step:
// an id that is not one, another site's product, or a declination of another product is a 404.
// The product, its awards and recommendations are asked together; the meal icons once.
import { combine, createEvent, createStore, sample } from 'effector';
import { productPath } from '#shared/config/routes.ts';
import type { Award, MealIcon, Product, ProductDetail } from '#shared/contracts/shop.ts';
import { capacityLabel } from '#shared/lib/bottles.ts';
import { cropText } from '#shared/lib/format.ts';
import type { JsonLd } from '#shared/lib/json-ld.ts';
import { type ProductCardItem, toProductCardItem } from '../../entities/product/item.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

export interface ProductPageParams {
  slug: string | undefined;
  id: string | undefined;
  declinationId: string | undefined;
}

/** `/vin/12/34` matches the slug and the id: a slug is never all digits (ADR 011), so it is the
 * product 12 and its declination 34. */
export function readProductParams(
  params: ProductPageParams,
): { id: number | null; declinationId: number | null } | null {
  const shifted =
    params.slug !== undefined && /^\d+$/.test(params.slug) && params.declinationId === undefined;
  const id = shifted ? params.slug : params.id;
  const declination = shifted ? params.id : params.declinationId;
  const productId = parseRouteId(id);
  if (productId === null) return null;
  if (declination === undefined) return { id: productId, declinationId: null };
  const declinationId = parseRouteId(declination);
  return declinationId === null ? null : { id: productId, declinationId };
}

export const productPageOpened = createEvent<ProductPageParams>();

const fetchProductFx = createApiEffect<number, ProductDetail>((id) => ({ path: `/product/${id}` }));
const fetchAwardsFx = createApiEffect<number, Award[]>((id) => ({ path: '/award', query: `product=${id}` }));
const fetchRecommendedFx = createApiEffect<number, { products: Product[] }>((id) => ({
  path: `/v2/product/recommended/${id}`,
}));
const fetchMealIconsFx = createApiEffect<void, MealIcon[]>(() => ({ path: '/parameter/product/meal-icon' }));

export const $product = createStore<ProductDetail | null>(null);
export const $productStatus = createStore(200);
/** The declination the URL names; null when it names none (the first one is shown). */
export const $urlDeclinationId = createStore<number | null>(null);
export const $awards = createStore<Award[]>([]);
export const $recommended = createStore<ProductCardItem[]>([]);
/** SPEC §4: meal icons are loaded once. */
export const $mealIcons = createStore<MealIcon[]>([]);

/** The page's item: the product and the declination its URL names. */
export const $productPage = combine($product, $urlDeclinationId, (product, declinationId) =>
  product ? { product, declinationId } : null,
);
/** The declination on show: the URL's, else the first. */
export const $declination = $productPage.map((page) =>
  page
    ? (page.product.declination.find((d) => d.id === page.declinationId) ??
      page.product.declination[0] ??
      null)
    : null,
);

export const canonicalProductPath = (page: {
  product: Pick<Product, 'slug' | 'id'>;
  declinationId: number | null;
}) => productPath(page.product, page.declinationId);

const opened = productPageOpened.map(readProductParams);

sample({ clock: opened, filter: (p) => p === null, fn: () => 404, target: $productStatus });
sample({ clock: opened, filter: (p) => p === null, fn: () => null, target: $product });
const valid = sample({
  clock: opened,
  filter: (p): p is { id: number; declinationId: number | null } => p !== null,
});
sample({ clock: valid, fn: (p) => p.declinationId, target: $urlDeclinationId });
sample({ clock: valid, fn: (p) => p.id, target: [fetchProductFx, fetchAwardsFx, fetchRecommendedFx] });
sample({
  clock: valid,
  source: $mealIcons,
  filter: (icons) => icons.length === 0,
  fn: () => undefined,
  target: fetchMealIconsFx,
});

sample({
  clock: fetchProductFx.doneData,
  source: $urlDeclinationId,
  fn: (declinationId, { status, body }) => {
    if (!body.success) return status >= 400 && status < 500 ? 404 : 500;
    // a declination of another product, or of none: not a page of this product
    return declinationId === null || body.data.declination.some((d) => d.id === declinationId) ? 200 : 404;
  },
  target: $productStatus,
});
sample({ clock: fetchProductFx.fail, fn: () => 500, target: $productStatus });
sample({
  clock: fetchProductFx.doneData,
  fn: ({ body }) => (body.success ? body.data : null),
  target: $product,
});
sample({ clock: fetchAwardsFx.doneData, fn: ({ body }) => (body.success ? body.data : []), target: $awards });
sample({
  clock: fetchRecommendedFx.doneData,
  fn: ({ body }) => (body.success ? body.data.products.map(toProductCardItem) : []),
  target: $recommended,
});
sample({
  clock: fetchMealIconsFx.doneData,
  filter: ({ body }) => body.success,
  fn: ({ body }) => (body.success ? body.data : []),
  target: $mealIcons,
});

/** schema.org Product with its offers (one per declination, or the product's own). */
export function productJsonLd(product: Product, url: string, brand: string | null): JsonLd {
  const offer = (price: number, inStock: boolean, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: price.toFixed(2),
    priceCurrency: 'EUR',
    availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    url,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: [product.image.url] } : {}),
    description: cropText(product.description, 300),
    ...(product.reference ? { sku: product.reference } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(product.colour || product.appellation ? { category: 'Vin' } : {}),
    offers: product.declination.length
      ? product.declination.map((d) =>
          offer(d.finalPrice, d.inStock, [d.year, capacityLabel(d)].filter(Boolean).join(' ')),
        )
      : [offer(product.finalPrice, product.inStock)],
  };
}

sample({
  clock: fetchProductFx.doneData,
  source: { page: $productPage, status: $productStatus, site: $siteInfo },
  filter: ({ page, status }) => page !== null && status === 200,
  fn: ({ page, site }) => {
    const { product } = page!;
    const canonical = canonicalProductPath(page!);
    return {
      title: product.name,
      description: cropText(product.description, 160),
      canonicalPath: canonical,
      ogType: 'product' as const,
      image: product.image?.url ?? null,
      jsonLd: [productJsonLd(product, canonical, site?.name ?? null)],
    };
  },
  target: documentMetaSet,
});
