// A blog folder on a page: its sub-folders and its articles, 12 a page (SPEC §9);
// without a folder, the blog's root.
import type { BlogFolderContent } from '#shared/contracts/town.ts';
import { requestedPage } from '#shared/lib/pagination.ts';
import { blogFolderRequest, toBlogListing } from '../../../entities/blog/index.ts';
import { defineBlock } from '../definition.ts';

export const blogFolderBlock = defineBlock('blogFolder', {
  readsQuery: (block) => !!block.paginate,
  request: (block, context) =>
    blogFolderRequest(block.folderId, context.primary ? requestedPage(context.search) : 1),
  select: (data) => toBlogListing(data as BlogFolderContent),
});
