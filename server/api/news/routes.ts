import { newsContracts } from '#shared/contracts/routes/news.ts';
import { getNewsDetail, listNews } from '../../modules/news/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const newsRoutes = [
  bindRoute(newsContracts.list, async (ctx, { query }) => ok(await listNews(ctx, query))),
  bindRoute(newsContracts.detail, async (ctx, { params }) => ok(await getNewsDetail(ctx, params.id))),
];
