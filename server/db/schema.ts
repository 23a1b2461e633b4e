// Tenant tables follow ADR 002: `site_id` first in every key, ids from one identity
// sequence per table, composite foreign keys. `sites` and `site_domains` are the routing
// tables (Citus reference tables), see docs/decisions/002-tenancy-keys.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
const siteId = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });
const identity = () => integer().notNull().generatedByDefaultAsIdentity();

export const sites = pgTable('sites', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Bumped on every content write; caches keyed by site compare it (docs/architecture.md). */
  contentVersion: integer().notNull().default(1),
  ...timestamps,
});

export const siteDomains = pgTable(
  'site_domains',
  {
    host: text().primaryKey(),
    siteId: siteId(),
    isPrimary: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId)],
);

export interface OnlineImage {
  id?: number;
  externalId?: string | null;
  externalType?: string | null;
  externalPath?: string | null;
  url: string;
  name?: string | null;
  quality?: number | null;
}

export const siteInfo = pgTable('site_info', {
  siteId: integer()
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  devUrl: text(),
  prodUrl: text(),
  server: text(),
  townSlug: text(),
  isWinemaker: boolean().notNull().default(false),
  isEcommerce: boolean().notNull().default(false),
  isBuilding: boolean().notNull().default(false),
  technicalFileModel: text(),
  dashboardType: text().notNull().default('STANDARD'),
  defaultLang: text().notNull().default('fr_FR'),
  organisationType: text().notNull().default('Organization'),
});

export const languages = pgTable(
  'languages',
  {
    siteId: siteId(),
    id: identity(),
    code: text().notNull(),
    iso: text().notNull(),
    label: text().notNull(),
    deeplCode: text(),
    prefix: text().notNull().default(''),
    country: jsonb().$type<{
      id: number;
      alphaTwo: string;
      alphaThree: string;
      numCode: string;
      name: string;
    }>(),
    isValid: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.code)],
);

export type PageLinkType = 'NONE' | 'BLANK' | 'SELF';

export const pages = pgTable(
  'pages',
  {
    siteId: siteId(),
    id: identity(),
    locale: text().notNull(),
    parentId: integer(),
    order: integer().notNull().default(0),
    /** The page's own segment (SPEC §3 `url`). */
    url: text().notNull(),
    /** Whole path without leading slash, kept in step with the tree by the pages module. */
    path: text().notNull(),
    title: text().notNull(),
    menuTitle: text(),
    metaDescription: text(),
    menuIcon: text(),
    isValid: boolean().notNull().default(true),
    isText: boolean().notNull().default(false),
    type: text().$type<'V1' | 'GRAPE'>().notNull().default('V1'),
    showInMenu: boolean().notNull().default(true),
    isFixedOnRight: boolean().notNull().default(false),
    useAbsoluteMenu: boolean().notNull().default(false),
    reload: boolean().notNull().default(false),
    isCmsPage: boolean().notNull().default(true),
    cmsRoute: text(),
    isCustomHeader: boolean().notNull().default(false),
    isCustomFooter: boolean().notNull().default(false),
    isEcommercePage: boolean().notNull().default(false),
    linkType: text().$type<PageLinkType>().notNull().default('NONE'),
    linkUrl: text(),
    linkJsCode: text(),
    /** Kept out of search engines (meta robots noindex) while published (ADR 014). */
    noindex: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.parentId], foreignColumns: [t.siteId, t.id] }).onDelete('cascade'),
    uniqueIndex().on(t.siteId, t.locale, t.path),
    index().on(t.siteId, t.locale, t.parentId, t.order),
  ],
);

export type LayoutBlock = { id: string; type: string } & Record<string, unknown>;

