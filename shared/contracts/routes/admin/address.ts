import { z } from 'zod';
import { companyAddressWriteSchema } from '../../admin-settings.ts';
import { addressTypeSchema, companyAddressSchema } from '../../content.ts';
import { idParamsSchema } from '../../envelope.ts';
import { defineContract } from '../contract.ts';

const ADDRESS = {
  id: 1,
  name: 'Mairie',
  address: '1 place de la Mairie',
  addressPart2: null,
  postalCode: '59118',
  city: 'Vallon-sur-Lys',
  country: 'FR',
  phone: '03 20 00 00 00',
  email: 'mairie@vallon-sur-lys.fr',
  latitude: '50.6942',
  longitude: '3.1746',
  type: [{ id: 1, value: 'SIEGE' }],
};

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
  // the company's addresses (ADR 016)
  list: defineContract({
    method: 'GET',
    path: '/admin/company/address',
    access: 'admin',
    summary: 'The organisation’s addresses with their types.',
    response: z.array(companyAddressSchema),
    example: [ADDRESS],
  }),
  create: defineContract({
    method: 'POST',
    path: '/admin/company/address',
    access: 'admin',
    summary: 'Adds an address (last in the list).',
    body: companyAddressWriteSchema,
    response: companyAddressSchema,
    example: ADDRESS,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/admin/company/address/:id',
    access: 'admin',
    summary: 'Writes an address and its types.',
    params: idParamsSchema,
    body: companyAddressWriteSchema,
    response: companyAddressSchema,
    example: ADDRESS,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/admin/company/address/:id',
    access: 'admin',
    summary: 'Deletes an address; refused while click-and-collect bookings to come name it.',
    params: idParamsSchema,
    response: z.null(),
    example: null,
  }),
};
