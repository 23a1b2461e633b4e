// The form of each block type (ADR 015): its French name and description, and each field of its
// contract (shared/contracts/blocks.ts) with its kind, label and hint. The editor draws the forms
// from this table; its test checks that every type and every field of the contract is here, so a
// new block type cannot be forgotten. How a typed value is stored (an empty optional field is left
// out, a number typed is a number) is here too, beside the kinds.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { BlockOptions } from '#shared/contracts/admin-layout.ts';
import type { BLOCK_SCHEMAS, BlockType } from '#shared/contracts/blocks.ts';
import type { ImageRef } from '#shared/contracts/content.ts';

/** The pickers of the site's own things (GET /admin/blocks/options). */
export type PickerSource = 'forms' | 'albums' | 'blogFolders' | 'popups' | 'newsletterLists';

export type FieldKind =
  /** One line; `required`: the contract wants at least a character. */
  | { kind: 'text'; max: number; required?: boolean }
  | { kind: 'longText'; max: number }
  | { kind: 'number'; min: number; max: number }
  /** A box to tick; `fallback`: what an absent value means (the block's own default). */
  | { kind: 'yesNo'; fallback: boolean }
  /** One of the contract's values: `fallback` is what an absent value means, `none` the words of
   * an empty choice that leaves the value out; with neither, a value is required. */
  | {
      kind: 'choice';
      options: readonly { value: string; label: MessageDescriptor }[];
      fallback?: string;
      none?: MessageDescriptor;
    }
  /** A path of the site or an https, mailto or tel address; `suggest`: the media library's videos. */
  | { kind: 'link'; suggest?: 'videos' }
  /** One of the site's things by its id; `none`: the words of the choice without one, stored as
   * null or left out. */
  | { kind: 'picker'; source: PickerSource; none?: { label: MessageDescriptor; stored: 'null' | 'omit' } }
  /** The route of the site's elements (`associations`); `none`: the block's own default. */
  | { kind: 'route'; none?: MessageDescriptor }
  /** Some of the site's addresses, ticked. */
  | { kind: 'addresses' }
  /** One image of the media library with its text alternative. */
  | { kind: 'image'; optional?: boolean }
  | { kind: 'images'; max: number }
  /** Links with a label, an address and an optional icon. */
  | { kind: 'links'; max: number }
  /** The link under a list to all its items. */
  | { kind: 'moreLink' }
  /** Fixed filters of a list, field name and value (SPEC §7's list query). */
  | { kind: 'filters' }
  /** Words separated by commas. */
  | { kind: 'tags'; max: number }
  | { kind: 'richText' };

/** The fields a block type's contract has, but its id and type. */
export type FieldName<T extends BlockType> = Exclude<
  keyof z.input<(typeof BLOCK_SCHEMAS)[T]>,
  'id' | 'type'
> &
  string;

export type FieldDescriptor<N extends string = string> = FieldKind & {
  name: N;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
};

export interface BlockTypeDescriptor<T extends BlockType = BlockType> {
  name: MessageDescriptor;
  description: MessageDescriptor;
  fields: readonly FieldDescriptor<FieldName<T>>[];
  /** A new block's values (the others start absent). */
  initial?: Partial<Record<FieldName<T>, unknown>>;
}

// --- The fields several types share --------------------------------------------------------

const title: FieldDescriptor<'title'> = {
  name: 'title',
  kind: 'text',
  max: 200,
  label: msg`Title`,
  hint: msg`Shown above the block. Leave it empty for none.`,
};
const nbItem = (max: number): FieldDescriptor<'nbItem'> => ({
  name: 'nbItem',
  kind: 'number',
  min: 1,
  max,
  label: msg`Items per page`,
  hint: msg`A number from 1 to ${max}. Leave it empty for the usual number.`,
});
const paginate: FieldDescriptor<'paginate'> = {
  name: 'paginate',
  kind: 'yesNo',
  fallback: true,
  label: msg`Page links under the list`,
  hint: msg`Without them, only the first items show: then give a link to all of them below.`,
};
const moreLink: FieldDescriptor<'moreLink'> = {
  name: 'moreLink',
  kind: 'moreLink',
  label: msg`Link to all the items`,
  hint: msg`For example « All the news » to the news page. Leave both empty for none.`,
};
const tagFilter: FieldDescriptor<'tagFilter'> = {
  name: 'tagFilter',
  kind: 'yesNo',
  fallback: false,
  label: msg`Let visitors filter by tag`,
};