export const pageLayouts = pgTable(
  'page_layouts',
  {
    siteId: siteId(),
    id: identity(),
    pageId: integer().notNull(),
    name: text().notNull().default('default'),
    isActive: boolean().notNull().default(true),
    /** Ordered typed blocks (type V1 pages); HTML inside is sanitised on save. */
    blocks: jsonb().$type<LayoutBlock[]>().notNull().default([]),
    /** GrapesJS pages (type GRAPE): sanitised HTML and CSS. */
    html: text(),
    css: text(),
    hash: text(),
    /** The page builder's preview image of this layout (storage key) and the hash of the HTML
     * and CSS it was taken of (ADR 006, amended by issue 14): stale when they differ. */
    previewKey: text(),
    previewHash: text(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.pageId], foreignColumns: [pages.siteId, pages.id] }).onDelete(
      'cascade',
    ),
    index().on(t.siteId, t.pageId),
    // a page's live layout (`default`) and its draft (`draft`, ADR 015): one of each
    uniqueIndex().on(t.siteId, t.pageId, t.name),
  ],
);

/** What publishing a layout replaced (ADR 015): the 20 newest per layout are kept. */
export const layoutRevisions = pgTable(
  'layout_revisions',
  {
    siteId: siteId(),
    id: identity(),
    layoutId: integer().notNull(),
    blocks: jsonb().$type<LayoutBlock[]>().notNull().default([]),
    html: text(),
    css: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who published the replaced layout's successor; forgotten as the audit log's authors are. */
    actorKind: text().$type<'USER' | 'OPERATOR'>(),
    actorId: integer(),
    actorEmail: text(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.layoutId],
      foreignColumns: [pageLayouts.siteId, pageLayouts.id],
    }).onDelete('cascade'),
    index().on(t.siteId, t.layoutId, t.createdAt),
  ],
);

export const siteParameters = pgTable(
  'site_parameters',
  {
    siteId: siteId(),
    id: identity(),
    type: text().notNull(),
    kind: text().$type<'STRING' | 'BOOLEAN' | 'NUMBER' | 'TEXT' | 'LINK'>().notNull(),
    label: text().notNull(),
    value: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.type)],
);

export const logos = pgTable(
  'logos',
  {
    siteId: siteId(),
    id: identity(),
    type: text().$type<'LOGO' | 'LOGO_FAVICON' | 'LOGO_FOOTER'>().notNull(),
    filename: text().notNull(),
    alt: text().notNull().default(''),
    onlineImage: jsonb().$type<OnlineImage>(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.type)],
);

/** Font files a site uploaded (ADR 016): each a media file, declared by the public pages with
 * `@font-face` under its family, weight and style. */
export const fontFiles = pgTable(
  'font_files',
  {
    siteId: siteId(),
    id: identity(),
    family: text().notNull(),
    weight: integer().notNull(),
    style: text().$type<'normal' | 'italic'>().notNull(),
    /** The file in the site's media (`/media/fonts/…`), recorded in its usages. */
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.family, t.weight, t.style)],
);

