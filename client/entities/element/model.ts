// What lists and detail pages show of an element (SPEC §3 "Element list items per route").
// Lists receive a slim item (no body) selected from the API's answer.
import type { Element, ImageRef } from '#shared/contracts/content.ts';
import { cropText } from '#shared/lib/format.ts';
import { htmlToText } from '#shared/lib/html.ts';

/** The `data` fields shown to visitors, in this order; any other field stays unseen. */
export const FACT_KEYS = [
  'location',
  'address',
  'hours',
  'phone',
  'email',
  'website',
  'contact',
  'director',
  'levels',
  'activity',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];
export type Facts = Partial<Record<FactKey, string>>;

export function factsOf(data: Record<string, unknown>): Facts {
  const facts: Facts = {};
  for (const key of FACT_KEYS) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) facts[key] = value.trim();
  }
  return facts;
}

export interface ElementItem {
  id: number;
  route: string;
  title: string;
  slug: string;
  /** The summary, or the start of the body, cropped (SPEC §9: 120 characters). */
  excerpt: string;
  image: ImageRef | null;
  startAt: string | null;
  endAt: string | null;
  tags: string[];
  facts: Facts;
  registration: Element['registration'];
}

export function toElementItem(e: Element): ElementItem {
  return {
    id: e.id,
    route: e.route,
    title: e.title,
    slug: e.slug,
    excerpt: cropText(e.summary ?? htmlToText(e.body)),
    image: e.images[0] ?? null,
    startAt: e.startAt,
    endAt: e.endAt,
    tags: e.tags,
    facts: factsOf(e.data),
    registration: e.registration ?? null,
  };
}

/** A website fact as a link target: only http(s) URLs become links. */
export const safeWebsite = (value: string): string | null =>
  /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
