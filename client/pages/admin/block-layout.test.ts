import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '#shared/contracts/blocks.ts';
import {
  blockErrors,
  blockSummary,
  compareLayouts,
  type EditorBlock,
  errorsByBlock,
  insertBlock,
  kebabType,
  moveBlock,
  newBlockId,
  offeredTypes,
} from './block-layout.ts';

const text = (id: string, html = '<p>Bonjour</p>'): EditorBlock => ({ id, type: 'richText', html });
const cta = (fields: Partial<EditorBlock> = {}): EditorBlock => ({
  id: 'call-to-action-a1b2c3',
  type: 'callToAction',
  title: 'Inscriptions',
  label: 'S’inscrire',
  url: '/inscriptions',
  ...fields,
});
const ids = (blocks: readonly EditorBlock[]) => blocks.map((b) => b.id);

describe('the block editor’s layout rules (ADR 015)', () => {
  it('makes block ids of the type and six letters or digits, that the contract accepts and that are new', () => {
    for (const type of BLOCK_TYPES) {
      const id = newBlockId(type, []);
      expect(id).toMatch(new RegExp(`^${kebabType(type)}-[a-z0-9]{6}$`));
      expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
    }
    expect(kebabType('callToAction')).toBe('call-to-action');
    // a random source that first repeats an id already taken
    const draws = [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    expect(newBlockId('richText', ['rich-text-aaaaaa'], () => draws.shift() ?? 0)).toBe('rich-text-ssssss');
  });

  it('offers the wine list only on a shop page of a site that sells', () => {
    const offered = (sells: boolean, isEcommercePage: boolean) =>
      offeredTypes({ sells, page: { isEcommercePage } as never }).includes('wineList');
    expect(offered(true, true)).toBe(true);
    expect(offered(true, false)).toBe(false);
    expect(offered(false, true)).toBe(false);
    expect(offeredTypes({ sells: false, page: { isEcommercePage: false } as never })).toHaveLength(
      BLOCK_TYPES.length - 1,
    );
  });

  it('checks a block as the API does, with its codes, each error at its field', () => {
    expect(blockErrors(cta())).toEqual([]);
    expect(blockErrors(cta({ title: '  ', url: '' }))).toEqual([
      { path: 'title', message: 'required' },
      { path: 'url', message: 'required' },
    ]);
    expect(blockErrors(cta({ url: 'javascript:alert(1)' }))).toEqual([{ path: 'url', message: 'invalid' }]);
    expect(blockErrors(cta({ label: 'x'.repeat(81) }))).toEqual([{ path: 'label', message: 'too_long' }]);
    expect(blockErrors({ id: 'actualites', type: 'newsList', nbItem: 'dix' })).toEqual([
      { path: 'nbItem', message: 'invalid' },
    ]);
    expect(blockErrors({ id: 'actualites', type: 'newsList', nbItem: 500 })).toEqual([
      { path: 'nbItem', message: 'too_large' },
    ]);
    expect(blockErrors({ id: 'galerie', type: 'gallery', images: [] })).toEqual([
      { path: 'images', message: 'too_few' },
    ]);
    expect(
      blockErrors({ id: 'liens', type: 'quickLinks', links: [{ label: 'Mairie', url: 'mairie' }] }),
    ).toEqual([{ path: 'links.0.url', message: 'invalid' }]);
    // a teaser without a link to all its items hides some
    expect(blockErrors({ id: 'agenda', type: 'agenda', paginate: false })).toEqual([
      { path: 'moreLink', message: 'more_link_required' },
    ]);
    expect(blockErrors({ id: 'x', type: 'carousel' })).toEqual([{ path: 'type', message: 'unknown_type' }]);
  });

  it('puts the API’s errors of a layout sent beside their block’s fields', () => {
    const sent = [text('intro'), cta({ url: '' })];
    expect(
      errorsByBlock(
        [
          { path: 'blocks.1.url', message: 'invalid' },
          { path: 'blocks.1.title', message: 'too_long' },
          { path: 'blocks.0', message: 'invalid' },
          { path: 'blocks', message: 'too_many' },
        ],
        sent,
      ),
    ).toEqual({
      'call-to-action-a1b2c3': [
        { path: 'url', message: 'required' },
        { path: 'title', message: 'too_long' },
      ],
      intro: [{ path: 'type', message: 'invalid' }],
      '': [{ path: 'blocks', message: 'too_many' }],
    });
  });

  it('adds a block after the one selected, else at the end, and moves a block within the list', () => {
    const blocks = [text('a'), text('b'), text('c')];
    expect(ids(insertBlock(blocks, text('n'), 'a'))).toEqual(['a', 'n', 'b', 'c']);
    expect(ids(insertBlock(blocks, text('n'), null))).toEqual(['a', 'b', 'c', 'n']);
    expect(ids(insertBlock(blocks, text('n'), 'gone'))).toEqual(['a', 'b', 'c', 'n']);
    expect(ids(moveBlock(blocks, 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(ids(moveBlock(blocks, 'a', 2))).toEqual(['b', 'c', 'a']);
    expect(moveBlock(blocks, 'a', -1)).toBe(blocks);
    expect(moveBlock(blocks, 'c', 3)).toBe(blocks);
  });

  it('tells a block by its title, its button or its first words', () => {
    expect(blockSummary(cta())).toBe('Inscriptions');
    expect(
      blockSummary(text('a', '<h2>Élections</h2><p>Les bureaux &amp; <strong>horaires</strong>.</p>')),
    ).toBe('Élections Les bureaux & horaires.');
    expect(blockSummary({ id: 'h', type: 'openingHours' })).toBe('');
  });

  it('compares a revision with the live layout by the blocks’ ids: added, removed, changed, moved', () => {
    const revision = [text('a'), text('b', '<p>Avant</p>'), text('c'), text('d'), text('old')];
    const live = [text('b', '<p>Après</p>'), text('a'), text('c'), text('d'), text('new')];
    expect(compareLayouts(revision, live)).toEqual([
      { kind: 'moved', block: text('a') },
      { kind: 'changed', block: text('b', '<p>Avant</p>'), moved: false, fields: ['html'] },
      { kind: 'added', block: text('old') },
      { kind: 'removed', block: text('new') },
    ]);
    // the same blocks, their fields in another order: alike
    expect(
      compareLayouts([{ id: 'x', type: 'richText', html: '' }], [{ html: '', type: 'richText', id: 'x' }]),
    ).toEqual([]);
  });
});
