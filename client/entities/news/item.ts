// What news lists show of a news item (SPEC §3 "News item"): no body, the summary cropped at
// 120 characters (SPEC §9), so that lists stay light in the serialized state.
import type { ImageRef, News } from '#shared/contracts/content.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';

export interface NewsItem {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: ImageRef | null;
  publishedAt: string;
}

export function toNewsItem(n: News): NewsItem {
  return {
    id: n.id,
    title: n.title,
    slug: n.slug,
    excerpt: cropText(n.summary ?? htmlToText(n.body)),
    image: n.image,
    publishedAt: n.publishedAt,
  };
}
