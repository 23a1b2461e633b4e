// The calls of the API's second version (SPEC §7 names one: the recommended products).
import { z } from 'zod';
import { idParamsSchema } from '../envelope.ts';
import { productSchema } from '../shop.ts';
import { defineContract } from './contract.ts';
import { exampleProduct } from './examples.ts';

export const v2Contracts = {
  recommended: defineContract({
    method: 'GET',
    path: '/v2/product/recommended/:id',
    access: 'public',
    siteWide: true,
    summary: 'The products recommended beside one (the estate’s choice, else others of its kind).',
    params: idParamsSchema,
    response: z.object({ products: z.array(productSchema) }),
    example: { products: [exampleProduct] },
  }),
};
