import { z } from 'zod';
import { listSchema } from '../envelope.ts';
import { albumDetailSchema, albumSchema, idOnlyParams } from '../town.ts';
import { defineContract, nbItemQuery, pageQuery } from './contract.ts';
import { exampleDate, exampleImage } from './examples.ts';

const album = {
  id: 12,
  title: 'Fête de la musique 2026',
  slug: 'fete-de-la-musique-2026',
  description: 'La place du marché en musique, le 21 juin.',
  cover: exampleImage,
  imageCount: 1,
  publishedAt: exampleDate,
};

export const albumContracts = {
  list: defineContract({
    method: 'GET',
    path: '/album',
    access: 'public',
    siteWide: true,
    summary: 'Photo albums of the site.',
    query: z.object({ page: pageQuery, nbItem: nbItemQuery(100) }).strict(),
    response: listSchema(albumSchema),
    example: { items: [album], total: 1, page: 1, nbItem: 100 },
  }),
  detail: defineContract({
    method: 'GET',
    path: '/album/:id',
    access: 'public',
    siteWide: true,
    summary: 'One album with its images.',
    params: idOnlyParams,
    response: albumDetailSchema,
    example: { ...album, images: [{ ...exampleImage, id: 301 }] },
  }),
};
