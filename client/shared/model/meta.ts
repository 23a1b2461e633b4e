// What the document head says about the current page. The server writes it into the HTML
// head; the client keeps document.title and the description in step on navigation.
import { createEvent, createStore } from 'effector';

export interface DocumentMeta {
  title: string | null;
  description: string | null;
  /** Unprefixed path of the canonical URL; the host and locale prefix are added when writing. */
  canonicalPath: string;
  ogType: 'website' | 'article' | 'product';
  noindex: boolean;
  /** Absolute or site path of the page's image (og:image). */
  image?: string | null;
  /** schema.org objects written as JSON-LD in the head (Event, NewsArticle, …). */
  jsonLd?: Record<string, unknown>[];
}

export const documentMetaSet = createEvent<Partial<DocumentMeta> & { canonicalPath: string }>();

export const $documentMeta = createStore<DocumentMeta>({
  title: null,
  description: null,
  canonicalPath: '/',
  ogType: 'website',
  noindex: false,
}).on(documentMetaSet, (_, meta) => ({
  title: null,
  description: null,
  ogType: 'website',
  noindex: false,
  ...meta,
}));