export const banners = pgTable(
  'banners',
  {
    siteId: siteId(),
    id: identity(),
    filename: text().notNull(),
    onlineImage: jsonb().$type<OnlineImage>(),
    positionX: text().notNull().default('center'),
    positionY: text().notNull().default('center'),
    size: text().notNull().default('cover'),
    repeat: text().notNull().default('no-repeat'),
    height: integer().notNull().default(320),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const fonts = pgTable(
  'fonts',
  {
    siteId: siteId(),
    id: identity(),
    type: text().$type<'TITLE' | 'CONTENT' | 'MENU'>().notNull(),
    family: text().notNull(),
    color: text(),
    size: text(),
    weight: text(),
    style: text(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.type)],
);

export type Role = 'USER' | 'ADMIN' | 'SUPER_ADMIN';

export const users = pgTable(
  'users',
  {
    siteId: siteId(),
    id: identity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().$type<Role>().notNull().default('USER'),
    phone: text(),
    firstname: text(),
    lastname: text(),
    birthdate: date(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** An ADMIN's second factor (ADR 013): its TOTP secret, encrypted with the secrets vault;
     * `totpPending` is a secret being set up, not yet confirmed by a code. */
    totpSecret: text(),
    totpPending: text(),
    /** The last TOTP time step accepted: a code is worth one sign-in. */
    totpLastStep: integer(),
    /** Blocked by the site's administrators (ADR 018): no sign-in, its sessions ended. */
    blockedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('users_site_id_email_lower_idx').on(t.siteId, sql`lower(${t.email})`),
    // a site's accounts go no higher than ADMIN: operators have a table of their own (ADR 013)
    check('users_role_site_level', sql`${t.role} in ('USER', 'ADMIN')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    siteId: siteId(),
    id: identity(),
    userId: integer().notNull(),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex().on(t.siteId, t.tokenHash),
    index().on(t.siteId, t.userId),
  ],
);

export const addressTypes = pgTable(
  'address_types',
  {
    siteId: siteId(),
    id: identity(),
    value: text().notNull(),
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.value)],
);

export const companyAddresses = pgTable(
  'company_addresses',
  {
    siteId: siteId(),
    id: identity(),
    name: text().notNull(),
    address: text().notNull(),
    addressPart2: text(),
    postalCode: text().notNull(),
    city: text().notNull(),
    country: text().notNull().default('FR'),
    phone: text(),
    email: text(),
    latitude: text(),
    longitude: text(),
    order: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const companyAddressTypes = pgTable(
  'company_address_types',
  {
    siteId: siteId(),
    addressId: integer().notNull(),
    typeId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.addressId, t.typeId] }),
    foreignKey({
      columns: [t.siteId, t.addressId],
      foreignColumns: [companyAddresses.siteId, companyAddresses.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.typeId],
      foreignColumns: [addressTypes.siteId, addressTypes.id],
    }).onDelete('cascade'),
  ],
);

export const variations = pgTable(
  'variations',
  {
    siteId: siteId(),
    id: identity(),
    /** Which of variation1..3 of a product this is. */
    position: integer().notNull(),
    label: text().notNull(),
    displayLabel: text(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.position)],
);

export const externalApps = pgTable(
  'external_apps',
  {
    siteId: siteId(),
    id: identity(),
    app: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    publicConfig: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    privateConfig: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.app)],
);

export interface ImageRef {
  filename?: string | null;
  name?: string | null;
  alt: string;
  url: string;
  onlineImage?: { id?: number; externalPath?: string | null } | null;
}

export const news = pgTable(
  'news',
  {
    siteId: siteId(),
    id: identity(),
    locale: text().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text(),
    body: text().notNull().default(''),
    image: jsonb().$type<ImageRef>(),
    isPromoted: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.locale, t.publishedAt)],
);

export const elements = pgTable(
  'elements',
  {
    siteId: siteId(),
    id: identity(),
    route: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text(),
    body: text().notNull().default(''),
    images: jsonb().$type<ImageRef[]>().notNull().default([]),
    startAt: timestamp({ withTimezone: true }),
    endAt: timestamp({ withTimezone: true }),
    tags: text().array().notNull().default([]),
    /** Route-specific fields (a link's URL, a school's address, …). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    order: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index().on(t.siteId, t.route, t.locale, t.order),
    index().on(t.siteId, t.route, t.startAt),
  ],
);

export const componentConfs = pgTable(
  'component_confs',
  {
    siteId: siteId(),
    slug: text().notNull(),
    conf: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.slug] })],
);

export type AuthTokenPurpose = 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'CHANGE_EMAIL' | 'INVITATION';

/** Single-use tokens sent by e-mail; only their sha256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    siteId: siteId(),
    id: identity(),
    userId: integer().notNull(),
    purpose: text().$type<AuthTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    /** CHANGE_EMAIL: the address that becomes the account's once the link is followed. */
    newEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex().on(t.siteId, t.tokenHash),
    index().on(t.siteId, t.userId, t.purpose),
  ],
);

/** Fixed-window counters shared by every app process (brute-force limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    siteId: siteId(),
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key] })],
);

export const newsletterLists = pgTable(
  'newsletter_lists',
  {
    siteId: siteId(),
    id: identity(),
    name: text().notNull(),
    description: text(),
    isDefault: boolean().notNull().default(false),
    order: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export type SubscriptionStatus = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

/** One address on one list, with the time consent was given (visitor sign-ups: ADR 006). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    siteId: siteId(),
    id: identity(),
    listId: integer().notNull(),
    email: text().notNull(),
    userId: integer(),
    status: text().$type<SubscriptionStatus>().notNull().default('PENDING'),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Double opt-in of a visitor's sign-up: sha256 of the link's token. */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.listId],
      foreignColumns: [newsletterLists.siteId, newsletterLists.id],
    }).onDelete('cascade'),
    // deleting an account erases its subscriptions too (the address is personal data)
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('newsletter_subscriptions_site_list_email_idx').on(
      t.siteId,
      t.listId,
      sql`lower(${t.email})`,
    ),
    index().on(t.siteId, t.userId),
  ],
);

// ——— the town hall's content types ———

/** PENDING holds its seats until `holdExpiresAt` (the link of the confirmation mail makes it
 * CONFIRMED); an unconfirmed hold becomes EXPIRED (server/modules/agenda/registrations.ts). */
export type RegistrationStatus = 'PENDING' | 'CONFIRMED' | 'WAITLIST' | 'EXPIRED' | 'CANCELLED';

/** Sign-ups to an agenda element; capacity is the element's `data.capacity`. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    siteId: siteId(),
    id: identity(),
    elementId: integer().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    seats: integer().notNull().default(1),
    status: text().$type<RegistrationStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Until when a PENDING registration holds its seats. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** sha256 of the confirmation link's token (the token itself is only in the mail). */
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.elementId], foreignColumns: [elements.siteId, elements.id] }).onDelete(
      'cascade',
    ),
    // an expired hold does not keep its address from registering again
    uniqueIndex('event_registrations_site_element_email_idx')
      .on(t.siteId, t.elementId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'EXPIRED'`),
    uniqueIndex('event_registrations_site_token_idx').on(t.siteId, t.confirmTokenHash),
    index().on(t.siteId, t.elementId, t.status),
  ],
);

export const albums = pgTable(
  'albums',
  {
    siteId: siteId(),
    id: identity(),
    title: text().notNull(),
    slug: text().notNull(),
    description: text(),
    cover: jsonb().$type<ImageRef>(),
    order: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.order)],
);

export const albumImages = pgTable(
  'album_images',
  {
    siteId: siteId(),
    id: identity(),
    albumId: integer().notNull(),
    image: jsonb().$type<ImageRef>().notNull(),
    order: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.albumId], foreignColumns: [albums.siteId, albums.id] }).onDelete(
      'cascade',
    ),
    index().on(t.siteId, t.albumId, t.order),
  ],
);

