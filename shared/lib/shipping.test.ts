import { describe, expect, it } from 'vitest';
import { expeditionProblem, ratePrice, shipsFree, zoneOf } from './shipping.ts';

const RATES = [
  { upToBottles: 6, price: 15.9 },
  { upToBottles: 3, price: 11.9 },
  { upToBottles: 12, price: 21.9 },
];

describe('shipping within France (ADR 012)', () => {
  it.each([
    ['21190', 'metro'],
    ['75007', 'metro'],
    ['20000', 'corse'],
    ['20200', 'corse'],
    ['97400', 'outre-mer'],
    ['98800', 'outre-mer'],
    ['2119', null],
    ['ABCDE', null],
  ])('%s lies in %s', (code, zone) => {
    expect(zoneOf(code)).toBe(zone);
  });

  it.each([
    [0.5, 11.9],
    [3, 11.9],
    [3.5, 15.9],
    [6, 15.9],
    [12, 21.9],
    [12.5, null],
  ])('%s bottles cost %s', (bottles, price) => {
    expect(ratePrice(RATES, bottles)).toBe(price);
  });

  it.each([
    [{ fromPrice: 150, fromBottles: 12 }, 149.99, 11.5, false],
    [{ fromPrice: 150, fromBottles: 12 }, 150, 1, true],
    [{ fromPrice: 150, fromBottles: 12 }, 40, 12, true],
    [{ fromPrice: null, fromBottles: 12 }, 1000, 6, false],
    [{ fromPrice: null, fromBottles: null }, 1000, 100, false],
  ])('free shipping %j at %s € and %s bottles: %s', (free, subtotal, bottles, expected) => {
    expect(shipsFree(free, subtotal, bottles)).toBe(expected);
  });

  it.each([
    [0.5, 1, 36, { kind: 'min', min: 1 }],
    [1, 1, 36, null],
    [36, 1, 36, null],
    [36.5, 1, 36, { kind: 'max', max: 36 }],
    [100, null, null, null],
  ])('%s bottles with min %s and max %s: %j', (bottles, min, max, expected) => {
    expect(expeditionProblem(bottles, min, max)).toEqual(expected);
  });
});
