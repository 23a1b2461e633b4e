// The town hall's content calls (SPEC §7; issue 3). Thin handlers over server/modules.
import { z } from 'zod';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import { elementPath } from '#shared/config/sections.ts';
import { elementParams } from '#shared/contracts/content.ts';
import { listSchema } from '#shared/contracts/envelope.ts';
import {
  albumDetailSchema,
  albumSchema,
  arianeSchema,
  blogFolderContentSchema,
  blogFolderSchema,
  blogSchema,
  contactBodySchema,
  formResultSchema,
  formSchema,
  googleReviewsSchema,
  idOnlyParams,
  loadSvgBodySchema,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  popupSchema,
  registrationBodySchema,
  registrationResultSchema,
  searchQuerySchema,
  searchResultSchema,
  serviceDetailSchema,
  serviceListSchema,
} from '#shared/contracts/town.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { icsFor } from '../../modules/agenda/ics.ts';
import { registerForEvent } from '../../modules/agenda/registrations.ts';
import { getAlbum, listAlbums } from '../../modules/albums/queries.ts';
import {
  blogAriane,
  folderAriane,
  folderContent,
  getBlog,
  getFolder,
  rootFolders,
} from '../../modules/blog/queries.ts';
import { leaveMessage } from '../../modules/contact/messages.ts';
import { bumpContentVersion } from '../../modules/content/version.ts';
import { getElement } from '../../modules/elements/queries.ts';
import { getForm, submitForm } from '../../modules/forms/submissions.ts';
import { eventRegistrationMail } from '../../modules/mail/templates.ts';
import { loadSiteSvg } from '../../modules/media/svg.ts';
import { confirmSubscription, subscribe } from '../../modules/newsletter/signup.ts';
import { findServiceListing } from '../../modules/pages/listing.ts';
import { getPopup, listReviews } from '../../modules/popups/queries.ts';
import { searchSite } from '../../modules/search/site-search.ts';
import { getService, listServices } from '../../modules/services/queries.ts';
import { siteLinkFor } from '../../modules/sites/links.ts';
import { logVisit } from '../../modules/visits/log.ts';
import { type ApiContext, defineRoute, ok } from '../define.ts';
import { notFound } from '../errors.ts';
import { DEFAULT_MULTIPART_LIMITS } from '../multipart.ts';

const page = z.coerce.number().int().min(1).max(10_000).optional();
const nbItem = (max: number) => z.coerce.number().int().min(1).max(max).optional();
const moduleCtx = (ctx: ApiContext) => ({
  db: ctx.db,
  site: ctx.site,
  mailer: ctx.mailer,
  now: ctx.now(),
  address: ctx.address,
  log: ctx.log,
});

