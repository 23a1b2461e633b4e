import { PAGE_SIZES } from '#shared/config/constants.ts';
import { elementParams, elementRouteParams, elementSchema } from '#shared/contracts/content.ts';
import { listQuerySchema, listSchema } from '#shared/contracts/envelope.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { ELEMENT_RULES, getElement, listElements } from '../../modules/elements/queries.ts';
import { defineRoute, ok } from '../define.ts';
import { notFound } from '../errors.ts';

export const elementRoutes = [
  defineRoute({
    method: 'GET',
    path: '/element/:route',
    access: 'public',
    siteWide: true,
    summary: 'Published elements of a route (news sections, associations, footer links…), paginated.',
    params: elementRouteParams,
    query: listQuerySchema,
    response: listSchema(elementSchema),
    handler: async (ctx, { params, query }) => {
      const parsed = parseListQuery(query, { ...ELEMENT_RULES, defaultNbItem: PAGE_SIZES.elements });
      return ok(await listElements(ctx.db, ctx.site.id, params.route, ctx.locale, parsed, ctx.now()));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/element/:route/:id',
    access: 'public',
    siteWide: true,
    summary: 'One published element of a route.',
    params: elementParams,
    response: elementSchema,
    handler: async (ctx, { params }) => {
      const element = await getElement(ctx.db, ctx.site.id, params.route, ctx.locale, params.id, ctx.now());
      if (!element) throw notFound('This element does not exist.');
      return ok(element);
    },
  }),
];