// --- Every block type ----------------------------------------------------------------------

export const BLOCK_FIELDS: { [T in BlockType]: BlockTypeDescriptor<T> } = {
  richText: {
    name: msg`Text`,
    description: msg`Paragraphs with headings, lists, links and quotes.`,
    fields: [{ name: 'html', kind: 'richText', label: msg`Text` }],
    initial: { html: '' },
  },
  image: {
    name: msg`Image`,
    description: msg`A picture of the media library, with a caption.`,
    fields: [
      { name: 'image', kind: 'image', label: msg`Image` },
      { name: 'caption', kind: 'text', max: 200, label: msg`Caption` },
      {
        name: 'size',
        kind: 'choice',
        label: msg`Size`,
        options: [
          { value: 'small', label: msg`Small` },
          { value: 'medium', label: msg`Medium` },
          { value: 'full', label: msg`Full width` },
        ],
        fallback: 'medium',
      },
    ],
  },
  gallery: {
    name: msg`Photo gallery`,
    description: msg`A grid of pictures; a click shows them full screen.`,
    fields: [title, { name: 'images', kind: 'images', max: 60, label: msg`Pictures` }],
    initial: { images: [] },
  },
  video: {
    name: msg`Video`,
    description: msg`A video of the media library, or a YouTube video.`,
    fields: [
      {
        name: 'title',
        kind: 'text',
        max: 200,
        required: true,
        label: msg`Title`,
        hint: msg`Says what the video shows.`,
      },
      {
        name: 'url',
        kind: 'link',
        suggest: 'videos',
        label: msg`Video address`,
        hint: msg`A video of the media library (/media/…) or a YouTube address (https://www.youtube.com/…).`,
      },
      { name: 'poster', kind: 'image', optional: true, label: msg`Poster image` },
    ],
    initial: { title: '', url: '' },
  },
  elementList: {
    name: msg`List of elements`,
    description: msg`The published elements of a section (associations, schools…), as cards or a list.`,
    fields: [
      title,
      { name: 'route', kind: 'route', label: msg`Section` },
      nbItem(100),
      {
        name: 'display',
        kind: 'choice',
        label: msg`Display`,
        options: [
          { value: 'cards', label: msg`Cards` },
          { value: 'list', label: msg`List` },
          { value: 'compact', label: msg`Compact list` },
        ],
        fallback: 'cards',
      },
      {
        name: 'orderBy',
        kind: 'text',
        max: 60,
        label: msg`Sort order`,
        hint: msg`A field, and “:desc” for the reverse order: title, date:desc… Leave it empty for the usual order.`,
      },
      {
        name: 'filters',
        kind: 'filters',
        label: msg`Fixed filters`,
        hint: msg`Only the elements whose field has this value: tags = sport, title = lk:école…`,
      },
      tagFilter,
      { name: 'search', kind: 'yesNo', fallback: false, label: msg`Let visitors search by title` },
      paginate,
      moreLink,
    ],
  },
  agenda: {
    name: msg`Agenda`,
    description: msg`The coming events, or the past ones.`,
    fields: [
      title,
      nbItem(100),
      {
        name: 'when',
        kind: 'choice',
        label: msg`Events shown`,
        options: [
          { value: 'upcoming', label: msg`Coming events` },
          { value: 'past', label: msg`Past events` },
        ],
        fallback: 'upcoming',
      },
      tagFilter,
      paginate,
      moreLink,
    ],
  },
  usefulNumbers: {
    name: msg`Useful numbers`,
    description: msg`The useful phone numbers of the site.`,
    fields: [
      title,
      { name: 'route', kind: 'route', label: msg`Section`, none: msg`Useful numbers (by default)` },
    ],
  },
  address: {
    name: msg`Addresses`,
    description: msg`Addresses of the site, each with a link to a map.`,
    fields: [
      title,
      {
        name: 'addressIds',
        kind: 'addresses',
        label: msg`Addresses shown`,
        hint: msg`None ticked: every address of the site.`,
      },
    ],
  },
  newsList: {
    name: msg`News`,
    description: msg`The latest news, newest first.`,
    fields: [
      title,
      nbItem(100),
      {
        name: 'promoted',
        kind: 'yesNo',
        fallback: false,
        label: msg`The promoted news item first`,
        hint: msg`Shown first, larger.`,
      },
      paginate,
      moreLink,
    ],
  },
  wineList: {
    name: msg`Wine list`,
    description: msg`The shop’s wines with their prices; visitors can filter them.`,
    fields: [
      title,
      nbItem(100),
      {
        name: 'kind',
        kind: 'choice',
        label: msg`Wines shown`,
        options: [
          { value: 'RED', label: msg`Red wines` },
          { value: 'WHITE', label: msg`White wines` },
          { value: 'ROSE', label: msg`Rosé wines` },
          { value: 'SPARKLING', label: msg`Sparkling wines` },
          { value: 'BOX', label: msg`Boxes` },
        ],
        none: msg`Every kind`,
      },
      { name: 'filters', kind: 'yesNo', fallback: false, label: msg`Let visitors filter the wines` },
      paginate,
      moreLink,
    ],
  },
  album: {
    name: msg`Photo album`,
    description: msg`One photo album, or the list of every album.`,
    fields: [
      title,
      {
        name: 'albumId',
        kind: 'picker',
        source: 'albums',
        label: msg`Album`,
        none: { label: msg`Every album (the list of albums)`, stored: 'null' },
      },
    ],
    initial: { albumId: null },
  },
  blogFolder: {
    name: msg`Blog`,
    description: msg`A folder of the blog, with its sub-folders and articles.`,
    fields: [
      title,
      {
        name: 'folderId',
        kind: 'picker',
        source: 'blogFolders',
        label: msg`Folder`,
        none: { label: msg`The blog’s first level`, stored: 'null' },
      },
      paginate,
      moreLink,
    ],
    initial: { folderId: null },
  },
  services: {
    name: msg`Services`,
    description: msg`The services of the site, or those of some tags.`,
    fields: [
      title,
      {
        name: 'tags',
        kind: 'tags',
        max: 10,
        label: msg`Tags`,
        hint: msg`Separated by commas, at most 10. Leave it empty for every service.`,
      },
    ],
  },
  reviews: {
    name: msg`Reviews`,
    description: msg`The reviews of the site (Google reviews).`,
    fields: [title, nbItem(50)],
  },
  form: {
    name: msg`Form`,
    description: msg`One of the site’s forms (registrations, requests…).`,
    fields: [{ name: 'formId', kind: 'picker', source: 'forms', label: msg`Form` }],
  },
  contactForm: {
    name: msg`Contact form`,
    description: msg`The contact form: messages reach the site’s team by e-mail.`,
    fields: [title],
  },
  newsletter: {
    name: msg`Newsletter sign-up`,
    description: msg`Sign-up to a newsletter, confirmed by e-mail.`,
    fields: [
      title,
      {
        name: 'listId',
        kind: 'picker',
        source: 'newsletterLists',
        label: msg`Newsletter`,
        none: { label: msg`The site’s usual newsletter`, stored: 'omit' },
      },
    ],
  },
  callToAction: {
    name: msg`Call to action`,
    description: msg`A short text and a button to a page.`,
    fields: [
      { name: 'title', kind: 'text', max: 200, required: true, label: msg`Title` },
      { name: 'text', kind: 'longText', max: 1000, label: msg`Text` },
      { name: 'label', kind: 'text', max: 80, required: true, label: msg`Button text` },
      {
        name: 'url',
        kind: 'link',
        label: msg`Button address`,
        hint: msg`A path of the site (/mairie) or an address starting with https://, mailto: or tel:.`,
      },
    ],
    initial: { title: '', label: '', url: '' },
  },
  popup: {
    name: msg`Popup`,
    description: msg`One of the site’s popups, opened when the page loads or by a button.`,
    fields: [
      { name: 'popupId', kind: 'picker', source: 'popups', label: msg`Popup` },
      {
        name: 'trigger',
        kind: 'choice',
        label: msg`Opens`,
        options: [
          { value: 'load', label: msg`When the page loads` },
          { value: 'button', label: msg`With a button` },
        ],
      },
      {
        name: 'label',
        kind: 'text',
        max: 80,
        label: msg`Button text`,
        hint: msg`For a popup opened with a button.`,
      },
    ],
    initial: { trigger: 'load' },
  },
  quickLinks: {
    name: msg`Quick links`,
    description: msg`Links to sections of the site, with icons.`,
    fields: [title, { name: 'links', kind: 'links', max: 24, label: msg`Links` }],
    initial: { links: [{ label: '', url: '' }] },
  },
  openingHours: {
    name: msg`Opening hours`,
    description: msg`The opening hours of the site’s settings.`,
    fields: [title],
  },
};

