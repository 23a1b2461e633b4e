import { z } from 'zod';
import { companyAddressSchema } from '../content.ts';
import { defineContract } from './contract.ts';

export const companyContracts = {
  addresses: defineContract({
    method: 'GET',
    path: '/company/address',
    access: 'public',
    siteWide: true,
    summary: "The organisation's addresses, optionally of one type (`type=` the type's value).",
    query: z.object({ type: z.string().max(64).optional() }).strict(),
    response: z.array(companyAddressSchema),
    example: [
      {
        id: 1,
        name: 'Mairie de Vallon-sur-Lys',
        address: '1 place de la Mairie',
        addressPart2: null,
        postalCode: '59000',
        city: 'Vallon-sur-Lys',
        country: 'France',
        phone: '03 20 00 00 00',
        email: 'mairie@vallon-sur-lys.fr',
        latitude: '50.6292',
        longitude: '3.0573',
        type: [{ id: 1, value: 'SIEGE' }],
      },
    ],
  }),
};
