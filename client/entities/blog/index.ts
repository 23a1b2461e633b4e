export {
  type BlogArticleItem,
  type BlogFolderItem,
  type BlogListing,
  blogCrumbs,
  blogFolderRequest,
  toBlogListing,
} from './model.ts';
export { BlogListingView } from './ui.tsx';