/** The icons of a quick link (widgets/page-blocks/types/quick-links.view.tsx, QUICK_LINK_ICONS: the
 * test checks they are the same), in words. */
export const ICON_LABELS = {
  book: msg`Book`,
  calendar: msg`Calendar`,
  document: msg`Document`,
  home: msg`House`,
  info: msg`Information`,
  mail: msg`Mail`,
  map: msg`Map`,
  news: msg`Newspaper`,
  people: msg`People`,
  phone: msg`Phone`,
  school: msg`School`,
  trash: msg`Waste`,
} satisfies Record<string, MessageDescriptor>;
export const QUICK_LINK_ICONS = Object.keys(ICON_LABELS) as (keyof typeof ICON_LABELS)[];

/** A type's descriptor, or none for a type this editor does not know (a newer version's). */
export const descriptorOf = (type: string): BlockTypeDescriptor | null =>
  (BLOCK_FIELDS as Record<string, BlockTypeDescriptor | undefined>)[type] ?? null;

// --- From what is typed to what is stored ----------------------------------------------------

/** A line or a text: a required one is kept as typed (the contract says it is missing), an
 * optional one left empty is left out. */
export function storedText(field: { required?: boolean }, typed: string): string | undefined {
  if (field.required) return typed;
  return typed.trim() ? typed : undefined;
}

