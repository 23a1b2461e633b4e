// The shop's catalogue calls (SPEC §7, ADR 011). On a site whose shop is off every one answers 404.
import { z } from 'zod';
import { idParam } from '../envelope.ts';
import { awardSchema } from '../shop.ts';
import { defineContract } from './contract.ts';

export const awardContracts = {
  list: defineContract({
    method: 'GET',
    path: '/award',
    access: 'public',
    siteWide: true,
    summary: 'The awards of a product (`?product={id}`).',
    query: z.strictObject({ product: idParam }),
    response: z.array(awardSchema),
    example: [
      {
        id: 1,
        productId: 3,
        declinationId: 7,
        name: 'Médaille d’or',
        competition: 'Concours général agricole de Paris',
        year: 2026,
      },
    ],
  }),
};
