// Element lists: a route's published elements, page size 24 unless the block or the
// component configuration `element-list` says otherwise; the page's primary list reads
// `?page`, `?tag` and `?q` from the URL, every other list its own page parameter.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Element } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { buildListQuery, type FilterInput } from '#shared/lib/list-query.ts';
import { requestedSearch, requestedTag } from '#shared/lib/pagination.ts';
import { type ElementItem, toElementItem } from '../../../entities/element/index.ts';
import type { BlockContext, ListPage } from '../definition.ts';
import { defineBlock, pageOf, paginatesUnlessTeaser } from '../definition.ts';

export interface TagCount {
  tag: string;
  count: number;
}

export interface ElementListData extends ListPage {
  items: ElementItem[];
  /** Every tag of the route, when the block offers the tag filter. */
  tags: TagCount[] | null;
  /** The filters of the URL this list applied (only the primary list applies them). */
  tag: string | null;
  q: string | null;
}

export interface ListOptions {
  route: string;
  nbItem: number;
  orderBy?: string | undefined;
  /** Fixed filters of the block, in the list-query syntax (`{ tags: 'sport' }`). */
  filters?: Record<string, FilterInput> | undefined;
  tagFilter?: boolean | undefined;
  search?: boolean | undefined;
}

/** A fixed filter with an operator (`df:sport`) cannot be narrowed by the visitor's tag. */
const OPERATOR = /^(lte|gte|lk|df|lt|gt):/;

/** The visitor's filters a list applies: only the page's primary list reads the URL; a tag when
 * the block offers the tag filter (and its fixed `tags`, if any, is a plain list of tags), a
 * title search when it offers the search (and has no fixed `title` filter). */
function visitorFilters(options: ListOptions, context: BlockContext) {
  const fixed = options.filters ?? {};
  const plainTags = fixed.tags == null || (typeof fixed.tags === 'string' && !OPERATOR.test(fixed.tags));
  return {
    tag: options.tagFilter && context.primary && plainTags ? requestedTag(context.search) : null,
    q: options.search && context.primary && fixed.title == null ? requestedSearch(context.search) : null,
  };
}

/** The list call (and the tags call when the tag filter is on) of an element list. */
export function elementListRequests(options: ListOptions, context: BlockContext) {
  const { tag, q } = visitorFilters(options, context);
  const filters: Record<string, FilterInput> = { ...options.filters };
  // tags=a,b keeps the elements carrying every tag: the block's and the visitor's
  if (tag) filters.tags = [filters.tags, tag].filter(Boolean).join(',');
  if (q) filters.title = { op: 'lk', value: q };
  const list = {
    path: `/element/${options.route}`,
    query: buildListQuery({
      nbItem: options.nbItem,
      page: pageOf(context),
      ...(options.orderBy ? { orderBy: options.orderBy } : {}),
      filters,
    }),
  };
  if (!options.tagFilter) return [list];
  // the tags offered are those that narrow the block's own fixed tags, if any
  const fixedTags =
    typeof options.filters?.tags === 'string' && !OPERATOR.test(options.filters.tags)
      ? options.filters.tags
      : null;
  const tags = {
    path: `/element/${options.route}/tags`,
    ...(fixedTags ? { query: new URLSearchParams({ tags: fixedTags }).toString() } : {}),
  };
  return [list, tags];
}

export function selectElementList(
  data: unknown,
  context: BlockContext,
  options: ListOptions,
): ElementListData {
  const [list, tags] = (Array.isArray(data) ? data : [data]) as [ListResult<Element>, TagCount[] | undefined];
  return {
    items: list.items.map(toElementItem),
    total: list.total,
    page: list.page,
    nbItem: list.nbItem,
    pageParam: context.pageParam,
    tags: tags ?? null,
    ...visitorFilters(options, context),
  };
}

const confSize = (conf: Record<string, unknown> | null) =>
  typeof conf?.nbItem === 'number' && conf.nbItem >= 1 && conf.nbItem <= 100 ? conf.nbItem : null;

const optionsOf = (
  block: {
    route: string;
    nbItem?: number | undefined;
    orderBy?: string | undefined;
    filters?: Record<string, string> | undefined;
    tagFilter?: boolean | undefined;
    search?: boolean | undefined;
  },
  context: BlockContext,
): ListOptions => ({
  route: block.route,
  nbItem: block.nbItem ?? confSize(context.conf) ?? PAGE_SIZES.elements,
  orderBy: block.orderBy,
  filters: block.filters,
  tagFilter: block.tagFilter,
  search: block.search,
});

export const elementListBlock = defineBlock('elementList', {
  readsQuery: (block) => paginatesUnlessTeaser(block) || !!(block.tagFilter || block.search),
  paginates: paginatesUnlessTeaser,
  request: (block, context) => elementListRequests(optionsOf(block, context), context),
  select: (data, block, context) => selectElementList(data, context, optionsOf(block, context)),
});
