// The isolation fixture: both demo sites hold rows with the SAME ids and slugs, each
// marked with its own site's marker, and an identity of every kind on both sites.
import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { createOperatorSession, createSession } from '../../server/modules/auth/sessions.ts';
import { createOperator } from '../../server/modules/operators/operators.ts';
import { createVault } from '../../server/modules/secrets/vault.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { TEST_SECRETS_KEY } from '../support/payments.ts';
import { siteId } from '../support/sessions.ts';

export const SITES = ['town', 'wine'] as const;
export type SiteKey = (typeof SITES)[number];
export const HOSTS: Record<SiteKey, string> = { town: 'localhost', wine: 'vins.localhost' };
export const MARKER: Record<SiteKey, string> = { town: 'MARK-TOWN', wine: 'MARK-WINE' };
export const IDENTITIES = ['anonymous', 'visitor', 'admin', 'superAdmin'] as const;
export type Identity = (typeof IDENTITIES)[number];
export const FIXTURE_PASSWORD = 'fixture-passphrase-long';

/** Shared ids: the same number names a row on each site. */
export const SHARED = {
  user: 900_001,
  admin: 900_002,
  superAdmin: 900_003,
  news: 900_010,
  element: 900_020,
  page: 900_030,
  /** A page whose URL names its site's marker: lists of URLs (the sitemap) can show a leak. */
  markedPage: 900_031,
  address: 900_040,
  addressType: 900_050,
  variation: 900_060,
  app: 900_070,
  list: 900_080,
  event: 900_090,
  album: 900_100,
  folder: 900_110,
  blog: 900_120,
  service: 900_130,
  popup: 900_140,
  review: 900_150,
  form: 900_160,
  layout: 900_170,
  product: 900_180,
  recommendedProduct: 900_181,
  declination: 900_190,
  award: 900_200,
  carrier: 900_210,
  /** An order of the visitor, with the same number on both sites. */
  order: 900_220,
  /** A file of the media library, shown on the shared page's layout. */
  media: 900_230,
};

/** The shared order's number, and the key of its link on both sites (hashed as the app does). */
export const SHARED_ORDER_NUMBER = 'CMD-2026-900220';
export const SHARED_ORDER_KEY = 'matrix-order-key-shared-by-both-sites';

/** The second factor of the fixture's operators (base32). */
export const FIXTURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface Fixture {
  siteIds: Record<SiteKey, number>;
  /** The operator named after each site (an operator belongs to no site; its session does). */
  operatorIds: Record<SiteKey, number>;
  tokens: Record<SiteKey, Record<Exclude<Identity, 'anonymous'>, string>>;
}

