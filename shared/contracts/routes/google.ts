import { z } from 'zod';
import { googleReviewsSchema } from '../town.ts';
import { defineContract } from './contract.ts';
import { exampleDate } from './examples.ts';

export const googleContracts = {
  reviews: defineContract({
    method: 'GET',
    path: '/google/reviews',
    access: 'public',
    siteWide: true,
    summary: 'Reviews stored for the site, those published since `from` (a date) when given.',
    query: z.object({ from: z.iso.date().or(z.iso.datetime()).or(z.literal('')).optional() }).strict(),
    response: googleReviewsSchema,
    example: {
      average: 4.8,
      count: 1,
      reviews: [
        {
          id: 5,
          author: 'Claire M.',
          rating: 5,
          text: 'Un accueil chaleureux et des vins superbes.',
          publishedAt: exampleDate,
        },
      ],
    },
  }),
};
