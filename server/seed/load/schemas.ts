// The shapes of the seed's data files (data/README.md explains them to their editors). Every file
// is checked against these before anything is written, so a mistake names its file and field
// instead of failing halfway through a seed.
import { z } from 'zod';
import { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType } from '#shared/contracts/blocks.ts';
import { formFieldSchema } from '#shared/contracts/town.ts';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = 'lowercase letters a-z, digits and single hyphens only';

const text = z.string().regex(/\S/, 'must not be empty');
const days = z.number().finite();
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a path of the site, starting with /');
const link = z.string().regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, 'must be a site path or an https URL');
const image = z.strictObject({ url: sitePath, alt: z.string() });
const tags = z.array(text);

/** Blocks name the forms, albums, popups, blog folders, addresses and newsletter lists of the
 * data files by title; the seed turns those titles into the site's ids. */
const REFERENCES = {
  album: { field: 'albumId', by: 'album', schema: text.nullable() },
  blogFolder: { field: 'folderId', by: 'folder', schema: text.nullable() },
  form: { field: 'formId', by: 'form', schema: text },
  popup: { field: 'popupId', by: 'popup', schema: text },
  address: { field: 'addressIds', by: 'addresses', schema: z.array(text).optional() },
  newsletter: { field: 'listId', by: 'list', schema: text.optional() },
} as const;
export type ReferencingType = keyof typeof REFERENCES;
export const blockReference = (type: string) =>
  (REFERENCES as Record<string, (typeof REFERENCES)[ReferencingType]>)[type];

const blockId = BLOCK_SCHEMAS.richText.shape.id;
const seedBlockSchemas = Object.fromEntries(
  BLOCK_TYPES.map((type) => {
    const base = BLOCK_SCHEMAS[type] as unknown as z.ZodObject<z.ZodRawShape>;
    const ref = blockReference(type);
    const shape = ref
      ? base.omit({ id: true, [ref.field]: true } as never).extend({ [ref.by]: ref.schema })
      : base.omit({ id: true } as never);
    // the id is made from the page and the block's place when absent
    return [type, shape.extend({ id: blockId.optional() })];
  }),
) as unknown as Record<BlockType, z.ZodObject<z.ZodRawShape>>;

export type SeedBlock = { type: BlockType; id?: string } & Record<string, unknown>;

