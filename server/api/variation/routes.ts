import { z } from 'zod';
import { variationSchema } from '#shared/contracts/content.ts';
import { listVariations } from '../../modules/catalog/queries.ts';
import { defineRoute, ok } from '../define.ts';

export const variationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/variation',
    access: 'public',
    siteWide: true,
    summary: 'Product variation labels (variation1..3) of the shop.',
    response: z.array(variationSchema),
    handler: async (ctx) => ok(await listVariations(ctx.db, ctx.site.id)),
  }),
];
