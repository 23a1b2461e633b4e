// The blog's pages: /blog (its root) and /blog/dossier/:id/:slug? (a folder): sub-folders and
// articles 12 a page, breadcrumbs from the folder's ariane. The blog exists only where the site
// parameter BLOG_ENABLED is true; elsewhere these pages answer 404 without asking the API.
import { createEvent, createStore, sample } from 'effector';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import { ROUTES } from '#shared/config/routes.ts';
import { blogFolderPath } from '#shared/config/sections.ts';
import type { PageCrumb } from '#shared/contracts/page.ts';
import type { Ariane, BlogFolderContent } from '#shared/contracts/town.ts';
import { requestedPage } from '#shared/lib/pagination.ts';
import { slugify } from '#shared/lib/slug.ts';
import { type BlogListing, blogCrumbs, blogFolderRequest, toBlogListing } from '../../entities/blog/index.ts';
import { $parameters } from '../../entities/site/index.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { answerStatus, parseRouteId } from '../../shared/lib/route-params.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

/** `folderId` undefined: the root; else the URL's id. `title`: the root's name ("Blog"). */
export const blogPageOpened = createEvent<{ folderId?: string | undefined; search: string; title: string }>();

interface ContentRequest {
  folderId: number | null;
  page: number;
  title: string;
}

const fetchContentFx = createApiEffect<ContentRequest, BlogFolderContent>(({ folderId, page }) =>
  blogFolderRequest(folderId, page),
);
const fetchArianeFx = createApiEffect<number, Ariane>((id) => ({ path: `/blog/folder/ariane/${id}` }));

export const $blogListing = createStore<BlogListing | null>(null);
/** The folders from the root down to this one (empty at the root). */
export const $blogFolderCrumbs = createStore<PageCrumb[]>([]);
export const $blogStatus = createStore(200);

const opened = sample({
  clock: blogPageOpened,
  source: $parameters,
  fn: (params, { folderId, search, title }) => ({
    enabled: parameterFlag(params, 'BLOG_ENABLED'),
    folderId: folderId === undefined ? null : parseRouteId(folderId),
    valid: folderId === undefined || parseRouteId(folderId) !== null,
    page: requestedPage(new URLSearchParams(search)),
    title,
  }),
});
const refused = sample({ clock: opened, filter: (o) => !o.enabled || !o.valid });
const accepted = sample({ clock: opened, filter: (o) => o.enabled && o.valid });

sample({ clock: blogPageOpened, fn: () => null, target: $blogListing });
sample({ clock: blogPageOpened, fn: () => [], target: $blogFolderCrumbs });
sample({ clock: refused, fn: () => 404, target: $blogStatus });
sample({
  clock: accepted,
  fn: ({ folderId, page, title }): ContentRequest => ({ folderId, page, title }),
  target: fetchContentFx,
});
sample({
  clock: accepted,
  filter: ({ folderId }) => folderId !== null,
  fn: ({ folderId }) => folderId!,
  target: fetchArianeFx,
});

sample({
  clock: fetchContentFx.doneData,
  fn: (r) => {
    const status = answerStatus(r);
    // a page past the last one does not exist
    return status === 200 && r.body.data.page > 1 && r.body.data.blogs.length === 0 ? 404 : status;
  },
  target: $blogStatus,
});
sample({ clock: fetchContentFx.fail, fn: () => 500, target: $blogStatus });
sample({
  clock: fetchContentFx.doneData,
  fn: ({ body }) => (body.success ? toBlogListing(body.data) : null),
  target: $blogListing,
});
sample({
  clock: fetchArianeFx.doneData,
  fn: ({ body }) => (body.success ? blogCrumbs(body.data) : []),
  target: $blogFolderCrumbs,
});

/** The canonical URL of the page: /blog, or the folder's /blog/dossier/{id}/{slug}. */
export const canonicalBlogPath = (listing: Pick<BlogListing, 'folder'>) =>
  listing.folder
    ? blogFolderPath(listing.folder.id, listing.folder.slug, listing.folder.title, slugify)
    : ROUTES.blog;

sample({
  clock: fetchContentFx.done,
  filter: ({ result }) => result.body.success,
  fn: ({ params, result }) => {
    const { folder } = result.body.data as BlogFolderContent;
    return {
      title: folder ? folder.title : params.title,
      description: folder?.description ?? null,
      canonicalPath: canonicalBlogPath({ folder }),
    };
  },
  target: documentMetaSet,
});
