import { idOnlyParams, popupSchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const popupContracts = {
  detail: defineContract({
    method: 'GET',
    path: '/popup/:id',
    access: 'public',
    siteWide: true,
    summary: 'A popup that is active now.',
    params: idOnlyParams,
    response: popupSchema,
    example: {
      id: 2,
      title: 'Travaux rue de la Gare',
      body: '<p>La rue de la Gare est fermée du 3 au 14 juin.</p>',
      image: null,
      link: { label: 'Voir les déviations', url: '/actualites/travaux-rue-de-la-gare/18' },
      showOnEveryReload: false,
      hideDurationDays: 7,
    },
  }),
};