export const townRoutes = [
  defineRoute({
    method: 'POST',
    path: '/element/:route/:id/register',
    access: 'public',
    summary: 'Registers for an agenda event: confirmed while places remain, then on the waiting list.',
    params: elementParams,
    body: registrationBodySchema,
    response: registrationResultSchema,
    handler: async (ctx, { params, body }) => {
      const now = ctx.now();
      const result = await registerForEvent(ctx.db, ctx.site.id, params.route, params.id, body, now);
      // the places left are part of the site's cached agenda answers
      await bumpContentVersion(ctx.db, ctx.events, ctx.site.id);
      const element = await getElement(ctx.db, ctx.site.id, params.route, ctx.locale, params.id, now);
      const link = await siteLinkFor(
        ctx.db,
        ctx.site.id,
        elementPath(params.route, element?.slug ?? '', params.id),
      );
      await ctx.mailer
        .send({
          to: body.email,
          siteName: ctx.site.name,
          ...eventRegistrationMail({
            siteName: ctx.site.name,
            name: body.name,
            title: result.title,
            when: result.startAt ? formatDateTime(result.startAt).slice(0, 16) : null,
            location: result.location,
            waitlist: result.status === 'WAITLIST',
            link,
          }),
        })
        .catch((err) => ctx.log.error({ err }, 'registration confirmation not sent'));
      return ok({ status: result.status, seats: result.seats, remaining: result.remaining });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/element/:route/:id/ics',
    access: 'public',
    siteWide: true,
    summary: 'An agenda event as an iCalendar file.',
    params: elementParams,
    handler: async (ctx, { params }) => {
      const now = ctx.now();
      const element = await getElement(ctx.db, ctx.site.id, params.route, ctx.locale, params.id, now);
      if (!element?.startAt) throw notFound('This event does not exist.');
      const url = await siteLinkFor(ctx.db, ctx.site.id, elementPath(params.route, element.slug, element.id));
      const body = icsFor({
        uid: `${element.id}@${ctx.site.slug}.parvis`,
        title: element.title,
        description: element.summary ?? '',
        location: typeof element.data.location === 'string' ? element.data.location : null,
        url,
        start: new Date(element.startAt),
        end: element.endAt ? new Date(element.endAt) : null,
        now,
      });
      return {
        data: null,
        raw: {
          contentType: 'text/calendar; charset=utf-8',
          body,
          filename: `${element.slug || 'evenement'}.ics`,
        },
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/album',
    access: 'public',
    siteWide: true,
    summary: 'Photo albums of the site.',
    query: z.object({ page, nbItem: nbItem(100) }).strict(),
    response: listSchema(albumSchema),
    handler: async (ctx, { query }) =>
      ok(
        await listAlbums(
          ctx.db,
          ctx.site.id,
          query.page ?? 1,
          query.nbItem ?? PAGE_SIZES.listFetch,
          ctx.now(),
        ),
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/album/:id',
    access: 'public',
    siteWide: true,
    summary: 'One album with its images.',
    params: idOnlyParams,
    response: albumDetailSchema,
    handler: async (ctx, { params }) => {
      const album = await getAlbum(ctx.db, ctx.site.id, params.id, ctx.now());
      if (!album) throw notFound('This album does not exist.');
      return ok(album);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/folder/list',
    access: 'public',
    siteWide: true,
    summary: 'The root of the blog: its folders and its articles (12 a page).',
    query: z.object({ page, nbItem: nbItem(100) }).strict(),
    response: blogFolderContentSchema,
    handler: async (ctx, { query }) =>
      ok(
        await folderContent(
          ctx.db,
          ctx.site.id,
          ctx.locale,
          null,
          query.page ?? 1,
          query.nbItem ?? PAGE_SIZES.blog,
          ctx.now(),
        ),
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/folder/list/:id',
    access: 'public',
    siteWide: true,
    summary: 'A blog folder: its sub-folders and its articles (12 a page).',
    params: idOnlyParams,
    query: z.object({ page, nbItem: nbItem(100) }).strict(),
    response: blogFolderContentSchema,
    handler: async (ctx, { params, query }) => {
      const content = await folderContent(
        ctx.db,
        ctx.site.id,
        ctx.locale,
        params.id,
        query.page ?? 1,
        query.nbItem ?? PAGE_SIZES.blog,
        ctx.now(),
      );
      if (!content) throw notFound('This folder does not exist.');
      return ok(content);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/folder',
    access: 'public',
    siteWide: true,
    summary: 'The root folders of the blog.',
    response: z.array(blogFolderSchema),
    handler: async (ctx) => ok(await rootFolders(ctx.db, ctx.site.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/folder/:id',
    access: 'public',
    siteWide: true,
    summary: 'One blog folder.',
    params: idOnlyParams,
    response: blogFolderSchema,
    handler: async (ctx, { params }) => {
      const folder = await getFolder(ctx.db, ctx.site.id, params.id);
      if (!folder) throw notFound('This folder does not exist.');
      return ok(folder);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/folder/ariane/:id',
    access: 'public',
    siteWide: true,
    summary: 'The folders from the root down to this one.',
    params: idOnlyParams,
    response: arianeSchema,
    handler: async (ctx, { params }) => {
      const ariane = await folderAriane(ctx.db, ctx.site.id, params.id);
      if (!ariane) throw notFound('This folder does not exist.');
      return ok(ariane);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/ariane/:id',
    access: 'public',
    siteWide: true,
    summary: 'The folders from the root down to this article, then the article.',
    params: idOnlyParams,
    response: arianeSchema,
    handler: async (ctx, { params }) => {
      const ariane = await blogAriane(ctx.db, ctx.site.id, ctx.locale, params.id, ctx.now());
      if (!ariane) throw notFound('This article does not exist.');
      return ok(ariane);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/blog/:id',
    access: 'public',
    siteWide: true,
    summary: 'One blog article.',
    params: idOnlyParams,
    response: blogSchema,
    handler: async (ctx, { params }) => {
      const blog = await getBlog(ctx.db, ctx.site.id, ctx.locale, params.id, ctx.now());
      if (!blog) throw notFound('This article does not exist.');
      return ok(blog);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/service',
    access: 'public',
    siteWide: true,
    summary: 'Services of the site, optionally those with one of `tag` (comma-separated).',
    query: z.object({ page, nbItem: nbItem(100), tag: z.string().max(500).optional() }).strict(),
    response: serviceListSchema,
    handler: async (ctx, { query }) => {
      const tags = (query.tag ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 20);
      return ok(
        await listServices(ctx.db, ctx.site.id, query.page ?? 1, query.nbItem ?? PAGE_SIZES.services, tags),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/service/:id',
    access: 'public',
    siteWide: true,
    summary: 'One service, with the breadcrumbs of the page that lists it.',
    params: idOnlyParams,
    response: serviceDetailSchema,
    handler: async (ctx, { params }) => {
      const service = await getService(ctx.db, ctx.site.id, params.id);
      if (!service) throw notFound('This service does not exist.');
      return ok({
        ...service,
        listing: await findServiceListing(ctx.db, ctx.site.id, ctx.locale, service.tags),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/popup/:id',
    access: 'public',
    siteWide: true,
    summary: 'A popup that is active now.',
    params: idOnlyParams,
    response: popupSchema,
    handler: async (ctx, { params }) => {
      const popup = await getPopup(ctx.db, ctx.site.id, params.id, ctx.now());
      if (!popup) throw notFound('This popup is not shown.');
      return ok(popup);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/google/reviews',
    access: 'public',
    siteWide: true,
    summary: 'Reviews stored for the site, those published since `from` (a date) when given.',
    query: z.object({ from: z.iso.date().or(z.iso.datetime()).or(z.literal('')).optional() }).strict(),
    response: googleReviewsSchema,
    handler: async (ctx, { query }) =>
      ok(await listReviews(ctx.db, ctx.site.id, query.from ? new Date(query.from) : null)),
  }),
  defineRoute({
    method: 'GET',
    path: '/forms/:id',
    access: 'public',
    siteWide: true,
    summary: 'A form and its fields.',
    params: idOnlyParams,
    response: formSchema,
    handler: async (ctx, { params }) => {
      const form = await getForm(ctx.db, ctx.site.id, params.id);
      if (!form) throw notFound('This form does not exist.');
      return ok(form);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/forms/:id/submit',
    access: 'public',
    summary: 'Submits a form as multipart: values, JSON strings for objects, files checked on their bytes.',
    params: idOnlyParams,
    multipart: DEFAULT_MULTIPART_LIMITS,
    body: z.object({
      fields: z.record(z.string(), z.string()),
      files: z.array(
        z.object({
          field: z.string(),
          filename: z.string(),
          mimeType: z.string(),
          data: z.instanceof(Buffer),
        }),
      ),
    }),
    response: formResultSchema,
    handler: async (ctx, { params, body }) =>
      ok(
        await submitForm(
          { ...moduleCtx(ctx), storageDir: ctx.storageDir },
          params.id,
          body.fields,
          body.files,
        ),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/message',
    access: 'public',
    summary: 'The contact form: stored and mailed to the site’s contact address.',
    body: contactBodySchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await leaveMessage(moduleCtx(ctx), body);
      return ok(null, 'Your message has been sent.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/newsletter/subscribe',
    access: 'public',
    summary: 'Newsletter sign-up of a visitor, confirmed by a link sent to the address (double opt-in).',
    body: newsletterSubscribeSchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await subscribe(moduleCtx(ctx), body.email, body.listId);
      return ok(null, 'If this address can subscribe, a confirmation link has been sent to it.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/newsletter/confirm',
    access: 'public',
    summary: 'Follows the newsletter confirmation link.',
    body: newsletterConfirmSchema,
    response: z.null(),
    handler: async (ctx, { body }) => {
      await confirmSubscription(moduleCtx(ctx), body.token);
      return ok(null, 'Your subscription is confirmed.');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/site/visit/:id',
    access: 'public',
    summary: 'Logs a visit from a source (the `from` query parameter of a page, SPEC §2).',
    params: z.object({ id: z.string().regex(/^[\w.-]{1,64}$/) }),
    response: z.null(),
    handler: async (ctx, { params }) => {
      await logVisit(ctx.db, ctx.site.id, params.id, ctx.now());
      return ok(null, 'Visit logged.');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/search',
    access: 'public',
    siteWide: true,
    summary: 'Full-text search (French, accent-insensitive) over the pages, elements and news of the site.',
    query: searchQuerySchema,
    response: searchResultSchema,
    handler: async (ctx, { query }) =>
      ok(
        await searchSite(
          ctx.db,
          ctx.site.id,
          ctx.locale,
          query.q,
          query.page ?? 1,
          PAGE_SIZES.default,
          ctx.now(),
        ),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/image/load-svg',
    access: 'public',
    summary: 'The sanitised markup of one of the site’s own SVG images (never a remote URL).',
    body: loadSvgBodySchema,
    response: z.object({ svg: z.string() }),
    handler: async (ctx, { body }) => ok({ svg: await loadSiteSvg(ctx.staticDir, ctx.site.slug, body.url) }),
  }),
];
