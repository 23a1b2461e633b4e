import { z } from 'zod';
import { loadSvgBodySchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const imageContracts = {
  loadSvg: defineContract({
    method: 'POST',
    path: '/image/load-svg',
    access: 'public',
    summary: 'The sanitised markup of one of the site’s own SVG images (never a remote URL).',
    body: loadSvgBodySchema,
    response: z.object({ svg: z.string() }),
    example: {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 12h20"/></svg>',
    },
  }),
};
