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

export const editorLayoutSchema = z.object({
  page: editorPageSchema,
  /** What visitors see: null when the page has no layout yet. */
  live: z.object({ id: z.number().int(), blocks: storedBlocks, updatedAt: at }).nullable(),
  /** The work in progress, shared by the site's administrators; null when there is none. */
  draft: z.object({ blocks: storedBlocks, updatedAt: at, authorEmail: z.string().nullable() }).nullable(),
  /** The site sells (its shop switch): the wine list is offered on its shop pages. */
  sells: z.boolean(),
});
export type EditorLayout = z.infer<typeof editorLayoutSchema>;

/** The `updatedAt` of the draft the editor started from, null when there was none: a newer stored
 * draft refuses the write (409), nothing is lost. */
const base = z.object({ baseUpdatedAt: at.nullable() });

export const draftWriteSchema = base.extend({ blocks: pageBlocksSchema }).strict();
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

export const revisionDetailSchema = revisionSchema.extend({ blocks: storedBlocks });
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
