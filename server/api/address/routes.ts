import { z } from 'zod';
import { addressTypeSchema, companyAddressSchema } from '#shared/contracts/content.ts';
import { listAddressTypes, listCompanyAddresses } from '../../modules/catalog/queries.ts';
import { defineRoute, ok } from '../define.ts';

export const addressRoutes = [
  defineRoute({
    method: 'GET',
    path: '/company/address',
    access: 'public',
    siteWide: true,
    summary: "The organisation's addresses, optionally of one type (`type=` the type's value).",
    query: z.object({ type: z.string().max(64).optional() }).strict(),
    response: z.array(companyAddressSchema),
    handler: async (ctx, { query }) => ok(await listCompanyAddresses(ctx.db, ctx.site.id, query.type)),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/address/type',
    access: 'admin',
    summary: 'Address types of the site (admin).',
    response: z.array(addressTypeSchema),
    handler: async (ctx) => ok(await listAddressTypes(ctx.db, ctx.site.id)),
  }),
];