/** One entry of a page's `blocks`: `text` or a block; an unknown type lists the known ones. */
const seedBlockEntrySchema = z.unknown().transform((value, ctx): SeedBlock | 'text' => {
  if (value === 'text') return 'text';
  const type = (value as { type?: unknown } | null)?.type;
  const schema = typeof type === 'string' ? seedBlockSchemas[type as BlockType] : undefined;
  if (!schema) {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `unknown block type ${JSON.stringify(type)}; the types are text, ${BLOCK_TYPES.join(', ')}`,
    });
    return z.NEVER;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data as SeedBlock;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/** A page's front matter; its URL is the file's name and its text the Markdown below. */
export const pageMetaSchema = z.strictObject({
  title: text,
  /** Shorter label for the menu, when the title is long. */
  menuTitle: text.optional(),
  /** One or two sentences: the meta description and the teaser in parent listings. */
  metaDescription: text,
  showInMenu: z.boolean().default(true),
  /** SPEC §3: shown apart from the menu tree, in the right-fixed area. */
  fixedOnRight: z.boolean().default(false),
  /** SPEC §3: a page of the shop (the wine list's), on a site that sells (ADR 011). */
  isEcommercePage: z.boolean().default(false),
  /** Blocks of the page in order; `text` places the page's own text (first when absent). */
  blocks: z
    .array(seedBlockEntrySchema)
    .optional()
    .refine(
      (blocks) => (blocks ?? []).filter((b) => b === 'text').length <= 1,
      "the page's own text (text) may be placed once",
    ),
});

export const newsMetaSchema = z.strictObject({
  title: text,
  /** One or two sentences. */
  summary: text,
  /** Days before the seed's date the news was published (0: that day). */
  daysAgo: days,
  promoted: z.boolean().default(false),
  image: image.optional(),
});

export const articleMetaSchema = newsMetaSchema.omit({ promoted: true });

export const blogFolderSchema = z.strictObject({ title: text, description: text });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const elementSchema = z.strictObject({
  title: text,
  summary: text,
  tags: tags.optional(),
  /** Agenda: the event's day, counted from the seed's date (negative: past). */
  startInDays: days.optional(),
  /** Agenda: the event's time in Paris, "HH:MM". */
  startTime: z.string().regex(TIME, 'must be a time like "14:30"').optional(),
  durationHours: z.number().positive().optional(),
  images: z.array(image).optional(),
  /** Fields of the section (a place, a phone number, a meeting's day…). */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** Agenda only: the seed fills the event to its capacity with registrations. */
  fullyBooked: z.boolean().optional(),
  body: text,
});
export const elementsFileSchema = z.array(elementSchema);

export const albumsFileSchema = z.array(
  z.strictObject({ title: text, description: text, daysAgo: days, images: z.array(image).min(1) }),
);

export const formsFileSchema = z.array(
  z.strictObject({
    title: text,
    description: text,
    fields: z.array(formFieldSchema.strict()).min(1),
    successMessage: text,
  }),
);

export const popupsFileSchema = z.array(
  z.strictObject({
    title: text,
    link: z.strictObject({ label: text, url: link }).optional(),
    showOnEveryReload: z.boolean(),
    hideDurationDays: z.number().int().min(0),
    body: text,
  }),
);

export const servicesFileSchema = z.array(
  z.strictObject({ title: text, summary: text, tags, price: text.optional(), body: text }),
);

export const reviewsFileSchema = z.array(
  z.strictObject({ author: text, rating: z.number().int().min(1).max(5), text, daysAgo: days }),
);

export const footerFileSchema = z.strictObject({
  links: z.array(z.strictObject({ title: text, url: link })).default([]),
  // the logo's intrinsic size, when given, lets the footer reserve its room before it loads
  partners: z
    .array(
      z.strictObject({
        title: text,
        logo: sitePath,
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
      }),
    )
    .default([]),
});

export const siteFileSchema = z.strictObject({
  name: text,
  /** Host names the site answers on; the first one makes its public URL. */
  hosts: z.array(text).min(1),
  townSlug: z.string().regex(SLUG, SLUG_RULE).optional(),
  organisationType: text.optional(),
  isWinemaker: z.boolean().optional(),
  isEcommerce: z.boolean().optional(),
  /** The technical sheets' template (ADR 011): classique, prestige or compacte. */
  technicalFileModel: z.enum(['classique', 'prestige', 'compacte']).optional(),
  accounts: z.array(z.strictObject({ email: z.email(), role: z.enum(['ADMIN']) })),
  componentConfs: z.record(z.string().regex(SLUG, SLUG_RULE), z.record(z.string(), z.unknown())).optional(),
  /** The banner under the header: the name of one of the site's illustrations. */
  banner: z.string().regex(SLUG, SLUG_RULE).optional(),
});

/** Alt texts of drawn pictures say that they are illustrations, not photographs. */
const illustrationAlt = text.regex(
  /^Illustration : /,
  'starts with « Illustration : » (it is not a photograph)',
);

/** Pictures drawn at seed time (server/seed/illustrations), stored as illustrations/<name>.webp. */
export const illustrationsFileSchema = z.array(
  z.strictObject({
    name: z.string().regex(SLUG, SLUG_RULE),
    scene: z.enum(['landscape', 'building', 'river', 'market', 'vineyard']),
    season: z.enum(['spring', 'summer', 'autumn', 'winter', 'evening', 'night']).optional(),
    /** The building's name over its door (scene building). */
    label: text.optional(),
    flag: z.boolean().optional(),
    /** banner: 1920×640; picture (default): 1280×720. */
    size: z.enum(['banner', 'picture']).optional(),
    alt: illustrationAlt,
  }),
);

/** A capacity as the estate writes it: "75 cl", "37,5 cl", "1,5 L". */
export const CAPACITY = /^(\d+(?:[.,]\d+)?) ?(cl|L)$/;
const capacity = z.string().regex(CAPACITY, 'must be a capacity like "75 cl" or "1,5 L"');
const year = z.number().int().min(1900).max(2100);
const price = z.number().positive().max(100_000).multipleOf(0.01);
const discount = z.number().int().min(0).max(90);
const stock = z.number().int().min(0).max(1_000_000);
const multiple = z.number().int().min(1).max(24);

/** The estate's products (ADR 011): its wines, each with its vintages and formats, and its
 * boxes of wines. Each wine's bottle is drawn from its data (illustrations/vin-<slug>.webp). */
export const winesFileSchema = z.array(
  z
    .strictObject({
      name: text,
      /** `wine` (default) or `box`. */
      type: z.enum(['wine', 'box']).default('wine'),
      reference: text.optional(),
      appellation: text.optional(),
      /** The vintage on the drawn bottle's label (the first declination's year by default). */
      vintage: year.optional(),
      colour: z.enum(['white', 'red', 'rose', 'sparkling']).optional(),
      grapes: z
        .array(z.strictObject({ name: text, percent: z.number().int().min(1).max(100).optional() }))
        .default([]),
      /** % vol., one decimal at most. */
      alcohol: z.number().min(0).max(25).multipleOf(0.1).optional(),
      description: text,
      tastingNotes: text.optional(),
      servingAdvice: text.optional(),
      /** Meal icon ids (shared/config/meal-icons.ts). */
      pairings: z.array(z.string()).default([]),
      tags: z.array(z.string().regex(SLUG, SLUG_RULE)).default([]),
      /** The price of a product without declinations, in euros. */
      price: price.optional(),
      discount: discount.default(0),
      hasShippingFees: z.boolean().default(true),
      sellByMultipleOf: multiple.default(1),
      /** Bottles or boxes left; absent: the stock is not counted. */
      stock: stock.optional(),
      declinations: z
        .array(
          z.strictObject({
            year: year.optional(),
            capacity,
            price,
            discount: discount.default(0),
            stock: stock.optional(),
            sellByMultipleOf: multiple.default(1),
          }),
        )
        .default([]),
      /** A box's bottles: a wine of this file by name, the declination by year and capacity. */
      contents: z
        .array(
          z.strictObject({
            wine: text,
            year: year.optional(),
            capacity: capacity.optional(),
            quantity: z.number().int().min(1).max(24),
          }),
        )
        .default([]),
      awards: z.array(z.strictObject({ name: text, competition: text, year: year.optional() })).default([]),
      /** Products of this file by name, shown beside this one. */
      recommended: z.array(text).default([]),
      published: z.boolean().default(true),
    })
    .superRefine((p, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (p.type === 'wine') {
        if (!p.colour) problem('colour', 'a wine needs its colour');
        if (!p.appellation) problem('appellation', 'a wine needs its appellation');
        if (p.contents.length) problem('contents', 'only a box has contents');
      } else {
        if (!p.contents.length) problem('contents', 'a box needs its contents');
        if (p.declinations.length) problem('declinations', 'a box has no declinations');
        if (p.colour) problem('colour', 'a box has no colour');
      }
      if (!p.declinations.length && p.price === undefined)
        problem('price', 'needs a price (or declinations with theirs)');
    }),
);

/** Parameter values are text; yes/no options and numbers may be written bare. */
export const parametersFileSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]).transform(String),
);

