// What the block editor's forms offer to choose from (ADR 015): the site's own forms, albums,
// blog folders, popups, newsletter lists, element routes, addresses and media, read in one call
// when the editor opens. Only the signed-in administrator's site is read.
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import type { BlockOptions } from '#shared/contracts/admin-layout.ts';
import {
  albums,
  blogFolders,
  companyAddresses,
  elements,
  forms,
  media,
  newsletterLists,
  popups,
} from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';

/** The newest files offered in the pickers (the media library lists them all). */
const MEDIA_SHOWN = 500;

const addressTitle = (a: { name: string; address: string; postalCode: string; city: string }) =>
  `${a.name} — ${a.address}, ${a.postalCode} ${a.city}`;

export async function blockOptions(ctx: RequestContext): Promise<BlockOptions> {
  const { db } = ctx;
  const siteId = ctx.site.id;
  const mediaOf = (type: string) =>
    db
      .select({ key: media.key, alt: media.alt, width: media.width, height: media.height })
      .from(media)
      .where(and(eq(media.siteId, siteId), like(media.type, `${type}/%`)))
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(MEDIA_SHOWN);
  const [routes, formRows, albumRows, folderRows, popupRows, listRows, addressRows, images, videos] =
    await Promise.all([
      db
        .select({ route: elements.route, count: count() })
        .from(elements)
        .where(and(eq(elements.siteId, siteId), eq(elements.isPublished, true)))
        .groupBy(elements.route)
        .orderBy(asc(elements.route)),
      db
        .select({ id: forms.id, title: forms.title })
        .from(forms)
        .where(eq(forms.siteId, siteId))
        .orderBy(asc(forms.title)),
      db
        .select({ id: albums.id, title: albums.title })
        .from(albums)
        .where(eq(albums.siteId, siteId))
        .orderBy(asc(albums.order), asc(albums.id)),
      db
        .select({ id: blogFolders.id, title: blogFolders.title })
        .from(blogFolders)
        .where(eq(blogFolders.siteId, siteId))
        .orderBy(asc(blogFolders.title)),
      db
        .select({ id: popups.id, title: popups.title })
        .from(popups)
        .where(eq(popups.siteId, siteId))
        .orderBy(asc(popups.title)),
      db
        .select({ id: newsletterLists.id, title: newsletterLists.name })
        .from(newsletterLists)
        .where(eq(newsletterLists.siteId, siteId))
        .orderBy(asc(newsletterLists.order), asc(newsletterLists.id)),
      db
        .select({
          id: companyAddresses.id,
          name: companyAddresses.name,
          address: companyAddresses.address,
          postalCode: companyAddresses.postalCode,
          city: companyAddresses.city,
        })
        .from(companyAddresses)
        .where(eq(companyAddresses.siteId, siteId))
        .orderBy(asc(companyAddresses.order), asc(companyAddresses.id)),
      mediaOf('image'),
      mediaOf('video'),
    ]);
  return {
    routes,
    forms: formRows,
    albums: albumRows,
    blogFolders: folderRows,
    popups: popupRows,
    newsletterLists: listRows,
    addresses: addressRows.map((a) => ({ id: a.id, title: addressTitle(a) })),
    images: images.map((m) => ({ url: `/media/${m.key}`, alt: m.alt, width: m.width, height: m.height })),
    videos: videos.map((m) => ({ url: `/media/${m.key}` })),
  };
}
