import { jsonObjectSchema } from '../json.ts';
import { externalAppParams } from '../site.ts';
import { defineContract } from './contract.ts';

export const externalAppContracts = {
  publicConfig: defineContract({
    method: 'GET',
    path: '/external-app/:app/config/public',
    access: 'public',
    siteWide: true,
    summary: 'The public configuration of an external application of the site.',
    params: externalAppParams,
    // each application has its own settings, free-form JSON its administrator writes
    response: jsonObjectSchema,
    example: { enabled: true, model: 'fiche-technique-bourgogne', formats: ['pdf'] },
  }),
};
