import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS, BLOCK_TYPES, type BlockType } from '#shared/contracts/blocks.ts';
import { QUICK_LINK_ICONS } from '../../widgets/page-blocks/types/quick-links.view.tsx';
import {
  BLOCK_FIELDS,
  type FieldDescriptor,
  fieldErrorCode,
  ICON_LABELS,
  QUICK_LINK_ICONS as ICONS_OFFERED,
  imageRefOf,
  storedChoice,
  storedFilters,
  storedMoreLink,
  storedNumber,
  storedPick,
  storedTags,
  storedText,
  storedYesNo,
} from './block-fields.ts';
import { blockErrors } from './block-layout.ts';

const IMAGE = imageRefOf({ url: '/media/mairie.webp', alt: 'La mairie', width: 1600, height: 1067 });

/** A value of each kind that its field offers (one a visitor could choose or type). */
function sampleValue(field: FieldDescriptor): unknown {
  switch (field.kind) {
    case 'text':
      return field.required ? 'Un titre' : 'Un titre facultatif';
    case 'longText':
      return 'Un court texte.';
    case 'number':
      return field.min;
    case 'yesNo':
      return !field.fallback;
    case 'choice':
      return field.options.find((o) => o.value !== field.fallback)!.value;
    case 'link':
      return '/mairie';
    case 'picker':
      return 3;
    case 'route':
      return 'associations';
    case 'addresses':
      return [1, 2];
    case 'image':
      return IMAGE;
    case 'images':
      return [IMAGE];
    case 'links':
      return [{ label: 'Démarches', url: '/demarches', icon: 'document' }];
    case 'moreLink':
      return { label: 'Tout voir', url: '/actualites' };
    case 'filters':
      return { tags: 'sport' };
    case 'tags':
      return ['sport', 'culture'];
    case 'richText':
      return '<p>Les élections ont lieu en <strong>mars</strong>.</p>';
  }
}

describe('the block forms’ descriptors (ADR 015)', () => {
  it('describe every block type of the contract, and no other', () => {
    expect(Object.keys(BLOCK_FIELDS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('give %s a field for each of its contract’s fields, and no other', (type) => {
    const shape = Object.keys(BLOCK_SCHEMAS[type].shape).filter((key) => key !== 'id' && key !== 'type');
    const names = BLOCK_FIELDS[type].fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(shape.sort());
    expect(BLOCK_FIELDS[type].name.message).toBeTruthy();
    expect(BLOCK_FIELDS[type].description.message).toBeTruthy();
    for (const field of BLOCK_FIELDS[type].fields) expect(field.label.message, field.name).toBeTruthy();
  });

  it.each(BLOCK_TYPES)('make a %s that the contract accepts from every field filled', (type: BlockType) => {
    const block = Object.fromEntries([
      ['id', 'essai'],
      ['type', type],
      ...BLOCK_FIELDS[type].fields.map((field) => [field.name, sampleValue(field)]),
    ]);
    const result = BLOCK_SCHEMAS[type].safeParse(block);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(BLOCK_TYPES)('start a new %s whose only refusals are fields left to fill', (type) => {
    const block = { id: 'essai', type, ...(BLOCK_FIELDS[type].initial ?? {}) };
    for (const error of blockErrors(block))
      expect(['required', 'too_few'], error.path).toContain(error.message);
  });

  it('names every icon of the quick links in words', () => {
    expect(Object.keys(ICON_LABELS).sort()).toEqual([...QUICK_LINK_ICONS].sort());
    expect(ICONS_OFFERED).toEqual(Object.keys(ICON_LABELS));
  });

  it('leaves out what is empty or the block’s own default, and keeps what the contract must refuse', () => {
    expect(storedText({ required: true }, '')).toBe('');
    expect(storedText({}, '  ')).toBeUndefined();
    expect(storedText({}, 'Actualités')).toBe('Actualités');
    expect(storedNumber('12')).toBe(12);
    expect(storedNumber(' ')).toBeUndefined();
    expect(storedNumber('douze')).toBe('douze');
    expect(storedYesNo({ fallback: true }, true)).toBeUndefined();
    expect(storedYesNo({ fallback: true }, false)).toBe(false);
    expect(storedChoice({ fallback: 'medium' }, 'medium')).toBeUndefined();
    expect(storedChoice({}, '')).toBeUndefined();
    expect(storedChoice({ fallback: 'medium' }, 'full')).toBe('full');
    expect(storedPick({ none: { stored: 'null' } }, '')).toBeNull();
    expect(storedPick({ none: { stored: 'omit' } }, '')).toBeUndefined();
    expect(storedPick({}, '4')).toBe(4);
    expect(storedTags(' sport, ,culture ')).toEqual(['sport', 'culture']);
    expect(storedTags(' , ')).toBeUndefined();
    expect(storedMoreLink({ label: ' ', url: '' })).toBeUndefined();
    expect(storedMoreLink({ label: 'Tout', url: '' })).toEqual({ label: 'Tout', url: '' });
    expect(
      storedFilters([
        ['tags', 'sport'],
        [' ', 'x'],
      ]),
    ).toEqual({ tags: 'sport' });
    expect(storedFilters([])).toBeUndefined();
  });

  it('words a refused address as a link’s, and a refused number as a number’s', () => {
    const [cta] = [BLOCK_FIELDS.callToAction.fields.find((f) => f.name === 'url')!];
    expect(fieldErrorCode(cta, 'url', 'invalid')).toBe('invalid_link');
    const links = BLOCK_FIELDS.quickLinks.fields.find((f) => f.name === 'links')!;
    expect(fieldErrorCode(links, 'links.0.url', 'invalid')).toBe('invalid_link');
    expect(fieldErrorCode(links, 'links.0.label', 'required')).toBe('required');
    const nbItem = BLOCK_FIELDS.newsList.fields.find((f) => f.name === 'nbItem')!;
    expect(fieldErrorCode(nbItem, 'nbItem', 'invalid')).toBe('invalid_number');
    expect(fieldErrorCode(nbItem, 'nbItem', 'too_large')).toBe('too_large');
  });
});
