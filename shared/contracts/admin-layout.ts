// The block editor of the admin panel (issue 14, ADR 015): a page's live blocks and its draft,
// publishing, the revisions, and the choices its block forms offer. Isomorphic: zod only.
import { z } from 'zod';
import { pageBlocksSchema } from './blocks.ts';

const at = z.iso.datetime({ offset: true });

/** A page as the block editor needs it. */
export const editorPageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  /** The whole path, with a leading slash. */
  path: z.string(),
  type: z.enum(['V1', 'GRAPE']),
  /** Published (visitors see it). */
  isValid: z.boolean(),
  /** A shop page: the wine list is offered on a site that sells. */
  isEcommercePage: z.boolean(),
});

/** A layout's blocks: stored blocks are shown as they are (a newer version's unknown type
 * included), so they are not parsed again on the way out. */
const storedBlocks = z.array(z.looseObject({ id: z.string(), type: z.string() }));

/** A page-builder layout's HTML (its blocks' places marked, shared/lib/grape-placeholders.ts) and
 * CSS, their hash, and the hash of the HTML and CSS its preview image was taken of (null: none). */
const canvasFields = {
  html: z.string().nullable(),
  css: z.string().nullable(),
  hash: z.string().nullable(),
  previewHash: z.string().nullable(),
};

export const editorLayoutSchema = z.object({
  page: editorPageSchema,
  /** What visitors see: null when the page has no layout yet. */
  live: z.object({ id: z.number().int(), blocks: storedBlocks, updatedAt: at, ...canvasFields }).nullable(),
  /** The work in progress, shared by the site's administrators; null when there is none. */
  draft: z
    .object({
      id: z.number().int(),
      blocks: storedBlocks,
      updatedAt: at,
      authorEmail: z.string().nullable(),
      ...canvasFields,
    })
    .nullable(),
  /** The site sells (its shop switch): the wine list is offered on its shop pages. */
  sells: z.boolean(),
});
export type EditorLayout = z.infer<typeof editorLayoutSchema>;

/** The `updatedAt` of the draft the editor started from, null when there was none: a newer stored
 * draft refuses the write (409), nothing is lost. */
const base = z.object({ baseUpdatedAt: at.nullable() });

/** The page builder's HTML and CSS as it exports them (sanitised on save). */
export const GRAPE_HTML_MAX = 500_000;
export const GRAPE_CSS_MAX = 200_000;

/** A block page's draft is its blocks; a page-builder page's (type GRAPE) also its HTML, which
 * places every block once at its top level, and its CSS. */
export const draftWriteSchema = base
  .extend({
    blocks: pageBlocksSchema,
    html: z.string().max(GRAPE_HTML_MAX).optional(),
    css: z.string().max(GRAPE_CSS_MAX).optional(),
  })
  .strict();
export type DraftWrite = z.infer<typeof draftWriteSchema>;

export const publishSchema = base.extend({ publishPage: z.boolean().optional() }).strict();
export type PublishInput = z.infer<typeof publishSchema>;

export const draftDiscardQuerySchema = z.object({ baseUpdatedAt: at.optional() }).strict();

export const revisionSchema = z.object({
  id: z.number().int(),
  createdAt: at,
  /** Who published the layout that this revision replaced; null once the account was deleted. */
  authorEmail: z.string().nullable(),
  blockCount: z.number().int(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionDetailSchema = revisionSchema.extend({
  blocks: storedBlocks,
  /** A page-builder layout's HTML and CSS (null for a block layout). */
  html: z.string().nullable(),
  css: z.string().nullable(),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const revisionParamsSchema = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    revisionId: z.coerce.number().int().positive().max(2_147_483_647),
  })
  .strict();

export const restoreSchema = base.strict();

const option = z.object({ id: z.number().int(), title: z.string() });

/** What the block forms offer to choose from. */
export const blockOptionsSchema = z.object({
  /** Routes of the site's elements (associations, schools…), with how many are published. */
  routes: z.array(z.object({ route: z.string(), count: z.number().int() })),
  forms: z.array(option),
  albums: z.array(option),
  blogFolders: z.array(option),
  popups: z.array(option),
  newsletterLists: z.array(option),
  addresses: z.array(option),
  /** Images of the site's media library. */
  images: z.array(
    z.object({
      url: z.string(),
      alt: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ),
  /** Videos of the site's media library. */
  videos: z.array(z.object({ url: z.string() })),
});
export type BlockOptions = z.infer<typeof blockOptionsSchema>;

export const layoutParamsSchema = z
  .object({
    idPage: z.coerce.number().int().positive().max(2_147_483_647),
    idLayout: z.coerce.number().int().positive().max(2_147_483_647),
  })
  .strict();

/** SPEC §5: `{html}` from the page builder; its CSS too when it has it (else the stored one). */
export const hashCheckSchema = z
  .object({ html: z.string().max(GRAPE_HTML_MAX), css: z.string().max(GRAPE_CSS_MAX).optional() })
  .strict();

export const hashCheckAnswerSchema = z.object({
  /** The hash of the HTML and CSS sent, once sanitised as a save would. */
  hash: z.string(),
  /** The stored layout holds exactly this HTML and CSS. */
  matches: z.boolean(),
  /** The layout's preview image was not taken of what it stores (or it has none). */
  previewStale: z.boolean(),
});
export type HashCheckAnswer = z.infer<typeof hashCheckAnswerSchema>;

/** The preview image's upload: a PNG, JPEG or WebP of at most this many bytes. */
export const PREVIEW_MAX_BYTES = 4_000_000;

export const previewAnswerSchema = z.object({ previewHash: z.string().nullable() });