export const blogFolders = pgTable(
  'blog_folders',
  {
    siteId: siteId(),
    id: identity(),
    parentId: integer(),
    title: text().notNull(),
    slug: text().notNull(),
    description: text(),
    order: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.parentId], foreignColumns: [t.siteId, t.id] }).onDelete('cascade'),
    index().on(t.siteId, t.parentId, t.order),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    siteId: siteId(),
    id: identity(),
    folderId: integer(),
    locale: text().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text(),
    body: text().notNull().default(''),
    image: jsonb().$type<ImageRef>(),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.folderId],
      foreignColumns: [blogFolders.siteId, blogFolders.id],
    }).onDelete('cascade'),
    index().on(t.siteId, t.folderId, t.publishedAt),
  ],
);

export const services = pgTable(
  'services',
  {
    siteId: siteId(),
    id: identity(),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text(),
    body: text().notNull().default(''),
    image: jsonb().$type<ImageRef>(),
    tags: text().array().notNull().default([]),
    price: text(),
    order: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.order)],
);

export const popups = pgTable(
  'popups',
  {
    siteId: siteId(),
    id: identity(),
    title: text().notNull(),
    /** Sanitised HTML. */
    body: text().notNull().default(''),
    image: jsonb().$type<ImageRef>(),
    link: jsonb().$type<{ label: string; url: string }>(),
    /** Shown again on every page load, or hidden for `hideDurationDays` once closed (SPEC §2). */
    showOnEveryReload: boolean().notNull().default(false),
    hideDurationDays: integer().notNull().default(7),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const googleReviews = pgTable(
  'google_reviews',
  {
    siteId: siteId(),
    id: identity(),
    author: text().notNull(),
    rating: integer().notNull(),
    text: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.publishedAt)],
);

export interface FormFieldDefinition {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'date' | 'file';
  required?: boolean;
  options?: string[];
  maxLength?: number;
  /** file: accepted kinds, checked on the bytes. */
  accept?: ('pdf' | 'jpeg' | 'png')[];
  maxSizeKb?: number;
  multiple?: boolean;
  help?: string;
}

export const forms = pgTable(
  'forms',
  {
    siteId: siteId(),
    id: identity(),
    title: text().notNull(),
    description: text(),
    fields: jsonb().$type<FormFieldDefinition[]>().notNull(),
    successMessage: text().notNull(),
    notifyEmail: text(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export interface StoredFile {
  field: string;
  name: string;
  storedAs: string;
  size: number;
  type: string;
}

export const formSubmissions = pgTable(
  'form_submissions',
  {
    siteId: siteId(),
    id: identity(),
    formId: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    files: jsonb().$type<StoredFile[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.formId], foreignColumns: [forms.siteId, forms.id] }).onDelete(
      'cascade',
    ),
    index().on(t.siteId, t.formId, t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    siteId: siteId(),
    id: identity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.createdAt)],
);

/** SPEC §2: a `from` query parameter logs a visit (campaigns, QR codes on posters). */
export const siteVisits = pgTable(
  'site_visits',
  {
    siteId: siteId(),
    id: identity(),
    source: text().notNull(),
    visitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.source, t.visitedAt)],
);

/** A file of a site's media library (ADR 006, "Media"): the bytes live in the media storage
 * under the site's own prefix (`<siteId>/<key>`), served at `/media/<key>` and `/_ipx/…/media/<key>`
 * on the site's own hosts only. */
export const media = pgTable(
  'media',
  {
    siteId: siteId(),
    id: identity(),
    /** The file's path inside the site's storage: lower-case segments, no `..` (`album/x.webp`). */
    key: text().notNull(),
    /** The MIME type read from the file's content, never from its name. */
    type: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    alt: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.key)],
);

