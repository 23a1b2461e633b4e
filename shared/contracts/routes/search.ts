import { searchQuerySchema, searchResultSchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const searchContracts = {
  search: defineContract({
    method: 'GET',
    path: '/search',
    access: 'public',
    siteWide: true,
    summary: 'Full-text search (French, accent-insensitive) over the pages, elements and news of the site.',
    query: searchQuerySchema,
    response: searchResultSchema,
    example: {
      query: 'école',
      total: 1,
      page: 1,
      nbItem: 10,
      items: [
        {
          kind: 'page',
          id: 14,
          title: 'Les écoles',
          excerpt: 'Inscriptions à l’école maternelle et élémentaire de Vallon-sur-Lys…',
          path: '/vivre-a-vallon-sur-lys/enfance-jeunesse/les-ecoles',
        },
      ],
    },
  }),
};
