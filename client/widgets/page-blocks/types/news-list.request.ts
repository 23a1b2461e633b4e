// News lists (SPEC §3 and §9): newest first, page size from the block, else the
// component configuration `news-list`, else 10. With `promoted`, the newest promoted item comes
// first (on the first page) in the configuration's promoted style (the town hall's is "flat") and
// the list holds the news that are not promoted: two calls made together, neither waits.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { News } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { type NewsItem, type PromotedStyle, toNewsItem } from '../../../entities/news/index.ts';
import type { BlockContext, ListPage } from '../definition.ts';
import { defineBlock, pageOf, paginatesUnlessTeaser } from '../definition.ts';

export interface NewsListData extends ListPage {
  promoted: NewsItem | null;
  promotedStyle: PromotedStyle;
  items: NewsItem[];
}

const confSize = (conf: Record<string, unknown> | null) =>
  typeof conf?.nbItem === 'number' && Number.isInteger(conf.nbItem) && conf.nbItem >= 1 && conf.nbItem <= 100
    ? conf.nbItem
    : null;

/** The configuration's promoted style; "flat" unless it names the other one. */
export const promotedStyleOf = (conf: Record<string, unknown> | null): PromotedStyle =>
  conf?.promotedStyle === 'card' ? 'card' : 'flat';

export function newsListRequests(
  block: { nbItem?: number | undefined; promoted?: boolean | undefined },
  context: BlockContext,
) {
  const nbItem = block.nbItem ?? confSize(context.conf) ?? PAGE_SIZES.news;
  const page = pageOf(context);
  const list = {
    path: '/news',
    query: buildListQuery({ nbItem, page, filters: block.promoted ? { promoted: false } : {} }),
  };
  // the promoted item heads the first page only
  if (!block.promoted || page > 1) return [list];
  return [
    { path: '/news', query: buildListQuery({ nbItem: 1, page: 1, filters: { promoted: true } }) },
    list,
  ];
}

export function selectNewsList(data: unknown, context: BlockContext): NewsListData {
  const answers = data as ListResult<News>[];
  const list = answers[answers.length - 1]!;
  const promoted = answers.length > 1 ? answers[0]!.items[0] : undefined;
  return {
    promoted: promoted ? toNewsItem(promoted) : null,
    promotedStyle: promotedStyleOf(context.conf),
    items: list.items.map(toNewsItem),
    total: list.total,
    page: list.page,
    nbItem: list.nbItem,
    pageParam: context.pageParam,
  };
}

export const newsListBlock = defineBlock('newsList', {
  readsQuery: paginatesUnlessTeaser,
  paginates: paginatesUnlessTeaser,
  request: newsListRequests,
  select: (data, _block, context) => selectNewsList(data, context),
});
