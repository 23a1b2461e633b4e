import { z } from 'zod';
import { newsletterConfirmSchema, newsletterSubscribeSchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const newsletterContracts = {
  subscribe: defineContract({
    method: 'POST',
    path: '/newsletter/subscribe',
    access: 'public',
    summary: 'Newsletter sign-up of a visitor, confirmed by a link sent to the address (double opt-in).',
    body: newsletterSubscribeSchema,
    response: z.null(),
    example: null,
  }),
  confirm: defineContract({
    method: 'POST',
    path: '/newsletter/confirm',
    access: 'public',
    summary: 'Follows the newsletter confirmation link.',
    body: newsletterConfirmSchema,
    response: z.null(),
    example: null,
  }),
};
