// Writers of a demo site's content: news, elements of every section (agenda with registrations,
// associations, schools, menus, shops…), albums, blog, forms, popups, services, reviews and the
// footer. Rich text is sanitised here like any HTML an admin saves.
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import { slugify } from '#shared/lib/slug.ts';
import type { Db } from '../db/client.ts';
import {
  albumImages,
  albums,
  blogFolders,
  blogs,
  elements,
  eventRegistrations,
  forms,
  googleReviews,
  news,
  popups,
  services,
} from '../db/schema.ts';
import { sanitizeRichText } from '../modules/content/sanitize.ts';
import { daysFrom, elementDates, elevenInParis, eventOffset } from './dates.ts';
import type { SeedBlogFolder, SeedNews } from './load/content.ts';
import type { SeedSite } from './load/site.ts';

const locale = DEFAULT_LOCALE.code;

export async function seedNews(db: Db, siteId: number, items: SeedNews[], now: Date) {
  if (!items.length) return;
  await db.insert(news).values(
    items.map((item) => ({
      siteId,
      locale,
      title: item.title,
      slug: slugify(item.title),
      summary: item.summary,
      body: sanitizeRichText(item.html),
      image: item.image ?? null,
      isPromoted: item.promoted,
      publishedAt: daysFrom(now, -item.daysAgo),
    })),
  );
}

export async function seedElements(db: Db, siteId: number, sections: SeedSite['elements'], now: Date) {
  const eleven = elevenInParis(now);
  for (const { route, items } of sections) {
    for (const [order, item] of items.entries()) {
      const { startAt, endAt, data } = elementDates(item, eleven);
      const [row] = await db
        .insert(elements)
        .values({
          siteId,
          route,
          locale,
          title: item.title,
          slug: slugify(item.title),
          summary: item.summary,
          body: sanitizeRichText(item.html),
          images: item.images ?? [],
          tags: item.tags ?? [],
          startAt,
          endAt,
          data,
          order,
          // published a little before now, or before the event for past ones
          publishedAt: daysFrom(now, Math.min(-1, eventOffset(item) - 30)),
        })
        .returning({ id: elements.id });
      const capacity = item.data?.capacity;
      if (item.fullyBooked && typeof capacity === 'number' && row) {
        await db.insert(eventRegistrations).values(
          Array.from({ length: capacity }, (_, i) => ({
            siteId,
            elementId: row.id,
            name: `Participant ${i + 1}`,
            email: `inscrit-${i + 1}-${randomBytes(3).toString('hex')}@exemple.invalid`,
            status: 'CONFIRMED' as const,
            createdAt: daysFrom(now, -2),
          })),
        );
      }
    }
  }
}

export async function seedAlbums(db: Db, siteId: number, items: SeedSite['albums'], now: Date) {
  for (const [order, album] of items.entries()) {
    const [row] = await db
      .insert(albums)
      .values({
        siteId,
        title: album.title,
        slug: slugify(album.title),
        description: album.description,
        cover: album.images[0] ?? null,
        order,
        publishedAt: daysFrom(now, -album.daysAgo),
      })
      .returning({ id: albums.id });
    await db
      .insert(albumImages)
      .values(album.images.map((image, i) => ({ siteId, albumId: row!.id, image, order: i })));
  }
}

export async function seedBlog(
  db: Db,
  siteId: number,
  folders: SeedBlogFolder[],
  now: Date,
  parentId: number | null = null,
) {
  for (const [order, folder] of folders.entries()) {
    const [row] = await db
      .insert(blogFolders)
      .values({
        siteId,
        parentId,
        title: folder.title,
        slug: slugify(folder.title),
        description: folder.description,
        order,
      })
      .returning({ id: blogFolders.id });
    if (folder.articles.length) {
      await db.insert(blogs).values(
        folder.articles.map((article) => ({
          siteId,
          folderId: row!.id,
          locale,
          title: article.title,
          slug: slugify(article.title),
          summary: article.summary,
          body: sanitizeRichText(article.html),
          image: article.image ?? null,
          publishedAt: daysFrom(now, -article.daysAgo),
        })),
      );
    }
    if (folder.folders.length) await seedBlog(db, siteId, folder.folders, now, row!.id);
  }
}

/** Answers to a form are mailed to `notifyEmail`, the site's COMPANY_EMAIL. */
export async function seedForms(db: Db, siteId: number, items: SeedSite['forms'], notifyEmail: string) {
  if (!items.length) return;
  await db.insert(forms).values(
    items.map((form) => ({
      siteId,
      title: form.title,
      description: form.description,
      fields: form.fields,
      successMessage: form.successMessage,
      notifyEmail,
    })),
  );
}

export async function seedPopups(db: Db, siteId: number, items: SeedSite['popups']) {
  if (!items.length) return;
  await db.insert(popups).values(
    items.map((popup) => ({
      siteId,
      title: popup.title,
      body: sanitizeRichText(popup.html),
      link: popup.link ?? null,
      showOnEveryReload: popup.showOnEveryReload,
      hideDurationDays: popup.hideDurationDays,
    })),
  );
}

export async function seedServices(db: Db, siteId: number, items: SeedSite['services']) {
  if (!items.length) return;
  await db.insert(services).values(
    items.map((service, order) => ({
      siteId,
      title: service.title,
      slug: slugify(service.title),
      summary: service.summary,
      body: sanitizeRichText(service.html),
      tags: service.tags,
      price: service.price ?? null,
      order,
    })),
  );
}

export async function seedReviews(db: Db, siteId: number, items: SeedSite['reviews'], now: Date) {
  if (!items.length) return;
  await db.insert(googleReviews).values(
    items.map((review) => ({
      siteId,
      author: review.author,
      rating: review.rating,
      text: review.text,
      publishedAt: daysFrom(now, -review.daysAgo),
    })),
  );
}

/** Footer links and partner logos are elements of the routes `link-footer` and `logo-footer`. */
export async function seedFooter(db: Db, siteId: number, { links, partners }: SeedSite['footer']) {
  const rows = [
    ...links.map((link, order) => ({
      siteId,
      route: 'link-footer',
      locale,
      title: link.title,
      slug: slugify(link.title),
      data: { url: link.url },
      order,
    })),
    ...partners.map((partner, order) => ({
      siteId,
      route: 'logo-footer',
      locale,
      title: partner.title,
      slug: slugify(partner.title),
      images: [
        {
          url: partner.logo,
          alt: partner.title,
          filename: partner.logo.split('/').pop() ?? null,
          width: partner.width ?? null,
          height: partner.height ?? null,
        },
      ],
      order,
    })),
  ];
  if (rows.length) await db.insert(elements).values(rows);
}