export const addressesFileSchema = z.strictObject({
  types: z.array(z.strictObject({ value: z.string().regex(/^[A-Z][A-Z_]*$/), label: text })),
  addresses: z.array(
    z.strictObject({
      name: text,
      address: text,
      postalCode: text,
      city: text,
      phone: text.optional(),
      email: z.email().optional(),
      latitude: z
        .string()
        .regex(/^-?\d+(\.\d+)?$/, 'must be a number in quotes')
        .optional(),
      longitude: z
        .string()
        .regex(/^-?\d+(\.\d+)?$/, 'must be a number in quotes')
        .optional(),
      /** The kinds (values of `types`) this address is. */
      types: z.array(z.string()).min(1),
    }),
  ),
});

export const newsletterListsFileSchema = z.array(
  z.strictObject({ name: text, description: text, default: z.boolean().default(false) }),
);

export const shopFileSchema = z.strictObject({
  variations: z
    .array(
      z.strictObject({
        /** Which of a product's three variations this is a value of. */
        position: z.number().int().min(1).max(3),
        label: text,
        displayLabel: text.optional(),
      }),
    )
    .default([]),
  /** Carriers within France: a price by bottles, per zone (ADR 012). */
  carriers: z
    .array(
      z.strictObject({
        name: text,
        deliveryType: z.enum(['DELIVERY', 'PICKUP']),
        zones: z.array(z.enum(['metro', 'corse', 'outre-mer'])).min(1),
        rates: z
          .array(
            z.strictObject({
              upToBottles: z.number().int().min(1),
              price: z.number().min(0).multipleOf(0.01),
            }),
          )
          .min(1),
      }),
    )
    .default([]),
  /** Discount codes (SPEC §3 Discount, ADR 012); amounts as the estate reads them. */
  discountCodes: z
    .array(
      z
        .strictObject({
          code: z.string().regex(/^[A-Z0-9_-]{2,64}$/, 'upper-case letters, digits, - and _'),
          type: z.enum(['EURO', 'PERCENTAGE']),
          /** Euros for EURO, a percentage for PERCENTAGE (15 = 15 %). */
          amount: z.number().positive().multipleOf(0.01),
          detailType: z.literal('SHIPPING_FEES').optional(),
          /** Instants with their offset, e.g. `2026-12-01T00:00:00+01:00`. */
          validFrom: z.iso.datetime({ offset: true }).optional(),
          validUntil: z.iso.datetime({ offset: true }).optional(),
          /** The lines' subtotal it needs, euros. */
          minimumOrder: z.number().min(0).multipleOf(0.01).default(0),
          usageLimit: z.number().int().min(1).optional(),
          perBuyerLimit: z.number().int().min(1).optional(),
          enabled: z.boolean().default(true),
        })
        .refine((c) => c.type === 'EURO' || c.amount <= 100, {
          path: ['amount'],
          message: 'a percentage is at most 100',
        }),
    )
    .default([]),
  externalApps: z
    .array(
      z.strictObject({
        app: z.string().regex(/^[A-Z][A-Z_]*$/),
        publicConfig: z.record(z.string(), z.unknown()).default({}),
        privateConfig: z.record(z.string(), z.unknown()).default({}),
      }),
    )
    .default([]),
});

export type SiteFile = z.output<typeof siteFileSchema>;
export type AddressesFile = z.output<typeof addressesFileSchema>;
export type ShopFile = z.output<typeof shopFileSchema>;
export type SeedElement = Omit<z.output<typeof elementSchema>, 'body'> & { html: string };
export type SeedAlbum = z.output<typeof albumsFileSchema>[number];
export type SeedIllustrationEntry = z.output<typeof illustrationsFileSchema>[number];
export type SeedWine = z.output<typeof winesFileSchema>[number];
export type SeedForm = z.output<typeof formsFileSchema>[number];
export type SeedReview = z.output<typeof reviewsFileSchema>[number];
export type SeedFooter = z.output<typeof footerFileSchema>;
export type NewsletterList = z.output<typeof newsletterListsFileSchema>[number];
