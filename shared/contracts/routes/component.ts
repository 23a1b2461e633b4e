import { componentConfSchema, componentSlugParams } from '../site.ts';
import { defineContract } from './contract.ts';

export const componentContracts = {
  conf: defineContract({
    method: 'GET',
    path: '/component/conf/:slug',
    access: 'public',
    siteWide: true,
    summary: 'Configuration of a page component, by slug.',
    params: componentSlugParams,
    response: componentConfSchema,
    example: { slug: 'news-list', conf: { nbItem: 10, showImage: true } },
  }),
};
