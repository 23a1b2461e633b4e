// The countries the estate delivers (SPEC §7, ADR 012); 404 on a site without a shop.
import { z } from 'zod';
import { countrySchema } from '../delivery.ts';
import { defineContract, noQuery } from './contract.ts';

export const countriesContracts = {
  list: defineContract({
    method: 'GET',
    path: '/countries',
    access: 'public',
    siteWide: true,
    summary:
      'The countries the site delivers, from its switches (only in France, sells worldwide, else the European Union), France first.',
    query: noQuery,
    response: z.array(countrySchema),
    example: [{ id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numCode: '250', name: 'France' }],
  }),
};
