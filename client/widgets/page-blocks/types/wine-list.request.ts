// The wine list (ADR 011): the shop's products, 100 a page ordered by price unless the block says
// otherwise; the page's primary list reads the visitor's filters from the URL (`?kind=RED`,
// `?tag=garde`, `?q=meursault`, `?order=name`), so that they work without JavaScript.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import type { Product } from '#shared/contracts/shop.ts';
import { buildListQuery, type FilterInput } from '#shared/lib/list-query.ts';
import { requestedSearch, requestedTag } from '#shared/lib/pagination.ts';
import { type ProductCardItem, toProductCardItem } from '../../../entities/product/item.ts';
import type { BlockContext, ListPage } from '../definition.ts';
import { defineBlock, pageOf, paginatesUnlessTeaser } from '../definition.ts';

export const WINE_KINDS = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'BOX'] as const;
export type WineKind = (typeof WINE_KINDS)[number];
/** The orders a visitor may choose, as the URL writes them, and as the API reads them. */
export const WINE_ORDERS = { price: 'price:asc', 'price-desc': 'price:desc', name: 'name:asc' } as const;
export type WineOrder = keyof typeof WINE_ORDERS;

export interface WineListFilters {
  kind: WineKind | null;
  tag: string | null;
  q: string | null;
  order: WineOrder;
}

export interface WineListData extends ListPage {
  items: ProductCardItem[];
  /** The filters of the URL this list applied (only the primary list with filters applies them). */
  filters: WineListFilters;
  /** The tags of the whole catalogue, to filter by. */
  tags: string[];
}

/** The visitor's filters, read from the page's URL; an unknown value is no filter. */
export function requestedWineFilters(search: URLSearchParams): WineListFilters {
  const kind = search.get('kind')?.toUpperCase() ?? '';
  const order = search.get('order') ?? '';
  return {
    kind: (WINE_KINDS as readonly string[]).includes(kind) ? (kind as WineKind) : null,
    tag: requestedTag(search),
    q: requestedSearch(search),
    order: Object.hasOwn(WINE_ORDERS, order) ? (order as WineOrder) : 'price',
  };
}

interface WineListBlock {
  nbItem?: number | undefined;
  kind?: WineKind | undefined;
  filters?: boolean | undefined;
}

const visitorFilters = (block: WineListBlock, context: BlockContext): WineListFilters =>
  block.filters && context.primary
    ? requestedWineFilters(context.search)
    : { kind: null, tag: null, q: null, order: 'price' };

export function wineListRequests(block: WineListBlock, context: BlockContext) {
  const visitor = visitorFilters(block, context);
  const filters: Record<string, FilterInput> = {};
  const kind = block.kind ?? visitor.kind;
  if (kind) filters.kind = kind;
  if (visitor.tag) filters.tags = visitor.tag;
  if (visitor.q) filters.search = visitor.q;
  const list = {
    path: '/product',
    query: buildListQuery({
      nbItem: block.nbItem ?? PAGE_SIZES.products,
      page: pageOf(context),
      orderBy: WINE_ORDERS[visitor.order],
      filters,
    }),
  };
  if (!block.filters) return [list];
  // the tags to filter by: those of the whole catalogue (a page of 100, the shop's size)
  return [list, { path: '/product', query: buildListQuery({ nbItem: 100, page: 1 }) }];
}

export function selectWineList(data: unknown, block: WineListBlock, context: BlockContext): WineListData {
  const [list, all] = data as [ListResult<Product>, ListResult<Product> | undefined];
  return {
    items: list.items.map(toProductCardItem),
    total: list.total,
    page: list.page,
    nbItem: list.nbItem,
    pageParam: context.pageParam,
    filters: visitorFilters(block, context),
    tags: all ? [...new Set(all.items.flatMap((p) => p.tags))].sort() : [],
  };
}

export const wineListBlock = defineBlock('wineList', {
  readsQuery: (block) => block.filters === true || paginatesUnlessTeaser(block),
  paginates: paginatesUnlessTeaser,
  request: wineListRequests,
  select: (data, block, context) => selectWineList(data, block, context),
});