/** Where a media file is used: one row per entity field that references it, rewritten whenever
 * that field is saved, so that the admin can tell what deleting a file would break. */
export const mediaUsages = pgTable(
  'media_usages',
  {
    siteId: siteId(),
    mediaId: integer().notNull(),
    /** The table of the entity (`news`, `elements`, `page_layouts`, `logos`…). */
    entityKind: text().notNull(),
    entityId: integer().notNull(),
    /** The field of the entity that holds the reference (`image`, `images`, `blocks`…). */
    field: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.mediaId, t.entityKind, t.entityId, t.field] }),
    foreignKey({ columns: [t.siteId, t.mediaId], foreignColumns: [media.siteId, media.id] }).onDelete(
      'cascade',
    ),
    index().on(t.siteId, t.entityKind, t.entityId),
  ],
);

/** The shop's products (ADR 011): wines and boxes of wines, prices in cents, discounts in %. */
export const products = pgTable(
  'products',
  {
    siteId: siteId(),
    id: identity(),
    /** `WINE` or `BOX` (SPEC §3 `type.type`). */
    type: text().notNull(),
    name: text().notNull(),
    /** Unique per site and never all digits (ADR 011, URLs). */
    slug: text().notNull(),
    reference: text(),
    isVintage: boolean().notNull().default(false),
    appellation: text(),
    /** `RED`, `WHITE`, `ROSE` or `SPARKLING`; null for a box. */
    colour: text(),
    grapes: jsonb().$type<{ name: string; percent: number | null }[]>().notNull().default([]),
    /** % vol. in tenths (135 = 13.5 % vol.). */
    alcoholTenths: integer(),
    description: text().notNull().default(''),
    tastingNotes: text(),
    servingAdvice: text(),
    /** Meal icon ids (shared/config/meal-icons.ts). */
    pairings: text().array().notNull().default([]),
    tags: text().array().notNull().default([]),
    image: jsonb().$type<ImageRef>(),
    priceCents: integer().notNull(),
    discount: integer().notNull().default(0),
    hasShippingFees: boolean().notNull().default(true),
    sellByMultipleOf: integer().notNull().default(1),
    quantity: integer().notNull().default(0),
    /** Whether the stock is counted for this product (ADR 011). */
    setQuantity: boolean().notNull().default(true),
    variation1Id: integer(),
    variation2Id: integer(),
    variation3Id: integer(),
    position: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex().on(t.siteId, t.slug),
    index().on(t.siteId, t.position),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
    foreignKey({ columns: [t.siteId, t.variation1Id], foreignColumns: [variations.siteId, variations.id] }),
    foreignKey({ columns: [t.siteId, t.variation2Id], foreignColumns: [variations.siteId, variations.id] }),
    foreignKey({ columns: [t.siteId, t.variation3Id], foreignColumns: [variations.siteId, variations.id] }),
  ],
);

