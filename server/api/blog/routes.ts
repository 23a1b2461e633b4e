import { blogContracts } from '#shared/contracts/routes/blog.ts';
import { blogAriane, folderAriane, folderContent, getBlog } from '../../modules/blog/queries.ts';
import { bindRoute, ok } from '../define.ts';

// The folder routes come before /blog/:id: Express tries routes in the table's order.
export const blogRoutes = [
  bindRoute(blogContracts.root, async (ctx, { query }) => ok(await folderContent(ctx, null, query))),
  bindRoute(blogContracts.folderContent, async (ctx, { params, query }) =>
    ok(await folderContent(ctx, params.id, query)),
  ),
  bindRoute(blogContracts.rootFolders, async (ctx) => ok(await folderContent(ctx, null, {}))),
  bindRoute(blogContracts.folder, async (ctx, { params }) => ok(await folderContent(ctx, params.id, {}))),
  bindRoute(blogContracts.folderAriane, async (ctx, { params }) => ok(await folderAriane(ctx, params.id))),
  bindRoute(blogContracts.blogAriane, async (ctx, { params }) => ok(await blogAriane(ctx, params.id))),
  bindRoute(blogContracts.article, async (ctx, { params }) => ok(await getBlog(ctx, params.id))),
];
