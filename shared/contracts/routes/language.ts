import { z } from 'zod';
import { languageSchema } from '../site.ts';
import { defineContract } from './contract.ts';

export const languageContracts = {
  list: defineContract({
    method: 'GET',
    path: '/language',
    access: 'public',
    siteWide: true,
    summary: 'The languages of the site that are switched on.',
    response: z.array(languageSchema),
    example: [
      {
        id: 1,
        isDefault: true,
        isValid: true,
        code: 'fr_FR',
        iso: 'fr-FR',
        prefix: '',
        label: 'Français',
        deeplCode: 'FR',
        country: { id: 75, name: 'France', alphaTwo: 'FR', alphaThree: 'FRA', numCode: '250' },
      },
    ],
  }),
};
