import { z } from 'zod';
import { parameterSchema } from '../site.ts';
import { defineContract } from './contract.ts';

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
};
