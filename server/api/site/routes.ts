import { z } from 'zod';
import {
  componentConfSchema,
  componentSlugParams,
  externalAppParams,
  languageSchema,
  parameterSchema,
  siteInfoSchema,
} from '#shared/contracts/site.ts';
import {
  getComponentConf,
  getExternalAppPublicConfig,
  listParameters,
} from '../../modules/catalog/queries.ts';
import { getSiteInfo } from '../../modules/sites/queries.ts';
import { defineRoute, ok } from '../define.ts';
import { notFound } from '../errors.ts';

export const siteRoutes = [
  defineRoute({
    method: 'GET',
    path: '/parameter',
    access: 'public',
    siteWide: true,
    summary: 'Every parameter of the site (theme, identity, switches).',
    response: z.array(parameterSchema),
    handler: async (ctx) => ok(await listParameters(ctx.db, ctx.site.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/site/info',
    access: 'public',
    siteWide: true,
    summary: 'Site identity: URLs, fonts, logos, banner and shop switches.',
    response: siteInfoSchema,
    handler: async (ctx) => {
      const info = await getSiteInfo(ctx.db, ctx.site);
      if (!info) throw notFound('This site has no information yet.');
      return ok(info);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/language',
    access: 'public',
    siteWide: true,
    summary: 'The languages of the site that are switched on.',
    response: z.array(languageSchema),
    handler: async (ctx) => ok(ctx.languages.filter((l) => l.isValid)),
  }),
  defineRoute({
    method: 'GET',
    path: '/component/conf/:slug',
    access: 'public',
    siteWide: true,
    summary: 'Configuration of a page component, by slug.',
    params: componentSlugParams,
    response: componentConfSchema,
    handler: async (ctx, { params }) => {
      const conf = await getComponentConf(ctx.db, ctx.site.id, params.slug);
      if (!conf) throw notFound('No configuration for this component.');
      return ok(conf);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/external-app/:app/config/public',
    access: 'public',
    siteWide: true,
    summary: 'The public configuration of an external application of the site.',
    params: externalAppParams,
    response: z.record(z.string(), z.unknown()),
    handler: async (ctx, { params }) => {
      const config = await getExternalAppPublicConfig(ctx.db, ctx.site.id, params.app);
      if (!config) throw notFound('This application is not set up on this site.');
      return ok(config);
    },
  }),
];
