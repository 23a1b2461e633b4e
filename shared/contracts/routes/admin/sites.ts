// Sites created by operators, and their publication by their administrators (issue 14, ADR 019).
import { z } from 'zod';
import {
  communeSchema,
  communesQuerySchema,
  createdSiteSchema,
  newSiteSchema,
  publicationSchema,
} from '../../admin-sites.ts';
import { defineContract } from '../contract.ts';

export const adminSitesContracts = {
  create: defineContract({
    method: 'POST',
    path: '/admin/sites',
    access: 'superAdmin',
    summary:
      'Creates a site from a template, « en construction », with its first administrator invited by e-mail (201).',
    body: newSiteSchema,
    response: createdSiteSchema,
    example: { id: 3, name: 'Mairie de Bois-le-Roi', url: 'https://www.bois-le-roi.fr' },
  }),
  communes: defineContract({
    method: 'GET',
    path: '/admin/communes',
    access: 'superAdmin',
    summary: 'French communes whose name or postcode starts as typed, the most populated first.',
    query: communesQuerySchema,
    response: z.array(communeSchema),
    example: [{ code: '77037', name: 'Bois-le-Roi', postalCode: '77590' }],
  }),
  publish: defineContract({
    method: 'POST',
    path: '/admin/site/publish',
    access: 'admin',
    summary: 'Publishes the site: visitors see it instead of the « en construction » page.',
    response: publicationSchema,
    example: { isBuilding: false },
  }),
};
