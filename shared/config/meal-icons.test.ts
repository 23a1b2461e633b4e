import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import french from '../../scripts/translations-fr.api.json' with { type: 'json' };
import { isMealIconId, MEAL_ICON_IDS, MEAL_ICONS } from './meal-icons.ts';

const ARGUMENT_COUNTS: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};
const TOKEN = /\s*,?\s*([MLHVCSQTAZ]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/giy;

/** Splits path data into commands and numbers; null when something else is in it. */
function tokenize(d: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < d.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(d);
    if (!match) return d.slice(start).trim() === '' ? tokens : null;
    tokens.push(match[1]!);
  }
  return tokens;
}

interface PathCheck {
  points: [number, number][];
  subpaths: number;
  errors: string[];
}

/** Walks the commands, keeping the current point, and lists every point the path reaches or
 * bends towards (end points and control points, relative ones made absolute). */
function walk(d: string): PathCheck {
  const tokens = tokenize(d);
  if (!tokens) return { points: [], subpaths: 0, errors: ['not path data'] };
  const check: PathCheck = { points: [], subpaths: 0, errors: [] };
  let current: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  let i = 0;
  if (tokens[0]?.toUpperCase() !== 'M') check.errors.push('does not start with M');
  while (i < tokens.length) {
    const command = tokens[i++]!;
    const upper = command.toUpperCase();
    const count = ARGUMENT_COUNTS[upper];
    if (count === undefined) {
      check.errors.push(`unexpected ${command}`);
      break;
    }
    const relative = command !== upper;
    const args: number[] = [];
    while (i < tokens.length && !/^[a-z]$/i.test(tokens[i]!)) args.push(Number(tokens[i++]));
    if (count === 0) {
      if (args.length) check.errors.push('numbers after Z');
      current = start;
      continue;
    }
    if (args.length === 0 || args.length % count !== 0) {
      check.errors.push(`${command} with ${args.length} numbers`);
      break;
    }
    for (let k = 0; k < args.length; k += count) {
      const group = args.slice(k, k + count);
      const [ox, oy] = relative ? current : [0, 0];
      const point = (x: number, y: number): [number, number] => [x + ox, y + oy];
      let reached: [number, number][];
      if (upper === 'H') reached = [[group[0]! + (relative ? current[0] : 0), current[1]]];
      else if (upper === 'V') reached = [[current[0], group[0]! + (relative ? current[1] : 0)]];
      else if (upper === 'A') {
        const [rx, ry, , large, sweep, x, y] = group as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        if (rx <= 0 || ry <= 0) check.errors.push('arc with a null radius');
        if (![0, 1].includes(large) || ![0, 1].includes(sweep)) check.errors.push('arc flag not 0 or 1');
        reached = [point(x, y)];
      } else {
        reached = [];
        for (let p = 0; p < count; p += 2) reached.push(point(group[p]!, group[p + 1]!));
      }
      check.points.push(...reached);
      current = reached[reached.length - 1]!;
      if (upper === 'M' && k === 0) {
        start = current;
        check.subpaths++;
      }
    }
  }
  return check;
}

const inkOf = async (path: string, rule: 'nonzero' | 'evenodd'): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24"><path d="${path}" fill-rule="${rule}"/></svg>`,
    ),
  )
    .extractChannel('alpha')
    .raw()
    .toBuffer();

describe('meal icons', () => {
  it('is the closed list of ADR 011, with unique kebab-case ids', () => {
    expect(MEAL_ICON_IDS).toEqual([
      'viande-rouge',
      'viande-blanche',
      'volaille',
      'gibier',
      'poisson',
      'fruits-de-mer',
      'charcuterie',
      'fromage',
      'legumes',
      'cuisine-epicee',
      'dessert',
      'aperitif',
    ]);
    expect(new Set(MEAL_ICON_IDS).size).toBe(MEAL_ICON_IDS.length);
    for (const id of MEAL_ICON_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('tells an icon id from any other string', () => {
    expect(isMealIconId('fromage')).toBe(true);
    expect(isMealIconId('Fromage')).toBe(false);
    expect(isMealIconId('pizza')).toBe(false);
    expect(isMealIconId('')).toBe(false);
  });

  it.each(MEAL_ICONS.map((icon) => [icon.id, icon.path]))(
    'draws %s as path data inside the 24×24 box',
    (_, path) => {
      const check = walk(path);
      expect(check.errors).toEqual([]);
      expect(check.subpaths).toBeGreaterThan(0);
      expect(check.subpaths).toBeLessThanOrEqual(10);
      const outside = check.points.filter(([x, y]) => x < -0.5 || x > 24.5 || y < -0.5 || y > 24.5);
      expect(outside).toEqual([]);
    },
  );

  it('rejects what is not path data', () => {
    expect(walk('M1 1 L2 2 Z').errors).toEqual([]);
    expect(walk('M1 1 L2').errors).not.toEqual([]);
    expect(walk('M1 1 X2 2').errors).toEqual(['not path data']);
    expect(walk('L1 1').errors).toContain('does not start with M');
    expect(walk('M1 1 A1 1 0 2 0 3 3').errors).toContain('arc flag not 0 or 1');
    expect(walk('m30 1 l2 2z').points).toContainEqual([32, 3]);
  });

  // The browser fills with the nonzero rule by default; drawing holes counter-clockwise makes the
  // result the same under even-odd, so no renderer needs to be told which rule to use.
  it.each(MEAL_ICONS.map((icon) => [icon.id, icon.path]))(
    'fills %s the same under the nonzero and even-odd rules, with some ink',
    async (_, path) => {
      const [nonzero, evenodd] = await Promise.all([inkOf(path, 'nonzero'), inkOf(path, 'evenodd')]);
      expect(nonzero.equals(evenodd)).toBe(true);
      const covered = nonzero.reduce((sum, alpha) => sum + alpha, 0) / (255 * nonzero.length);
      expect(covered).toBeGreaterThan(0.1);
      expect(covered).toBeLessThan(0.75);
    },
  );

  it('has a unique label id per icon, each translated into French', () => {
    const ids = MEAL_ICONS.map((icon) => icon.label.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const icon of MEAL_ICONS) {
      const camel = icon.id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(icon.label.id).toBe(`api.mealIcon.${camel}`);
      expect(icon.label.message).not.toBe('');
      expect((french as Record<string, string>)[icon.label.id], icon.label.id).toMatch(/\S/);
    }
  });
});
