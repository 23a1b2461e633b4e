import { describe, expect, it } from 'vitest';
import {
  applyMove,
  availableMoves,
  descendantIds,
  flattenTree,
  isNoMove,
  isRefusedMove,
  moveTarget,
  pageTree,
  projectDrop,
} from './pages-tree.ts';
import { TREE } from './test-pages.ts';

const shape = (pages: typeof TREE) =>
  flattenTree(pages).map((row) => `${'  '.repeat(row.depth)}${row.page.url} ${row.page.path}`);

describe('the page tree (ADR 014)', () => {
  it('nests the flat list and flattens it back with each depth', () => {
    const tree = pageTree(TREE);
    expect(tree.map((n) => n.page.id)).toEqual([1, 2, 6, 7]);
    expect(tree[1]!.children.map((n) => n.page.id)).toEqual([3, 4]);
    expect(flattenTree(TREE).map((r) => [r.id, r.depth, r.parentId])).toEqual([
      [1, 0, null],
      [2, 0, null],
      [3, 1, 2],
      [4, 1, 2],
      [5, 2, 4],
      [6, 0, null],
      [7, 0, null],
    ]);
    expect(descendantIds(TREE, 2)).toEqual([3, 4, 5]);
  });

  it('moves a page up and down among its siblings', () => {
    expect(moveTarget(TREE, 4, 'up')).toEqual({ parentId: 2, position: 0 });
    expect(moveTarget(TREE, 3, 'up')).toBeNull();
    expect(moveTarget(TREE, 3, 'down')).toEqual({ parentId: 2, position: 1 });
    expect(moveTarget(TREE, 4, 'down')).toBeNull();
    expect(moveTarget(TREE, 6, 'up')).toEqual({ parentId: null, position: 1 });
    expect(moveTarget(TREE, 7, 'down')).toBeNull();
  });

  it('outdents a page to follow its parent, and indents it as the last child of the page before it', () => {
    expect(moveTarget(TREE, 5, 'outdent')).toEqual({ parentId: 2, position: 2 });
    expect(moveTarget(TREE, 3, 'outdent')).toEqual({ parentId: null, position: 2 });
    expect(moveTarget(TREE, 6, 'outdent')).toBeNull();
    expect(moveTarget(TREE, 4, 'indent')).toEqual({ parentId: 3, position: 0 });
    expect(moveTarget(TREE, 6, 'indent')).toEqual({ parentId: 2, position: 2 });
    expect(moveTarget(TREE, 3, 'indent')).toBeNull();
  });

  it('keeps the home page at the top level: it changes places there, and nothing takes it out', () => {
    expect(availableMoves(TREE, 1)).toEqual({ up: false, down: true, outdent: false, indent: false });
    expect(moveTarget(TREE, 1, 'down')).toEqual({ parentId: null, position: 1 });
    expect(isRefusedMove(TREE, 1, { parentId: 2, position: 0 })).toBe(true);
    // a page under itself or under one of its own pages
    expect(isRefusedMove(TREE, 2, { parentId: 5, position: 0 })).toBe(true);
    expect(isRefusedMove(TREE, 2, { parentId: 2, position: 0 })).toBe(true);
    expect(isRefusedMove(TREE, 7, { parentId: 5, position: 0 })).toBe(false);
  });

  it('draws the tree after a move as the API will write it: both lists renumbered, the subtree’s paths', () => {
    const moved = applyMove(TREE, 4, moveTarget(TREE, 4, 'outdent')!);
    expect(shape(moved)).toEqual([
      'accueil /accueil',
      'vivre /vivre',
      '  ecoles /vivre/ecoles',
      'sport /sport',
      '  piscine /sport/piscine',
      'infos /infos',
      'contact /contact',
    ]);
    expect(moved.find((p) => p.id === 6)!.order).toBe(3);
    expect(moved.find((p) => p.id === 4)!.order).toBe(2);
    const down = applyMove(TREE, 2, moveTarget(TREE, 2, 'down')!);
    expect(down.filter((p) => p.parentId === null).map((p) => [p.id, p.order])).toEqual([
      [1, 0],
      [6, 1],
      [2, 2],
      [7, 3],
    ]);
    // a refused move changes nothing
    expect(applyMove(TREE, 1, { parentId: 2, position: 0 })).toEqual(TREE);
  });

  it('tells a move that leaves the page where it is', () => {
    expect(isNoMove(TREE, 3, { parentId: 2, position: 0 })).toBe(true);
    expect(isNoMove(TREE, 4, { parentId: 2, position: 9 })).toBe(true);
    expect(isNoMove(TREE, 4, { parentId: 2, position: 0 })).toBe(false);
    expect(isNoMove(TREE, 4, { parentId: null, position: 1 })).toBe(false);
  });

  it('reads where a drag lands from the row it is over and its offset in levels', () => {
    const rows = flattenTree(TREE);
    // « Contact » dragged over « Infos », straight: before it at the top level
    expect(projectDrop(rows, 7, 6, 0)?.target).toEqual({ parentId: null, position: 2 });
    // over « Piscine » (the rows without Contact: Piscine's place), one level in: under Sport
    expect(projectDrop(rows, 7, 5, 2)).toMatchObject({
      depth: 2,
      parentId: 4,
      target: { parentId: 4, position: 0 },
    });
    // the depth stays between the next row's and one past the previous row's
    expect(projectDrop(rows, 7, 5, 9)?.depth).toBe(2);
    expect(projectDrop(rows, 7, 5, -9)?.depth).toBe(2);
    expect(projectDrop(rows, 7, 6, 5)).toMatchObject({ depth: 3, parentId: 5 });
    expect(projectDrop(rows, 7, 6, -5)).toMatchObject({ depth: 0, parentId: null });
    // « Infos » one level in, where it is: the last child of « Vivre »… under its last page
    expect(projectDrop(rows, 6, 6, 1)).toMatchObject({
      depth: 1,
      parentId: 2,
      target: { parentId: 2, position: 2 },
    });
    // the home page stays at the top level
    expect(projectDrop(rows, 1, 2, 3)).toMatchObject({ depth: 0, parentId: null });
    // a dragged page's own rows are folded under it: « Vivre » over « Infos »
    const folded = rows.filter((r) => ![3, 4, 5].includes(r.id));
    expect(projectDrop(folded, 2, 6, 0)?.target).toEqual({ parentId: null, position: 2 });
  });
});
