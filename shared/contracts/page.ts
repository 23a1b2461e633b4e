import { z } from 'zod';
import { pageBlockSchema } from './blocks.ts';

// SPEC §3 "Page".
export const pageLinkSchema = z.object({
  type: z.enum(['NONE', 'BLANK', 'SELF']),
  url: z.string().nullable(),
  jsCode: z.string().nullable(),
});

const pageFields = {
  id: z.number().int(),
  menuIcon: z.string().nullable(),
  isValid: z.boolean(),
  order: z.number().int(),
  idSite: z.number().int(),
  idParent: z.number().int().nullable(),
  isText: z.boolean(),
  type: z.enum(['V1', 'GRAPE']),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  reload: z.boolean(),
  cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  isEcommercePage: z.boolean(),
  link: pageLinkSchema,
  title: z.string(),
  url: z.string(),
  /** Whole path from the root, with a leading slash and without locale prefix. */
  path: z.string(),
  menuTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Kept out of search engines (meta robots noindex, ADR 014). */
  noindex: z.boolean(),
};

export interface MenuPage extends z.infer<z.ZodObject<typeof pageFields>> {
  children: MenuPage[];
}
export const menuPageSchema: z.ZodType<MenuPage> = z.object({
  ...pageFields,
  get children() {
    return z.array(menuPageSchema);
  },
});

export const menuSchema = z.object({
  locale: z.string(),
  pages: z.array(menuPageSchema),
  fixedRight: z.array(menuPageSchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const layoutBlockSchema = z.object({ id: z.string(), type: z.string() }).catchall(z.unknown());
export type LayoutBlockDto = z.infer<typeof layoutBlockSchema>;

export const pageCrumbSchema = z.object({ title: z.string(), path: z.string() });
export type PageCrumb = z.infer<typeof pageCrumbSchema>;

export const pageDetailSchema = z.object({
  ...pageFields,
  layout: z
    .object({
      id: z.number().int(),
      /** Blocks as checked when the layout was saved (empty for a page-builder layout). */
      blocks: z.array(pageBlockSchema),
      html: z.string().nullable(),
      css: z.string().nullable(),
      /** Changes with the HTML and CSS of a page-builder layout (its stylesheet's version). */
      hash: z.string().nullable(),
    })
    .nullable(),
  children: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      path: z.string(),
      metaDescription: z.string().nullable(),
    }),
  ),
  breadcrumbs: z.array(pageCrumbSchema),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** `/page/{slug}`: the slug is the page's whole path; segments are lowercase slugs. */
export const pagePathSchema = z
  .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Each segment of a page path is a lowercase slug.'))
  .min(1)
  .max(8);
