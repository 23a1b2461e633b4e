// The content types of issue 3 in the demo seed: more news, elements of every route (agenda
// with registrations, associations, schools, menus, shops…), albums, blog, forms, popups,
// services and reviews. Dates are relative to the seed's "now" so the demo stays current.
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE } from '#shared/config/locales.ts';
import { slugify } from '#shared/lib/slug.ts';
import { sanitizeRichText } from '../../modules/content/sanitize.ts';
import type { Db } from '../client.ts';
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
} from '../schema.ts';
import type {
  SeedAlbum,
  SeedBlogFolder,
  SeedElement,
  SeedForm,
  SeedNewsItem,
  SeedPopup,
  SeedReview,
  SeedService,
} from './content/town-content.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const locale = DEFAULT_LOCALE.code;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** 11:00 in Paris on the seed's day: the event times of the seed files count from it. */
export function elevenInParis(now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-]\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const minutes = offset ? Number(offset[1]) * 60 + Math.sign(Number(offset[1])) * Number(offset[2]) : 0;
  return new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 11) - minutes * 60_000,
  );
}

export async function seedMoreNews(db: Db, siteId: number, items: SeedNewsItem[], now: Date) {
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
      publishedAt: at(now, -item.daysAgo),
    })),
  );
}

/** The dates of a seeded element: an event's start and end; the day of a council meeting
 * (`meetingDaysAgo`, at 19:00) or of a civil registry event (`dateDaysAgo`); the school week of
 * a menu (`weekStartInDays`, Monday to Friday). Those seed-only keys leave `data`. */
export function elementDates(
  item: Pick<SeedElement, 'startInDays' | 'durationHours' | 'data'>,
  eleven: Date,
): { startAt: Date | null; endAt: Date | null; data: Record<string, unknown> } {
  const { meetingDaysAgo, dateDaysAgo, weekStartInDays, ...data } = item.data ?? {};
  const days = (value: unknown) => (typeof value === 'number' ? value : null);
  if (item.startInDays !== undefined) {
    const startAt = at(eleven, item.startInDays);
    const endAt = item.durationHours ? new Date(startAt.getTime() + item.durationHours * HOUR) : null;
    return { startAt, endAt, data };
  }
  const meeting = days(meetingDaysAgo);
  if (meeting !== null)
    return { startAt: new Date(at(eleven, -meeting).getTime() + 8 * HOUR), endAt: null, data };
  const registry = days(dateDaysAgo);
  if (registry !== null) return { startAt: at(eleven, -registry), endAt: null, data };
  const week = days(weekStartInDays);
  if (week !== null) return { startAt: at(eleven, week), endAt: at(eleven, week + 4), data };
  return { startAt: null, endAt: null, data };
}

export async function seedElements(
  db: Db,
  siteId: number,
  byRoute: Record<string, SeedElement[]>,
  now: Date,
) {
  const eleven = elevenInParis(now);
  for (const [route, items] of Object.entries(byRoute)) {
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
          publishedAt: at(now, Math.min(-1, (item.startInDays ?? 0) - 30)),
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
            createdAt: at(now, -2),
          })),
        );
      }
    }
  }
}

export async function seedAlbums(db: Db, siteId: number, items: SeedAlbum[], now: Date) {
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
        publishedAt: at(now, -album.daysAgo),
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
          publishedAt: at(now, -article.daysAgo),
        })),
      );
    }
    if (folder.folders?.length) await seedBlog(db, siteId, folder.folders, now, row!.id);
  }
}

export async function seedForms(db: Db, siteId: number, items: SeedForm[], notifyEmail: string) {
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

export async function seedPopups(db: Db, siteId: number, items: SeedPopup[]) {
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

export async function seedServices(db: Db, siteId: number, items: SeedService[]) {
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

export async function seedReviews(db: Db, siteId: number, items: SeedReview[], now: Date) {
  if (!items.length) return;
  await db.insert(googleReviews).values(
    items.map((review) => ({
      siteId,
      author: review.author,
      rating: review.rating,
      text: review.text,
      publishedAt: at(now, -review.daysAgo),
    })),
  );
}
