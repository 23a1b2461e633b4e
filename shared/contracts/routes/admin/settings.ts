// The site's parameters in the admin panel (issue 14, ADR 016).
import { z } from 'zod';
import { parameterGroupSchema, parametersWriteSchema } from '../../admin-settings.ts';
import { defineContract } from '../contract.ts';

const GROUPS = [
  {
    group: 'theme',
    label: 'Couleurs et thème',
    parameters: [
      {
        type: 'PRIMARY_COLOR',
        kind: 'STRING' as const,
        label: 'Couleur principale',
        value: '#C04C1B',
        choices: null,
        range: null,
        colour: true,
        html: false,
        superAdmin: false,
      },
    ],
  },
];

export const adminSettingsContracts = {
  parameters: defineContract({
    method: 'GET',
    path: '/admin/parameters',
    access: 'admin',
    summary: 'Every parameter of the site, grouped, with its value (operators’ own only to operators).',
    response: z.array(parameterGroupSchema),
    example: GROUPS,
  }),
  parametersWrite: defineContract({
    method: 'PUT',
    path: '/admin/parameters',
    access: 'admin',
    summary: 'Writes some parameters: each checked by its kind and rule; injected code by operators only.',
    body: parametersWriteSchema,
    response: z.array(parameterGroupSchema),
    example: GROUPS,
  }),
};
