// One demo site written from its data folder (load/site.ts), table by table in the order that
// references need: pages before their blocks, forms, albums and popups before the blocks that
// show them.
import type { Db } from '../db/client.ts';
import { reindexMediaUsages } from '../modules/media/library.ts';
import type { MediaStorage } from '../modules/media/storage.ts';
import {
  seedAlbums,
  seedBlog,
  seedElements,
  seedFooter,
  seedForms,
  seedNews,
  seedPopups,
  seedReviews,
  seedServices,
} from './content.ts';
import { drawingsOf, illustrationKey, seedIllustrations } from './illustrations/index.ts';
import { resolveDatePlaceholders } from './load/date-placeholders.ts';
import type { SeedSite } from './load/site.ts';
import { importSeedMedia } from './media.ts';
import { seedPageBlocks, seedPages } from './page-blocks.ts';
import { seedAddresses, seedComponentConfs, seedNewsletterLists, seedShop, seedTheme } from './setup.ts';
import { seedProducts } from './shop.ts';
import { createSite, setParameters } from './writers.ts';

export async function seedSite(
  db: Db,
  written: SeedSite,
  {
    now,
    port,
    media,
    illustrationCache,
  }: { now: Date; port: number; media: MediaStorage; illustrationCache?: string | undefined },
) {
  // the dates the texts mention, written from the same data as the dates the site shows
  const data = resolveDatePlaceholders(written, written.elements, now);
  const { site, parameters } = data;
  const siteId = await createSite(db, {
    slug: data.slug,
    name: site.name,
    hosts: site.hosts,
    url: `http://${site.hosts[0]}:${port}`,
    townSlug: site.townSlug ?? null,
    isWinemaker: site.isWinemaker,
    isEcommerce: site.isEcommerce,
    organisationType: site.organisationType,
    technicalFileModel: site.technicalFileModel,
  });
  await importSeedMedia(db, media, siteId, data.slug);
  await seedIllustrations(db, media, siteId, drawingsOf(data), illustrationCache);
  await seedTheme(
    db,
    siteId,
    parameters.COMPANY_NAME ?? site.name,
    site.banner ? illustrationKey(site.banner) : null,
  );
  await setParameters(db, siteId, parameters);
  const pageIds = await seedPages(db, siteId, data.pages);
  await seedNews(db, siteId, data.news, now);
  await seedFooter(db, siteId, data.footer);
  await seedAddresses(db, siteId, data.addresses);
  await seedComponentConfs(db, siteId, site.componentConfs);
  await seedNewsletterLists(db, siteId, data.newsletterLists);
  await seedShop(db, siteId, data.shop);
  await seedProducts(db, siteId, data.wines);
  await seedReviews(db, siteId, data.reviews, now);
  await seedElements(db, siteId, data.elements, now);
  await seedAlbums(db, siteId, data.albums, now);
  await seedBlog(db, siteId, data.blog, now);
  await seedForms(db, siteId, data.forms, parameters.COMPANY_EMAIL ?? '');
  await seedPopups(db, siteId, data.popups);
  await seedServices(db, siteId, data.services);
  await seedPageBlocks(db, siteId, data.pages, pageIds);
  await reindexMediaUsages(db, siteId);
  return siteId;
}
