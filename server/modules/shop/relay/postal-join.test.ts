import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTAL_TABLE_FILE, type PostalTable } from './locate.ts';
import { buildPostalTable, formatPostalTable } from './postal-join.ts';

// postal-positions.json is built from the packages by scripts/build-postal-positions.ts: a table
// left behind by an upgrade of either package, or by a change of the join, fails here.
describe('postal-positions.json', () => {
  const committedText = readFileSync(POSTAL_TABLE_FILE, 'utf8');
  const committed = JSON.parse(committedText) as PostalTable;
  const rebuilt = buildPostalTable();
  const stale = 'postal-positions.json is stale: run `node scripts/build-postal-positions.ts`';

  it.each(['21190', '75011', '69003', '13001', '20000', '97400', '97630'])(
    'places %s as the join does now',
    (code) => {
      expect(committed[code], stale).toEqual(rebuilt[code]);
    },
  );

  it('has every postal code the join has, and no other', () => {
    expect(Object.keys(committed).length, stale).toBe(Object.keys(rebuilt).length);
    expect(Object.keys(committed).length).toBeGreaterThan(6000);
  });

  it('is, byte for byte, what the script writes now', () => {
    expect(committedText === formatPostalTable(rebuilt), stale).toBe(true);
  });

  it('lists the postal codes in order, one a line', () => {
    const codes = committedText
      .split('\n')
      .slice(1, -2)
      .map((line) => line.slice(1, 6));
    expect(codes).toEqual(Object.keys(committed).sort());
    expect(codes[0]).toBe('01000');
  });
});