/** A wine's vintages and formats (SPEC §3 `declination`): each its own price, stock and multiple. */
export const productDeclinations = pgTable(
  'product_declinations',
  {
    siteId: siteId(),
    id: identity(),
    productId: integer().notNull(),
    year: integer(),
    /** In millilitres (375, 750, 1500); `capacityUnit` says how it is written. */
    capacityMl: integer().notNull(),
    /** `LITER` or `CENTILITRE`. */
    capacityUnit: text().notNull(),
    priceCents: integer().notNull(),
    discount: integer().notNull().default(0),
    quantity: integer().notNull().default(0),
    setQuantity: boolean().notNull().default(true),
    sellByMultipleOf: integer().notNull().default(1),
    variation1Id: integer(),
    variation2Id: integer(),
    variation3Id: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    index().on(t.siteId, t.productId, t.position),
    check('product_declinations_quantity_not_negative', sql`${t.quantity} >= 0`),
    foreignKey({ columns: [t.siteId, t.variation1Id], foreignColumns: [variations.siteId, variations.id] }),
    foreignKey({ columns: [t.siteId, t.variation2Id], foreignColumns: [variations.siteId, variations.id] }),
    foreignKey({ columns: [t.siteId, t.variation3Id], foreignColumns: [variations.siteId, variations.id] }),
  ],
);

/** What a box holds (SPEC §3 `products[]`). */
export const boxItems = pgTable(
  'box_items',
  {
    siteId: siteId(),
    boxId: integer().notNull(),
    position: integer().notNull(),
    productId: integer().notNull(),
    declinationId: integer(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.boxId, t.position] }),
    foreignKey({ columns: [t.siteId, t.boxId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.siteId, t.declinationId],
      foreignColumns: [productDeclinations.siteId, productDeclinations.id],
    }).onDelete('cascade'),
  ],
);

/** Medals and guide mentions of a product (`GET /award?product=`). */
export const awards = pgTable(
  'awards',
  {
    siteId: siteId(),
    id: identity(),
    productId: integer().notNull(),
    /** The vintage it was given to, when it names one. */
    declinationId: integer(),
    name: text().notNull(),
    competition: text().notNull(),
    year: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index().on(t.siteId, t.productId, t.position),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.siteId, t.declinationId],
      foreignColumns: [productDeclinations.siteId, productDeclinations.id],
    }).onDelete('cascade'),
  ],
);

/** The products the estate recommends beside one (`GET /v2/product/recommended/{id}`). */
export const productRecommendations = pgTable(
  'product_recommendations',
  {
    siteId: siteId(),
    productId: integer().notNull(),
    recommendedId: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId, t.recommendedId] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.siteId, t.recommendedId],
      foreignColumns: [products.siteId, products.id],
    }).onDelete('cascade'),
  ],
);

/** The estate's carriers within France (ADR 012): a price by bottles per zone. */
export const carriers = pgTable(
  'carriers',
  {
    siteId: siteId(),
    id: identity(),
    name: text().notNull(),
    /** `DELIVERY` (to the door) or `PICKUP` (a relay point). */
    deliveryType: text().notNull(),
    /** `metro`, `corse`, `outre-mer`: where it delivers. */
    zones: text().array().notNull().default(['metro']),
    /** `[{upToBottles, price}]`, euros. */
    rates: jsonb().$type<{ upToBottles: number; price: number }[]>().notNull().default([]),
    position: integer().notNull().default(0),
    isEnabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.position)],
);

