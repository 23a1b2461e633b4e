import { z } from 'zod';
import { variationSchema } from '../content.ts';
import { defineContract } from './contract.ts';

export const variationContracts = {
  list: defineContract({
    method: 'GET',
    path: '/variation',
    access: 'public',
    siteWide: true,
    summary: 'Product variation labels (variation1..3) of the shop.',
    response: z.array(variationSchema),
    example: [
      { id: 1, position: 1, label: 'Blanc', displayLabel: null },
      { id: 4, position: 2, label: 'Bouteille', displayLabel: '75 cl' },
    ],
  }),
};
