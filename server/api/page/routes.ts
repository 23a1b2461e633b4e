import { z } from 'zod';
import { menuSchema, pageDetailSchema, pagePathSchema } from '#shared/contracts/page.ts';
import { getMenu, getPageByPath } from '../../modules/pages/queries.ts';
import { defineRoute, ok } from '../define.ts';
import { notFound } from '../errors.ts';

export const pageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/page',
    access: 'public',
    siteWide: true,
    summary: 'The menu: the tree of published pages of the current locale, right-fixed pages apart.',
    response: menuSchema,
    handler: async (ctx) => ok(await getMenu(ctx.db, ctx.site.id, ctx.locale)),
  }),
  defineRoute({
    method: 'GET',
    path: '/page/*slug',
    access: 'public',
    siteWide: true,
    summary: 'A published page by its whole path (slashes included), with layout, children and breadcrumbs.',
    params: z.object({ slug: pagePathSchema }),
    response: pageDetailSchema,
    handler: async (ctx, { params }) => {
      const page = await getPageByPath(ctx.db, ctx.site.id, ctx.locale, params.slug.join('/'));
      if (!page) throw notFound('This page does not exist.');
      return ok(page);
    },
  }),
];
