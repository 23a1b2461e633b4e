import { z } from 'zod';
import { addressTypeSchema } from '../../content.ts';
import { defineContract } from '../contract.ts';

export const adminAddressContracts = {
  types: defineContract({
    method: 'GET',
    path: '/admin/address/type',
    access: 'admin',
    summary: 'Address types of the site (admin).',
    response: z.array(addressTypeSchema),
    example: [
      { id: 1, value: 'SIEGE', label: 'Siège' },
      { id: 2, value: 'CLICK_AND_COLLECT', label: 'Retrait au caveau' },
    ],
  }),
};