export async function buildFixture(database: Database, now: Date): Promise<Fixture> {
  const { db } = database;
  const siteIds = {
    town: await siteId(database, 'vallon-sur-lys'),
    wine: await siteId(database, 'domaine-du-vallon'),
  };
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const tokens = {} as Fixture['tokens'];
  const operatorIds = {} as Fixture['operatorIds'];
  for (const key of SITES) {
    const id = siteIds[key];
    const mark = MARKER[key];
    await db.insert(schema.users).values([
      {
        siteId: id,
        id: SHARED.user,
        email: `${mark.toLowerCase()}-visitor@example.org`,
        passwordHash,
        role: 'USER',
        firstname: `${mark}-first`,
        lastname: `${mark}-last`,
        emailVerifiedAt: now,
      },
      {
        siteId: id,
        id: SHARED.admin,
        email: `${mark.toLowerCase()}-admin@example.org`,
        passwordHash,
        role: 'ADMIN',
        firstname: `${mark}-admin`,
      },
    ]);
    // the super administrator is an operator of the deployment (ADR 013), signed in on this host
    const operator = await createOperator(db, createVault(TEST_SECRETS_KEY)!, {
      email: `${mark.toLowerCase()}-super@example.org`,
      password: FIXTURE_PASSWORD,
      totpSecret: FIXTURE_TOTP_SECRET,
    });
    operatorIds[key] = operator.id;
    tokens[key] = {
      visitor: (await createSession(db, id, SHARED.user, now)).token,
      admin: (await createSession(db, id, SHARED.admin, now)).token,
      superAdmin: (await createOperatorSession(db, id, operator.id, now)).token,
    };
    await db.insert(schema.news).values({
      siteId: id,
      id: SHARED.news,
      locale: 'fr_FR',
      title: `${mark}-news`,
      slug: 'mark-news',
      body: `<p>${mark}</p>`,
      isPromoted: true,
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.elements).values({
      siteId: id,
      id: SHARED.element,
      route: 'link-footer',
      locale: 'fr_FR',
      title: `${mark}-element`,
      slug: 'mark-element',
      data: { url: `https://example.org/${mark}` },
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.pages).values({
      siteId: id,
      id: SHARED.page,
      locale: 'fr_FR',
      url: 'mark-page',
      path: 'mark-page',
      title: `${mark}-page`,
    });
    await db.insert(schema.pages).values({
      siteId: id,
      id: SHARED.markedPage,
      locale: 'fr_FR',
      url: `${mark.toLowerCase()}-own`,
      path: `${mark.toLowerCase()}-own`,
      title: `${mark}-own-page`,
    });
    await db.insert(schema.pageLayouts).values({
      siteId: id,
      id: SHARED.layout,
      pageId: SHARED.page,
      blocks: [{ id: 'm', type: 'richText', html: `<p>${mark}-layout</p>` }],
      css: `.marked::after { content: "${mark}-css" }`,
    });
    await db.insert(schema.componentConfs).values({ siteId: id, slug: 'mark-conf', conf: { mark } });
    await db
      .insert(schema.addressTypes)
      .values({ siteId: id, id: SHARED.addressType, value: 'MARK', label: `${mark}-type` });
    await db.insert(schema.companyAddresses).values({
      siteId: id,
      id: SHARED.address,
      name: `${mark}-address`,
      address: '1 rue',
      postalCode: '00000',
      city: mark,
    });
    await db
      .insert(schema.companyAddressTypes)
      .values({ siteId: id, addressId: SHARED.address, typeId: SHARED.addressType });
    await db
      .insert(schema.variations)
      .values({ siteId: id, id: SHARED.variation, position: 1, label: `${mark}-variation` });
    await db
      .insert(schema.externalApps)
      .values({ siteId: id, id: SHARED.app, app: 'MARK_APP', publicConfig: { mark } });
    await db.insert(schema.newsletterLists).values({ siteId: id, id: SHARED.list, name: `${mark}-list` });
    await db.insert(schema.newsletterSubscriptions).values({
      siteId: id,
      listId: SHARED.list,
      email: `${mark.toLowerCase()}-visitor@example.org`,
      userId: SHARED.user,
      status: 'CONFIRMED',
    });
    await setParameters(db, id, { COMPANY_FAX: `${mark}-param` });
    const future = new Date(now.getTime() + 30 * 86_400_000);
    await db.insert(schema.elements).values({
      siteId: id,
      id: SHARED.event,
      route: 'agenda',
      locale: 'fr_FR',
      title: `${mark}-event`,
      slug: 'mark-event',
      startAt: future,
      data: { registration: true, capacity: 100, location: mark },
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.eventRegistrations).values({
      siteId: id,
      elementId: SHARED.event,
      name: `${mark}-attendee`,
      email: `${mark.toLowerCase()}-attendee@example.org`,
      status: 'CONFIRMED',
    });
    await db.insert(schema.albums).values({
      siteId: id,
      id: SHARED.album,
      title: `${mark}-album`,
      slug: 'mark-album',
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.albumImages).values({
      siteId: id,
      albumId: SHARED.album,
      image: { url: `/demo/${mark}.svg`, alt: `${mark}-image` },
    });
    await db
      .insert(schema.blogFolders)
      .values({ siteId: id, id: SHARED.folder, title: `${mark}-folder`, slug: 'mark-folder' });
    await db.insert(schema.blogs).values({
      siteId: id,
      id: SHARED.blog,
      folderId: SHARED.folder,
      locale: 'fr_FR',
      title: `${mark}-blog`,
      slug: 'mark-blog',
      body: `<p>${mark}</p>`,
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.services).values({
      siteId: id,
      id: SHARED.service,
      title: `${mark}-service`,
      slug: 'mark-service',
      tags: ['mark'],
    });
    await db
      .insert(schema.popups)
      .values({ siteId: id, id: SHARED.popup, title: `${mark}-popup`, body: `<p>${mark}</p>` });
    await db.insert(schema.media).values({
      siteId: id,
      id: SHARED.media,
      key: `matrice/${mark.toLowerCase()}.png`,
      type: 'image/png',
      size: 68,
      width: 1,
      height: 1,
      alt: `${mark}-media`,
    });
    await db.insert(schema.mediaUsages).values({
      siteId: id,
      mediaId: SHARED.media,
      entityKind: 'page_layouts',
      entityId: SHARED.layout,
      field: 'blocks',
    });
    await db.insert(schema.googleReviews).values({
      siteId: id,
      id: SHARED.review,
      author: `${mark}-author`,
      rating: 5,
      text: mark,
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await db.insert(schema.forms).values({
      siteId: id,
      id: SHARED.form,
      title: `${mark}-form`,
      fields: [{ name: 'name', label: mark, type: 'text', required: true }],
      successMessage: `${mark}-thanks`,
    });
    // both sites sell here, so that a shop call on one could show the other's catalogue
    await db.update(schema.siteInfo).set({ isEcommerce: true }).where(eq(schema.siteInfo.siteId, id));
    const wine = {
      siteId: id,
      type: 'WINE',
      appellation: mark,
      colour: 'RED',
      description: `${mark}-description`,
      priceCents: 1000,
      quantity: 50,
      tags: ['mark'],
    };
    await db.insert(schema.products).values([
      { ...wine, id: SHARED.product, name: `${mark}-bottle`, slug: 'marked-bottle' },
      { ...wine, id: SHARED.recommendedProduct, name: `${mark}-other-bottle`, slug: 'marked-other-bottle' },
    ]);
    await db.insert(schema.productDeclinations).values({
      siteId: id,
      id: SHARED.declination,
      productId: SHARED.product,
      year: 2024,
      capacityMl: 750,
      capacityUnit: 'CENTILITRE',
      priceCents: 1000,
      quantity: 50,
    });
    await db.insert(schema.awards).values({
      siteId: id,
      id: SHARED.award,
      productId: SHARED.product,
      name: `${mark}-award`,
      competition: mark,
    });
    await db
      .insert(schema.productRecommendations)
      .values({ siteId: id, productId: SHARED.product, recommendedId: SHARED.recommendedProduct });
    await db.insert(schema.carriers).values({
      siteId: id,
      id: SHARED.carrier,
      name: `${mark}-carrier`,
      deliveryType: 'DELIVERY',
      zones: ['metro'],
      rates: [{ upToBottles: 100, price: 9 }],
    });
    await db.insert(schema.orders).values({
      siteId: id,
      id: SHARED.order,
      number: SHARED_ORDER_NUMBER,
      state: 'AWAITING_PAYMENT',
      paymentMethod: 'BANK_TRANSFER',
      userId: SHARED.user,
      email: `${mark.toLowerCase()}-visitor@example.org`,
      emailKey: `${mark.toLowerCase()}-visitor@example.org`,
      firstname: mark,
      lastname: mark,
      phone: '0600000000',
      deliveryType: 'DELIVERY',
      carrierId: SHARED.carrier,
      carrierName: `${mark}-carrier`,
      deliveryAddress: {
        firstname: mark,
        lastname: mark,
        address: mark,
        postalCode: '21190',
        city: mark,
        country: 250,
      },
      billingAddress: {
        firstname: mark,
        lastname: mark,
        address: mark,
        postalCode: '21190',
        city: mark,
        country: 250,
      },
      subtotalCents: 1000,
      shippingCents: 900,
      totalCents: 1900,
      // far ahead: no sweep or order of the matrix cancels it
      reservedUntil: new Date('2100-01-01T00:00:00Z'),
      accessTokenHash: createHash('sha256').update(SHARED_ORDER_KEY).digest('hex'),
    });
    await db.insert(schema.orderLines).values({
      siteId: id,
      orderId: SHARED.order,
      position: 0,
      productId: SHARED.product,
      declinationId: SHARED.declination,
      name: `${mark}-order-line`,
      quantity: 1,
      unitPriceCents: 1000,
      stockTaken: false,
    });
    await db.insert(schema.contactMessages).values({
      siteId: id,
      name: mark,
      email: `${mark.toLowerCase()}@example.org`,
      subject: mark,
      message: mark,
    });
  }
  return { siteIds, operatorIds, tokens };
}

/** Every tenant table of the schema (those with a site_id column). */
export const TENANT_TABLES = Object.values(schema).filter(
  (value): value is (typeof schema)['users'] =>
    typeof value === 'object' && value !== null && 'siteId' in (getTableColumns(value as never) ?? {}),
);

/** A fingerprint of every row a site owns, to prove a request changed nothing there: one digest
 * per tenant table, in one statement (the matrix takes some 600 of them). */
export async function siteFingerprint(database: Database, id: number): Promise<string> {
  const digests = TENANT_TABLES.map(
    (table) =>
      sql`(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t where t.site_id = ${id})`,
  );
  const result = (await database.db.execute(
    sql`select ${sql.join(digests, sql` || ':' || `)} as fingerprint`,
  )) as unknown as { rows: { fingerprint: string }[] };
  return result.rows[0]!.fingerprint;
}
