// A blog folder on a page: its sub-folders and its articles, 12 a page (SPEC §9);
// without a folder, the blog's root.
import type { BlogFolderContent } from '#shared/contracts/town.ts';
import { type BlogListing, blogFolderRequest, toBlogListing } from '../../../entities/blog/index.ts';
import { defineBlock, type ListPage, pageOf, paginatesUnlessTeaser } from '../definition.ts';

export type BlogFolderData = BlogListing & ListPage;

export const blogFolderBlock = defineBlock('blogFolder', {
  readsQuery: paginatesUnlessTeaser,
  paginates: paginatesUnlessTeaser,
  request: (block, context) => blogFolderRequest(block.folderId, pageOf(context)),
  select: (data, _block, context): BlogFolderData => ({
    ...toBlogListing(data as BlogFolderContent),
    pageParam: context.pageParam,
  }),
});
