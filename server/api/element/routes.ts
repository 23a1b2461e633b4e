import { z } from 'zod';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import {
  elementDetailSchema,
  elementParams,
  elementRouteParams,
  elementSchema,
  elementTagsQuery,
} from '#shared/contracts/content.ts';
import { listQuerySchema, listSchema } from '#shared/contracts/envelope.ts';
import { parseListQuery } from '#shared/lib/list-query.ts';
import { ELEMENT_RULES, elementTags, getElement, listElements } from '../../modules/elements/queries.ts';
import { findListing, listingKindOf } from '../../modules/pages/listing.ts';
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
    path: '/element/:route/tags',
    access: 'public',
    siteWide: true,
    summary: "The tags of a route's published elements and how many carry each (filters of lists).",
    params: elementRouteParams,
    query: elementTagsQuery,
    response: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    handler: async (ctx, { params, query }) =>
      ok(await elementTags(ctx.db, ctx.site.id, params.route, ctx.locale, ctx.now(), query.tags)),
  }),
  defineRoute({
    method: 'GET',
    path: '/element/:route/:id',
    access: 'public',
    siteWide: true,
    summary: 'One published element of a route, with the breadcrumbs of the page that lists its route.',
    params: elementParams,
    response: elementDetailSchema,
    handler: async (ctx, { params }) => {
      const element = await getElement(ctx.db, ctx.site.id, params.route, ctx.locale, params.id, ctx.now());
      if (!element) throw notFound('This element does not exist.');
      const listing = await findListing(ctx.db, ctx.site.id, ctx.locale, listingKindOf(params.route));
      return ok({ ...element, listing });
    },
  }),
];
