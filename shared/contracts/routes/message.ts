import { z } from 'zod';
import { contactBodySchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const messageContracts = {
  send: defineContract({
    method: 'POST',
    path: '/message',
    access: 'public',
    summary: 'The contact form: stored and mailed to the site’s contact address.',
    body: contactBodySchema,
    response: z.null(),
    example: null,
  }),
};
