import { PAGE_SIZES } from '#shared/config/constants.ts';
import { newsSchema } from '#shared/contracts/content.ts';
import { listQuerySchema, listSchema } from '#shared/contracts/envelope.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { listNews, NEWS_RULES } from '../../modules/news/queries.ts';
import { defineRoute, ok } from '../define.ts';

export const newsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/news',
    access: 'public',
    siteWide: true,
    summary: 'Published news, newest first; `promoted=true` keeps the promoted ones (SPEC §7).',
    query: listQuerySchema,
    response: listSchema(newsSchema),
    handler: async (ctx, { query }) => {
      const parsed = parseListQuery(query, { ...NEWS_RULES, defaultNbItem: PAGE_SIZES.news });
      return ok(await listNews(ctx.db, ctx.site.id, ctx.locale, parsed, ctx.now()));
    },
  }),
];
