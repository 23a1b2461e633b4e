// French communes with their postal codes (SPEC §7, ADR 012); other countries have none (free entry).
import { z } from 'zod';
import { citySchema } from '../delivery.ts';
import { idParam } from '../envelope.ts';
import { defineContract } from './contract.ts';

export const citiesContracts = {
  search: defineContract({
    method: 'GET',
    path: '/cities/:search/:idCountry',
    access: 'public',
    siteWide: true,
    summary:
      'Communes whose name has words starting with the search’s (accents and case aside), or whose postal code starts with it; 20 at most, the most populated first. Empty outside France.',
    params: z.object({ search: z.string().trim().min(2).max(60), idCountry: idParam }),
    response: z.array(citySchema),
    example: [{ name: 'Meursault', postalCode: '21190', code: '21412' }],
  }),
};