/** A whole number typed is a number; anything else is kept as typed (the contract refuses it). */
export function storedNumber(typed: string): number | string | undefined {
  const value = typed.trim();
  if (!value) return undefined;
  return /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

/** A box: its block's default is left out. */
export const storedYesNo = (field: { fallback: boolean }, checked: boolean): boolean | undefined =>
  checked === field.fallback ? undefined : checked;

/** A choice: the default (or the empty choice) is left out. */
export function storedChoice(field: { fallback?: string }, chosen: string): string | undefined {
  if (!chosen || chosen === field.fallback) return undefined;
  return chosen;
}

/** A thing of the site: its id, or the choice without one. */
export function storedPick(
  field: { none?: { stored: 'null' | 'omit' } },
  chosen: string,
): number | null | undefined {
  if (chosen) return Number(chosen);
  return field.none?.stored === 'null' ? null : undefined;
}

/** Words separated by commas; none left out. */
export function storedTags(typed: string): string[] | undefined {
  const tags = typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length ? tags : undefined;
}

/** The link to all the items: left out when both its parts are empty. */
export function storedMoreLink(link: {
  label: string;
  url: string;
}): { label: string; url: string } | undefined {
  return link.label.trim() || link.url.trim() ? link : undefined;
}

/** Fixed filters: the rows with a field name, none left out. */
export function storedFilters(rows: readonly [string, string][]): Record<string, string> | undefined {
  const kept = rows.filter(([key]) => key.trim());
  return kept.length ? Object.fromEntries(kept.map(([key, value]) => [key.trim(), value])) : undefined;
}

/** An image of the media library as a block stores it. */
export const imageRefOf = (image: BlockOptions['images'][number]): ImageRef => ({
  url: image.url,
  alt: image.alt,
  width: image.width,
  height: image.height,
});

/** The code of an error as the editor words it: a link's address refused is said as such. */
export function fieldErrorCode(field: FieldDescriptor | null, path: string, code: string): string {
  if (code !== 'invalid' || !field) return code;
  if (field.kind === 'number') return 'invalid_number';
  const linkish =
    field.kind === 'link' || ((field.kind === 'links' || field.kind === 'moreLink') && path.endsWith('.url'));
  return linkish ? 'invalid_link' : code;
}
