import { type News, newsDetailSchema, newsSchema } from '../content.ts';
import { idParamsSchema, listQuerySchema, listSchema } from '../envelope.ts';
import { defineContract } from './contract.ts';
import { exampleDate, exampleImage } from './examples.ts';

const news: News = {
  id: 18,
  title: 'Travaux rue de la Gare',
  slug: 'travaux-rue-de-la-gare',
  summary: 'La rue est fermée à la circulation du 3 au 14 juin.',
  body: '<p>Une déviation passe par l’avenue des Tilleuls.</p>',
  image: exampleImage,
  isPromoted: true,
  publishedAt: exampleDate,
};

export const newsContracts = {
  list: defineContract({
    method: 'GET',
    path: '/news',
    access: 'public',
    siteWide: true,
    summary: 'Published news, newest first; `promoted=true` keeps the promoted ones (SPEC §7).',
    query: listQuerySchema,
    response: listSchema(newsSchema),
    example: { items: [news], total: 1, page: 1, nbItem: 10 },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/news/:id',
    access: 'public',
    siteWide: true,
    summary: 'One published news item, with the breadcrumbs of the page that lists the news.',
    params: idParamsSchema,
    response: newsDetailSchema,
    example: {
      ...news,
      updatedAt: exampleDate,
      listing: [{ title: 'Actualités', path: '/actualites' }],
    },
  }),
};
