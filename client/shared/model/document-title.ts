import type { DocumentMeta } from './meta.ts';

/** `Page | Site`, or the site name alone on the home page. */
export function documentTitle(
  meta: Pick<DocumentMeta, 'title'>,
  siteName: string | null | undefined,
): string {
  const site = siteName ?? '';
  if (!meta.title || meta.title === site) return site;
  return site ? `${meta.title} | ${site}` : meta.title;
}