/** The estate's discount codes (SPEC §3 Discount; ADR 012): uses counted at order time. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    siteId: siteId(),
    id: identity(),
    /** Stored upper-case; a code is matched whatever its case. */
    code: text().notNull(),
    /** `EURO` (an amount) or `PERCENTAGE`. */
    type: text().notNull(),
    /** Cents for `EURO`, hundredths of a percent for `PERCENTAGE` (1500 = 15 %). */
    amount: integer().notNull(),
    /** `SHIPPING_FEES` when the code lowers shipping only; null for the lines. */
    detailType: text(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** The lines' subtotal it needs, in cents. */
    minimumOrderCents: integer().notNull().default(0),
    /** Uses overall, null without a limit. */
    usageLimit: integer(),
    /** Uses per buyer (normalised e-mail), null without a limit. */
    perBuyerLimit: integer(),
    /** Orders holding or having used it (cancelled orders give their use back). */
    usedCount: integer().notNull().default(0),
    isEnabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex().on(t.siteId, t.code),
    check('discount_codes_used_count_not_negative', sql`${t.usedCount} >= 0`),
  ],
);

/** Orders (SPEC §7; ADR 012). Money in cents, computed by the server from its own data. */
export const orders = pgTable(
  'orders',
  {
    siteId: siteId(),
    id: identity(),
    /** What the buyer and the estate read: `{prefix}-{year}-{sequence}`, unique per site. */
    number: text().notNull(),
    /** `AWAITING_PAYMENT`, `PAID`, `CANCELLED`, `REFUNDED` (created is the transaction itself). */
    state: text().notNull(),
    /** `CARD`, `BANK_TRANSFER` or `AT_COLLECTION`. */
    paymentMethod: text().notNull(),
    userId: integer(),
    email: text().notNull(),
    /** ADR 012: limits count people by this. */
    emailKey: text().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    birthdate: date({ mode: 'string' }),
    phone: text().notNull(),
    /** `DELIVERY`, `PICKUP`, `CLICK_AND_COLLECT` or `NO_DELIVERY`. */
    deliveryType: text().notNull(),
    carrierId: integer(),
    carrierName: text(),
    accessPoint: jsonb().$type<Record<string, unknown>>(),
    /** `{date, idAddress, idSchedule, from, to, addressName}` for a collection. */
    collection: jsonb().$type<Record<string, unknown>>(),
    deliveryAddress: jsonb().$type<Record<string, unknown>>(),
    billingAddress: jsonb().$type<Record<string, unknown>>(),
    deliveryPostalCode: text(),
    deliveryCountry: integer(),
    message: text(),
    discountCodeId: integer(),
    discountCode: text(),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** Until when its bottles are held while unpaid (ADR 012). */
    reservedUntil: timestamp({ withTimezone: true }),
    /** The network address it was made from, to limit pending orders. */
    clientAddress: text(),
    /** The hash of the token of the link that opens the order without an account (ADR 012). */
    accessTokenHash: text().notNull(),
    paymentIntentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** `BUYER`, `TIMEOUT`, `STAFF`, `PAYMENT_FAILED`. */
    cancelReason: text(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex().on(t.siteId, t.number),
    index().on(t.siteId, t.emailKey, t.state),
    index().on(t.siteId, t.state, t.reservedUntil),
    index().on(t.siteId, t.userId),
  ],
);

/** An order's lines, as sold: names and prices copied, never read back from the catalogue. */
export const orderLines = pgTable(
  'order_lines',
  {
    siteId: siteId(),
    orderId: integer().notNull(),
    position: integer().notNull(),
    productId: integer().notNull(),
    declinationId: integer(),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    /** Whether its bottles were taken from a counted stock (and go back on cancellation). */
    stockTaken: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.orderId, t.position] }),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Collections booked per address, day and slot: one row per slot, its count kept under capacity. */
export const collectionBookings = pgTable(
  'collection_bookings',
  {
    siteId: siteId(),
    addressId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    scheduleId: integer().notNull(),
    taken: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.addressId, t.date, t.scheduleId] }),
    check('collection_bookings_taken_not_negative', sql`${t.taken} >= 0`),
  ],
);

