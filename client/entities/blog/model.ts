// What blog listings keep of a folder's content (SPEC §7 /blog/folder/list[/{id}]): the
// sub-folders and a page of articles, summaries cropped, never their bodies.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import { blogFolderPath, blogPath } from '#shared/config/sections.ts';
import type { ImageRef } from '#shared/contracts/content.ts';
import type { PageCrumb } from '#shared/contracts/page.ts';
import type { Ariane, BlogFolderContent } from '#shared/contracts/town.ts';
import { cropText } from '#shared/lib/format.ts';
import { slugify } from '#shared/lib/slug.ts';

export interface BlogFolderItem {
  id: number;
  title: string;
  slug: string;
  description: string | null;
}

export interface BlogArticleItem {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: ImageRef | null;
  publishedAt: string;
}

export interface BlogListing {
  folder: BlogFolderItem | null;
  folders: BlogFolderItem[];
  articles: BlogArticleItem[];
  total: number;
  page: number;
  nbItem: number;
}

const folderItem = (f: BlogFolderItem): BlogFolderItem => ({
  id: f.id,
  title: f.title,
  slug: f.slug,
  description: f.description,
});

export function toBlogListing(content: BlogFolderContent): BlogListing {
  return {
    folder: content.folder ? folderItem(content.folder) : null,
    folders: content.folders.map(folderItem),
    articles: content.blogs.map((b) => ({
      id: b.id,
      title: b.title,
      slug: b.slug,
      excerpt: cropText(b.summary ?? ''),
      image: b.image,
      publishedAt: b.publishedAt,
    })),
    total: content.total,
    page: content.page,
    nbItem: content.nbItem,
  };
}

/** Breadcrumbs of a blog page below "Blog": the folders from the root down, then the article
 * (SPEC §7 /blog/folder/ariane/{id}, /blog/ariane/{id}). */
export function blogCrumbs(ariane: Ariane): PageCrumb[] {
  return ariane.map((entry) => ({
    title: entry.title,
    path:
      entry.kind === 'folder'
        ? blogFolderPath(entry.id, entry.slug, entry.title, slugify)
        : blogPath(entry.id, entry.slug, entry.title, slugify),
  }));
}

/** The content call of a folder (null: the root), page `page`, 12 articles a page (SPEC §9). */
export function blogFolderRequest(folderId: number | null, page: number) {
  return {
    path: folderId === null ? '/blog/folder/list' : `/blog/folder/list/${folderId}`,
    query: new URLSearchParams({ page: String(page), nbItem: String(PAGE_SIZES.blog) }).toString(),
  };
}
