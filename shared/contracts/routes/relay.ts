// The relay points near an address (issue 13, ADR 012); 404 on a site without a shop.
import { z } from 'zod';
import { accessPointSchema, accessPointsBodySchema } from '../relay.ts';
import { defineContract } from './contract.ts';

export const relayContracts = {
  accessPoints: defineContract({
    method: 'POST',
    path: '/relay/access-points',
    access: 'public',
    summary:
      'The access points (relay points, post offices, lockers) nearest to a French postal code and city, within 30 km, the nearest first; another country answers an empty list, an unknown postal code 400.',
    body: accessPointsBodySchema,
    response: z.array(accessPointSchema),
    example: [
      {
        id: 'LP-211900',
        name: 'Meursault bureau de poste',
        addLine1: '2 place de l’Hôtel de Ville',
        zipCode: '21190',
        city: 'Meursault',
        country: 'FR',
        position: { latitude: 46.9792, longitude: 4.7706 },
        icon: 'post-office',
        distanceKm: 0.2,
        openingHours: 'Lun-Ven 9h-12h 14h-17h, Sam 9h-12h',
      },
    ],
  }),
};
