import { z } from 'zod';
import { idOnlyParams, serviceDetailSchema, serviceListSchema } from '../town.ts';
import { defineContract, nbItemQuery, pageQuery } from './contract.ts';
import { exampleImage } from './examples.ts';

const service = {
  id: 7,
  title: 'Location de la salle des fêtes',
  slug: 'location-de-la-salle-des-fetes',
  summary: 'Une salle de 200 places pour vos réceptions.',
  body: '<p>Réservation à l’accueil de la mairie, au moins un mois avant la date.</p>',
  image: exampleImage,
  tags: ['salles'],
  price: '250 € le week-end',
};

export const serviceContracts = {
  list: defineContract({
    method: 'GET',
    path: '/service',
    access: 'public',
    siteWide: true,
    summary: 'Services of the site, optionally those with one of `tag` (comma-separated).',
    query: z
      .object({ page: pageQuery, nbItem: nbItemQuery(100), tag: z.string().max(500).optional() })
      .strict(),
    response: serviceListSchema,
    example: { services: [service], total: 1 },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/service/:id',
    access: 'public',
    siteWide: true,
    summary: 'One service, with the breadcrumbs of the page that lists it.',
    params: idOnlyParams,
    response: serviceDetailSchema,
    example: {
      ...service,
      listing: [
        { title: 'Infos utiles', path: '/infos-utiles' },
        { title: 'Salles communales', path: '/infos-utiles/salles-communales' },
      ],
    },
  }),
};