/** A site's secrets (ADR 012, "Payment"): never in `/parameter`; encrypted with the deployment's
 * key (AES-256-GCM), set by an operator through the CLI. */
export const siteSecrets = pgTable(
  'site_secrets',
  {
    siteId: siteId(),
    /** `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_PUBLISHABLE_KEY`. */
    name: text().notNull(),
    /** base64 of iv (12 bytes) + tag (16 bytes) + ciphertext. */
    value: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);

/** The payment provider's events already handled: a delivery seen twice is handled once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    siteId: siteId(),
    /** The provider's own event id (`evt_…`). */
    eventId: text().notNull(),
    type: text().notNull(),
    orderId: integer(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.eventId] })],
);

/** The export carrier's quotes (ADR 012, "Export shipping"): what `POST /calculate/shipping-fees`
 * offered for one cart to one address abroad, referenced by the order through its random id, so
 * that the price the client sends is never read. Kept a day past their expiry, then deleted. */
export const shippingQuotes = pgTable(
  'shipping_quotes',
  {
    siteId: siteId(),
    /** Random, 22 characters of base64url (16 bytes): not guessable, not a sequence. */
    id: text().notNull(),
    /** The ISO 3166 numeric code of the destination. */
    country: integer().notNull(),
    /** Upper case, without spaces. */
    postalCode: text().notNull(),
    /** A hash of the cart's lines (product, declination, quantity), sorted. */
    cartFingerprint: text().notNull(),
    serviceCode: text().notNull(),
    serviceName: text().notNull(),
    priceCents: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.expiresAt)],
);

// ——— operators and the admin panel (ADR 013) ———

/** The deployment's operators (SUPER_ADMIN): not a tenant's rows. Each has a second factor. */
export const operators = pgTable(
  'operators',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** The TOTP secret, encrypted with the secrets vault (SECRETS_KEY). */
    totpSecret: text().notNull(),
    totpLastStep: integer(),
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('operators_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** An operator's session, bound to the site of the host where it was opened. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    siteId: siteId(),
    id: identity(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex().on(t.siteId, t.tokenHash),
    index().on(t.operatorId),
  ],
);

/** The single-use tokens that carry an operator to another site's admin (60 s). */
export const operatorHandoffs = pgTable(
  'operator_handoffs',
  {
    siteId: siteId(),
    tokenHash: text().notNull(),
    operatorId: integer()
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.tokenHash] })],
);

export type AuditActorKind = 'USER' | 'OPERATOR';

/** Who changed what on a site, and when (ADR 013 "Audit log"): kept one year. */
export const auditLog = pgTable(
  'audit_log',
  {
    siteId: siteId(),
    id: identity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text().$type<AuditActorKind>().notNull(),
    /** Null once the account was deleted. */
    actorId: integer(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index().on(t.siteId, t.at),
    index().on(t.siteId, t.actorKind, t.actorId),
  ],
);

/** When a reader of the dashboard last marked a list seen (ADR 013 "The panel"). */
export const adminSeen = pgTable(
  'admin_seen',
  {
    siteId: siteId(),
    actorKind: text().$type<AuditActorKind>().notNull(),
    actorId: integer().notNull(),
    kind: text().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.actorKind, t.actorId, t.kind] })],
);

/** Redirects from old paths (ADR 014): moved pages leave theirs, staff add the old site's. */
export const redirects = pgTable(
  'redirects',
  {
    siteId: siteId(),
    id: identity(),
    locale: text().notNull(),
    /** Without leading or trailing slash, query or fragment. */
    fromPath: text().notNull(),
    /** A local path with its leading slash, or an https address. */
    toPath: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), uniqueIndex().on(t.siteId, t.locale, t.fromPath)],
);

/** What staff deleted, kept 30 days as a copy of its rows (ADR 014). */
export const trash = pgTable(
  'trash',
  {
    siteId: siteId(),
    id: identity(),
    kind: text().$type<'PAGE' | 'MEDIA'>().notNull(),
    label: text().notNull(),
    count: integer().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull(),
    deletedByKind: text().$type<AuditActorKind>().notNull(),
    /** Null once that account is deleted. */
    deletedById: integer(),
    deletedByEmail: text(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.deletedAt)],
);
