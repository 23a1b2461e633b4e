import { newsContracts } from '#shared/contracts/routes/news.ts';
import { newsListTag, newsTag } from '#shared/lib/cache-tags.ts';
import { getNewsDetail, listNews } from '../../modules/news/queries.ts';
import { bindRoute, ok, tagged } from '../define.ts';

export const newsRoutes = [
  bindRoute(newsContracts.list, async (ctx, { query }) =>
    tagged(ok(await listNews(ctx, query)), [newsListTag()]),
  ),
  bindRoute(newsContracts.detail, async (ctx, { params }) =>
    tagged(ok(await getNewsDetail(ctx, params.id)), [newsTag(params.id)]),
  ),
];
