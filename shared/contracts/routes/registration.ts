import { registrationConfirmationSchema, registrationConfirmBodySchema } from '../town.ts';
import { defineContract } from './contract.ts';

export const registrationContracts = {
  confirm: defineContract({
    method: 'POST',
    path: '/registration/confirm',
    access: 'public',
    summary:
      'Follows the link of an agenda registration mail: the held places are confirmed (again: the same answer), or the hold has expired, or the event is full. 404 for a token unknown on this site.',
    body: registrationConfirmBodySchema,
    response: registrationConfirmationSchema,
    example: {
      outcome: 'confirmed',
      seats: 2,
      event: { title: 'Marché de Noël', path: '/agenda/marche-de-noel/42' },
    },
  }),
};
