import { describe, expect, it } from 'vitest';
import {
  descendantsOf,
  isHomePage,
  pageSlug,
  planMove,
  redirectPath,
  type TreeError,
  type TreeNode,
} from './tree.ts';

//  accueil(1)   mairie(2) ─ conseil(3) ─ comptes-rendus(4)
//                         └ services(5)
//  agenda(6)
const TREE: TreeNode[] = [
  { id: 1, parentId: null, order: 0, url: 'accueil', path: 'accueil' },
  { id: 2, parentId: null, order: 1, url: 'mairie', path: 'mairie' },
  { id: 3, parentId: 2, order: 0, url: 'conseil', path: 'mairie/conseil' },
  { id: 4, parentId: 3, order: 0, url: 'comptes-rendus', path: 'mairie/conseil/comptes-rendus' },
  { id: 5, parentId: 2, order: 1, url: 'services', path: 'mairie/services' },
  { id: 6, parentId: null, order: 2, url: 'agenda', path: 'agenda' },
];
const refused = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as TreeError).problem;
  }
  return null;
};

describe('the page tree', () => {
  it('nests a page with its subtree: new paths, redirects from each old path, both sibling lists renumbered', () => {
    const plan = planMove(TREE, { id: 3, parentId: 6, position: 0 });
    expect(plan.moved).toEqual([
      { from: 'mairie/conseil', to: 'agenda/conseil' },
      { from: 'mairie/conseil/comptes-rendus', to: 'agenda/conseil/comptes-rendus' },
    ]);
    const byId = Object.fromEntries(plan.changes.map((c) => [c.id, c]));
    expect(byId[3]).toMatchObject({ parentId: 6, order: 0, path: 'agenda/conseil' });
    expect(byId[4]).toMatchObject({ path: 'agenda/conseil/comptes-rendus' });
    expect(byId[5]).toMatchObject({ order: 0 }); // closed up behind the page that left
    expect(byId[1]).toBeUndefined();
  });

  it('reorders siblings without moving a path', () => {
    const plan = planMove(TREE, { id: 6, parentId: null, position: 1 });
    expect(plan.moved).toEqual([]);
    expect(plan.changes.map((c) => [c.id, c.order])).toEqual([
      [2, 2],
      [6, 1],
    ]);
    // a position past the end is the end
    expect(
      planMove(TREE, { id: 2, parentId: null, position: 99 }).changes.find((c) => c.id === 2)?.order,
    ).toBe(2);
  });

  it('renames a slug for the page and its descendants', () => {
    const plan = planMove(TREE, { id: 2, parentId: null, position: 1, url: 'la-mairie' });
    expect(plan.moved.map((m) => m.to)).toEqual([
      'la-mairie',
      'la-mairie/conseil',
      'la-mairie/conseil/comptes-rendus',
      'la-mairie/services',
    ]);
  });

  it('refuses a page under itself or its descendant, an unknown parent, and moving or renaming the home page', () => {
    expect(refused(() => planMove(TREE, { id: 2, parentId: 2, position: 0 }))).toBe('cycle');
    expect(refused(() => planMove(TREE, { id: 2, parentId: 4, position: 0 }))).toBe('cycle');
    expect(refused(() => planMove(TREE, { id: 2, parentId: 99, position: 0 }))).toBe('parent');
    expect(refused(() => planMove(TREE, { id: 1, parentId: 2, position: 0 }))).toBe('home');
    expect(refused(() => planMove(TREE, { id: 1, parentId: null, position: 0, url: 'bienvenue' }))).toBe(
      'home',
    );
    // the home page may change places among the roots
    expect(planMove(TREE, { id: 1, parentId: null, position: 2 }).moved).toEqual([]);
  });

  it('knows the home page and the descendants of a page', () => {
    expect(TREE.filter(isHomePage).map((n) => n.id)).toEqual([1]);
    expect(descendantsOf(TREE, 2)).toEqual([3, 4, 5]);
    expect(descendantsOf(TREE, 6)).toEqual([]);
  });

  it('makes slugs from the title when none is given, and refuses an empty one', () => {
    expect(pageSlug('', 'Élections municipales 2026')).toBe('elections-municipales-2026');
    expect(pageSlug('  Mon Œuvre ! ', 'x')).toBe('mon-oeuvre');
    expect(refused(() => pageSlug('!!!', '???'))).toBe('slug');
    expect(pageSlug(null, 'a'.repeat(300))).toHaveLength(120);
  });

  it('keeps redirect paths without slashes at the ends, query or fragment', () => {
    expect(redirectPath('/nos-services/etat-civil.html?id=3#haut')).toBe('nos-services/etat-civil.html');
    expect(redirectPath('  /mairie/ ')).toBe('mairie');
  });
});
