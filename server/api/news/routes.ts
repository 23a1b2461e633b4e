import { PAGE_SIZES } from '#shared/config/constants.ts';
import { newsDetailSchema, newsSchema } from '#shared/contracts/content.ts';
import { idParamsSchema, listQuerySchema, listSchema } from '#shared/contracts/envelope.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { getNews, listNews, NEWS_RULES } from '../../modules/news/queries.ts';
import { findListing } from '../../modules/pages/listing.ts';
import { defineRoute, ok } from '../define.ts';
import { notFound } from '../errors.ts';

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
  defineRoute({
    method: 'GET',
    path: '/news/:id',
    access: 'public',
    siteWide: true,
    summary: 'One published news item, with the breadcrumbs of the page that lists the news.',
    params: idParamsSchema,
    response: newsDetailSchema,
    handler: async (ctx, { params }) => {
      const item = await getNews(ctx.db, ctx.site.id, ctx.locale, params.id, ctx.now());
      if (!item) throw notFound('This news item does not exist.');
      return ok({
        ...item,
        listing: await findListing(ctx.db, ctx.site.id, ctx.locale, { type: 'newsList' }),
      });
    },
  }),
];
