import { z } from 'zod';
import { idParamsSchema } from '../envelope.ts';
import { defineContract } from './contract.ts';

export const layoutContracts = {
  css: defineContract({
    method: 'GET',
    path: '/layout/:id/css',
    access: 'public',
    siteWide: true,
    summary: 'The stylesheet of a page-builder layout, scoped to the page content (`?v=` its hash).',
    params: idParamsSchema,
    query: z.object({ v: z.string().max(64).optional() }).strict(),
    raw: 'text/css',
    response: z.string(),
    example: '@scope (.grape-page) {\n.hero { padding: 2rem; }\n}',
  }),
};
