// The shop's catalogue calls (SPEC §7, ADR 011). On a site whose shop is off every one answers 404.
import { z } from 'zod';
import { idParam, idParamsSchema, listQuerySchema, listSchema } from '../envelope.ts';
import { productDetailSchema, productSchema, productStockSchema, quantitiesBodySchema } from '../shop.ts';
import { defineContract } from './contract.ts';
import { exampleProduct } from './examples.ts';

export const productContracts = {
  list: defineContract({
    method: 'GET',
    path: '/product',
    access: 'public',
    siteWide: true,
    summary:
      'The published products: filters name, kind (RED, WHITE, ROSE, SPARKLING, BOX), search, tags; orderBy price or name; page 1 of 100 by price by default.',
    query: listQuerySchema,
    response: listSchema(productSchema),
    example: { items: [exampleProduct], total: 1, page: 1, nbItem: 100 },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/product/:id',
    access: 'public',
    siteWide: true,
    summary:
      'One published product, with its declinations, for a box its contents, and the page listing the wines (breadcrumbs).',
    params: idParamsSchema,
    response: productDetailSchema,
    example: { ...exampleProduct, listing: [{ title: 'Nos vins', path: '/nos-vins' }] },
  }),
  quantities: defineContract({
    method: 'PUT',
    path: '/product/quantities',
    access: 'public',
    summary: 'The stock of each product now, per declination (`{products:[{id}]}`).',
    body: quantitiesBodySchema,
    response: z.array(productStockSchema),
    example: [
      {
        id: 3,
        quantity: 180,
        setQuantity: true,
        inStock: true,
        declination: [{ id: 7, quantity: 180, setQuantity: true, inStock: true }],
      },
    ],
  }),
  technicalSheet: defineContract({
    method: 'GET',
    path: '/product/generate/file/:id',
    access: 'public',
    summary:
      'The technical sheet of a product as a PDF (its first declination), in the site’s template; the file is named after the product’s slug.',
    params: idParamsSchema,
    response: z.string(),
    example: '%PDF-1.3 …',
    raw: 'application/pdf',
  }),
  technicalSheetOfDeclination: defineContract({
    method: 'GET',
    path: '/product/generate/file/:id/:declinationId',
    access: 'public',
    summary: 'The technical sheet of one vintage or format of a product, as a PDF.',
    params: z.object({ id: idParam, declinationId: idParam }),
    response: z.string(),
    example: '%PDF-1.3 …',
    raw: 'application/pdf',
  }),
};
