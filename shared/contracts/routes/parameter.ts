import { z } from 'zod';
import { mealIconSchema } from '../shop.ts';
import { parameterSchema } from '../site.ts';
import { defineContract, noQuery } from './contract.ts';

export const parameterContracts = {
  list: defineContract({
    method: 'GET',
    path: '/parameter',
    access: 'public',
    siteWide: true,
    summary: 'Every parameter of the site (theme, identity, switches).',
    response: z.array(parameterSchema),
    example: [
      {
        id: 1,
        type: 'COMPANY_EMAIL',
        kind: 'STRING',
        label: 'Adresse e-mail',
        value: 'mairie@vallon-sur-lys.fr',
      },
      { id: 2, type: 'SEARCH_BAR_ENABLED', kind: 'BOOLEAN', label: 'Barre de recherche', value: 'true' },
    ],
  }),
  mealIcons: defineContract({
    method: 'GET',
    path: '/parameter/product/meal-icon',
    access: 'public',
    siteWide: true,
    summary: 'The meal icons products name in their pairings (a closed list, ADR 011).',
    query: noQuery,
    response: z.array(mealIconSchema),
    example: [{ id: 'fromage', label: 'Fromage', path: 'M3 17h18v3H3z' }],
  }),
};
