import { z } from 'zod';
import { idParamsSchema } from '#shared/contracts/envelope.ts';
import { menuSchema, pageDetailSchema, pagePathSchema } from '#shared/contracts/page.ts';
import { scopedGrapeCss } from '../../modules/pages/grape.ts';
import { getLayoutCss, getMenu, getPageByPath } from '../../modules/pages/queries.ts';
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
  defineRoute({
    method: 'GET',
    path: '/layout/:id/css',
    access: 'public',
    siteWide: true,
    summary: 'The stylesheet of a page-builder layout, scoped to the page content (`?v=` its hash).',
    params: idParamsSchema,
    query: z.object({ v: z.string().max(64).optional() }).strict(),
    handler: async (ctx, { params, query }) => {
      const css = await getLayoutCss(ctx.db, ctx.site.id, params.id);
      if (css === null) throw notFound('This layout does not exist.');
      return {
        data: null,
        // a versioned URL never changes: a new version of the layout has a new hash
        headers: { 'Cache-Control': query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300' },
        raw: { contentType: 'text/css; charset=utf-8', body: scopedGrapeCss(css) },
      };
    },
  }),
];
