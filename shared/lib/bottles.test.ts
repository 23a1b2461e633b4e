import { describe, expect, it } from 'vitest';
import {
  bottlesPerUnit,
  countBottles,
  lineMultiple,
  litres,
  manualQuantity,
  parseCapacity,
  stepQuantity,
  unitBottles,
} from './bottles.ts';

describe('counting bottles (ADR 011)', () => {
  it.each([
    ['a half bottle, 37.5 cl', litres(37.5, 'CENTILITRE'), 0.5],
    ['a 50 cl bottle', litres(50, 'CENTILITRE'), 0.5],
    ['0.7 L', litres(0.7, 'LITER'), 0.5],
    ['a bottle, 75 cl', litres(75, 'CENTILITRE'), 1],
    ['a bottle, 0.75 L', litres(0.75, 'LITER'), 1],
    ['a magnum, 1.5 L, counts one (SPEC §3)', litres(1.5, 'LITER'), 1],
    ['a magnum, 150 cl', litres(150, 'CENTILITRE'), 1],
    ['a jeroboam, 3 L', litres(3, 'LITER'), 1],
    ['a wine without a capacity', null, 1],
  ])('%s counts %s', (_, capacity, expected) => {
    expect(bottlesPerUnit(capacity)).toBe(expected);
  });

  it('a box counts the bottles it holds, each by the capacity rule', () => {
    expect(unitBottles({ type: 'BOX', contents: [{ quantity: 6, capacityLitres: 0.75 }] })).toBe(6);
    expect(
      unitBottles({
        type: 'BOX',
        contents: [
          { quantity: 2, capacityLitres: 0.75 },
          { quantity: 2, capacityLitres: 0.375 },
          { quantity: 1, capacityLitres: 1.5 },
        ],
      }),
    ).toBe(4);
  });

  it('a cart counts each line by its quantity', () => {
    expect(
      countBottles([
        { quantity: 6, item: { type: 'WINE', capacityLitres: 0.75 } },
        { quantity: 3, item: { type: 'WINE', capacityLitres: 0.375 } },
        { quantity: 2, item: { type: 'BOX', contents: [{ quantity: 3, capacityLitres: 0.75 }] } },
      ]),
    ).toBe(13.5);
    expect(countBottles([])).toBe(0);
  });
});

describe('quantity rules (ADR 011)', () => {
  it.each([
    [
      'the declination’s multiple when the line names one',
      { sellByMultipleOf: 1 },
      { sellByMultipleOf: 6 },
      6,
    ],
    ['the product’s multiple without a declination', { sellByMultipleOf: 6 }, null, 6],
    [
      'the declination’s even when the product’s differs',
      { sellByMultipleOf: 6 },
      { sellByMultipleOf: 1 },
      1,
    ],
    ['never below one', { sellByMultipleOf: 0 }, null, 1],
  ])('%s', (_, product, declination, expected) => {
    expect(lineMultiple(product, declination)).toBe(expected);
  });

  it.each([
    [-3, 1],
    [-0.5, 1],
    [0, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [2.7, 2],
    [12, 12],
  ])('a typed quantity of %s becomes %s (SPEC §5: below 0 becomes 1)', (typed, expected) => {
    expect(manualQuantity(typed)).toBe(expected);
  });

  it.each([
    [1, 1, 1, 2],
    [2, 1, -1, 1],
    [1, 1, -1, 1],
    [6, 6, 1, 12],
    [12, 6, -1, 6],
    [6, 6, -1, 6],
    // off the multiple (typed by hand): back onto it in the direction asked
    [7, 6, 1, 12],
    [7, 6, -1, 6],
    [1, 6, 1, 6],
  ])('from %s by %s, direction %s: %s', (quantity, multiple, direction, expected) => {
    expect(stepQuantity(quantity, multiple, direction as 1 | -1)).toBe(expected);
  });
});

describe('capacities as written', () => {
  it.each([
    ['75 cl', { ml: 750, unit: 'CENTILITRE' }],
    ['37,5 cl', { ml: 375, unit: 'CENTILITRE' }],
    ['37.5cl', { ml: 375, unit: 'CENTILITRE' }],
    ['1,5 L', { ml: 1500, unit: 'LITER' }],
    ['3 l', { ml: 3000, unit: 'LITER' }],
    ['0 cl', null],
    ['75', null],
    ['une bouteille', null],
    ['-75 cl', null],
  ])('%s', (text, expected) => {
    expect(parseCapacity(text)).toEqual(expected);
  });
});
