// The typed blocks a page layout (type V1) is made of (ADR 006). The server
// checks every block against these schemas when a layout is saved; the client renders each type
// with its own view and loads the data some types need (lists, forms, albums…) before rendering.
import { z } from 'zod';
import { imageRefSchema } from './content.ts';

const blockId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'A block id is a lowercase slug of at most 80 characters.');
const title = z.string().trim().max(200).nullable().optional();
const positiveId = z.number().int().positive().max(2_147_483_647);
const routeName = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
/** A link target: a path of the site or an https/mailto/tel URL (never javascript:). */
export const linkUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^(\/(?!\/)|https:\/\/|mailto:|tel:)/.test(url), 'A link is a site path or an https URL.');

/** A link under a list, e.g. "Toutes les actualités" to the page that lists them all. */
const moreLink = z
  .object({ label: z.string().trim().min(1).max(80), url: linkUrlSchema })
  .strict()
  .optional();
/** Every list reaches all its items: page links under it (`?page=n` for the page's first list,
 * `?page-<block id>=n` for the others) once it holds more than a page. `false` only for a teaser
 * whose `moreLink` leads to all its items (checked by `pageBlocksSchema`). */
const paginate = z.boolean().optional();

const block = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ id: blockId, type: z.literal(type), ...shape }).strict();

export const BLOCK_SCHEMAS = {
  /** Admin-authored HTML, sanitised on save. */
  richText: block('richText', { html: z.string().max(200_000) }),
  image: block('image', {
    image: imageRefSchema,
    caption: title,
    size: z.enum(['small', 'medium', 'full']).optional(),
  }),
  /** A grid of images; a click opens the fullscreen slider at that image. */
  gallery: block('gallery', { title, images: z.array(imageRefSchema).min(1).max(60) }),
  /** A video of the site's own media (mp4…) or a YouTube video loaded on click (no-cookie host). */
  video: block('video', {
    title: z.string().trim().min(1).max(200),
    url: linkUrlSchema,
    poster: imageRefSchema.nullable().optional(),
  }),
  /** Published elements of a route: cards, a list or a table, page size 24 by default. */
  elementList: block('elementList', {
    title,
    route: routeName,
    nbItem: z.number().int().min(1).max(100).optional(),
    orderBy: z.string().max(60).optional(),
    /** Fixed filters in the list-query syntax of SPEC §7 (`{ tags: 'sport' }`, `{ title: 'lk:école' }`). */
    filters: z.record(z.string().max(40), z.string().max(200)).optional(),
    display: z.enum(['cards', 'list', 'compact']).optional(),
    /** Visitors may narrow the list by tag (links that work without JavaScript). */
    tagFilter: z.boolean().optional(),
    /** Visitors may search the list by title (a GET form). */
    search: z.boolean().optional(),
    paginate,
    moreLink,
  }),
  /** Upcoming (or past) agenda events. */
  agenda: block('agenda', {
    title,
    nbItem: z.number().int().min(1).max(100).optional(),
    when: z.enum(['upcoming', 'past']).optional(),
    paginate,
    moreLink,
    tagFilter: z.boolean().optional(),
  }),
  /** The useful numbers (elements of the route `numeros-utiles`). */
  usefulNumbers: block('usefulNumbers', { title, route: routeName.optional() }),
  /** Addresses of the site (company addresses) with a link to a map. */
  address: block('address', { title, addressIds: z.array(positiveId).max(20).optional() }),
  /** News, newest first (page size 10 by default; the component configuration `news-list`). */
  newsList: block('newsList', {
    title,
    nbItem: z.number().int().min(1).max(100).optional(),
    paginate,
    /** Show the promoted news item first, in the promoted style. */
    promoted: z.boolean().optional(),
    moreLink,
  }),
  /** The shop's wines (ADR 011): cards with price, capacity, vintage and stock, 100 a page by
   * price; `filters` offers the visitor's filters (kind, tag, words, order) as a GET form that works
   * without JavaScript. Only on a page flagged `isEcommercePage` of a site that sells. */
  wineList: block('wineList', {
    title,
    nbItem: z.number().int().min(1).max(100).optional(),
    /** A fixed kind (a page of red wines): RED, WHITE, ROSE, SPARKLING or BOX. */
    kind: z.enum(['RED', 'WHITE', 'ROSE', 'SPARKLING', 'BOX']).optional(),
    filters: z.boolean().optional(),
    paginate,
    moreLink,
  }),
  /** Photo albums: one album (its images open the slider) or the list of albums. */
  album: block('album', { title, albumId: positiveId.nullable() }),
  /** A blog folder (null: the blog's root), its sub-folders and articles, 12 a page. */
  blogFolder: block('blogFolder', {
    title,
    folderId: positiveId.nullable(),
    paginate,
    moreLink,
  }),
  /** Services of the site, optionally of some tags. */
  services: block('services', { title, tags: z.array(z.string().max(40)).max(10).optional() }),
  /** Reviews stored for the site (Google reviews). */
  reviews: block('reviews', { title, nbItem: z.number().int().min(1).max(50).optional() }),
  /** A form of the site (GET /forms/{id}), submitted as multipart. */
  form: block('form', { formId: positiveId }),
  /** The contact form (POST /message). */
  contactForm: block('contactForm', { title }),
  /** Newsletter subscription with double opt-in. */
  newsletter: block('newsletter', { title, listId: positiveId.optional() }),
  /** A call to action: a short text and a button. */
  callToAction: block('callToAction', {
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().max(1000).nullable().optional(),
    label: z.string().trim().min(1).max(80),
    url: linkUrlSchema,
  }),
  /** A popup of the site, opened when the page loads or by a button. */
  popup: block('popup', {
    popupId: positiveId,
    trigger: z.enum(['load', 'button']),
    label: z.string().trim().max(80).nullable().optional(),
  }),
  /** Links to sections of the site (the home page's quick links). */
  quickLinks: block('quickLinks', {
    title,
    links: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(80),
          url: linkUrlSchema,
          icon: z.string().max(40).optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  /** The opening hours of the site's parameters (OPENING_HOURS_*). */
  openingHours: block('openingHours', { title }),
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

export const pageBlockSchema = z.discriminatedUnion(
  'type',
  Object.values(BLOCK_SCHEMAS) as unknown as [
    (typeof BLOCK_SCHEMAS)[BlockType],
    ...(typeof BLOCK_SCHEMAS)[BlockType][],
  ],
);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export type BlockOf<T extends BlockType> = z.infer<(typeof BLOCK_SCHEMAS)[T]>;

/** A list that shows only its first page without a link to the rest would hide items. */
const hidesItems = (block: PageBlock) =>
  'paginate' in block && block.paginate === false && !('moreLink' in block && block.moreLink);

/** A whole layout: at most 100 blocks with distinct ids; every list reaches all its items. The
 * refusals name the block and field at fault with a code the admin words (`duplicate`,
 * `more_link_required`, ADR 015). */
export const pageBlocksSchema = z
  .array(pageBlockSchema)
  .max(100)
  .superRefine((blocks, check) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id)) check.addIssue({ code: 'custom', path: [index, 'id'], message: 'duplicate' });
      seen.add(block.id);
      if (hidesItems(block))
        check.addIssue({ code: 'custom', path: [index, 'moreLink'], message: 'more_link_required' });
    });
  });

export const isBlockOf = <T extends BlockType>(type: T, value: { type: string }): value is BlockOf<T> =>
  value.type === type;
