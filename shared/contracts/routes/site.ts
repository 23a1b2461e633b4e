import { z } from 'zod';
import { siteInfoSchema } from '../site.ts';
import { defineContract } from './contract.ts';

export const siteContracts = {
  info: defineContract({
    method: 'GET',
    path: '/site/info',
    access: 'public',
    siteWide: true,
    summary: 'Site identity: URLs, fonts, logos, banner and shop switches.',
    response: siteInfoSchema,
    example: {
      id: 1,
      name: 'Vallon-sur-Lys',
      url: 'https://www.vallon-sur-lys.fr',
      devUrl: null,
      prodUrl: 'https://www.vallon-sur-lys.fr',
      server: null,
      townSlug: 'vallon-sur-lys',
      organisationType: 'GovernmentOrganization',
      fonts: [
        { id: 1, type: 'TITLE', family: 'Lato', color: '#1d3557', size: null, weight: '700', style: null },
      ],
      fontFaces: [],
      logos: [
        {
          id: 1,
          filename: 'logo.svg',
          type: 'LOGO',
          onlineImage: { url: '/media/logo.svg', name: 'logo.svg' },
          alt: 'Vallon-sur-Lys',
        },
      ],
      banner: null,
      isWinemaker: false,
      isECommerce: false,
      isBuilding: false,
      technicalFileModel: null,
      dashboardType: 'TOWN',
      defaultLang: 'fr_FR',
      componentConfs: ['news-list'],
    },
  }),
  visit: defineContract({
    method: 'GET',
    path: '/site/visit/:id',
    access: 'public',
    summary: 'Logs a visit from a source (the `from` query parameter of a page, SPEC §2).',
    params: z.object({ id: z.string().regex(/^[\w.-]{1,64}$/) }),
    response: z.null(),
    example: null,
  }),
};
