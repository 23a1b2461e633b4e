// The product page's validation step (ADR 011): what its URL names, and when it is a 404.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/contracts/shop.ts';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { type ApiResponse, requestFx } from '../../shared/api/request.ts';
import { $declination, $productStatus, productPageOpened, readProductParams } from './model.ts';

describe('a product page’s URL', () => {
  it.each([
    [
      { slug: 'bourgogne-aligote', id: '1', declinationId: undefined },
      { id: 1, declinationId: null },
    ],
    [
      { slug: 'bourgogne-aligote', id: '1', declinationId: '2' },
      { id: 1, declinationId: 2 },
    ],
    [
      { slug: undefined, id: '1', declinationId: undefined },
      { id: 1, declinationId: null },
    ],
    // /vin/12/34: a slug is never all digits, so it is product 12, declination 34
    [
      { slug: '12', id: '34', declinationId: undefined },
      { id: 12, declinationId: 34 },
    ],
    [{ slug: 'x', id: 'abc', declinationId: undefined }, null],
    [{ slug: 'x', id: '1', declinationId: 'deux' }, null],
    [{ slug: 'x', id: '0', declinationId: undefined }, null],
  ])('%j names %j', (params, expected) => {
    expect(readProductParams(params)).toEqual(expected);
  });
});

const declination = (id: number) => ({
  id,
  year: 2024,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  finalPrice: 10,
  inStock: true,
});
const product = {
  id: 1,
  name: 'Bourgogne Aligoté',
  slug: 'bourgogne-aligote',
  description: 'Un aligoté vif.',
  image: null,
  reference: null,
  colour: 'WHITE',
  appellation: 'Bourgogne Aligoté',
  declination: [declination(2), declination(3)],
} as unknown as ProductDetail;

async function open(
  params: { slug?: string; id: string; declinationId?: string },
  answer: ApiResponse = ok(product),
) {
  const api = fakeApi({
    'GET /product/1': answer,
    'GET /award': ok([]),
    'GET /v2/product/recommended/1': ok({ products: [] }),
    'GET /parameter/product/meal-icon': ok([]),
  });
  const scope = fork({ handlers: [[requestFx, api.handler]] });
  await allSettled(productPageOpened, {
    scope,
    params: { slug: params.slug, id: params.id, declinationId: params.declinationId },
  });
  return scope;
}

describe('opening a product page', () => {
  it('shows the declination the URL names, else the first', async () => {
    expect((await open({ id: '1', declinationId: '3' })).getState($declination)).toMatchObject({ id: 3 });
    expect((await open({ id: '1' })).getState($declination)).toMatchObject({ id: 2 });
  });

  it('is a 404 for a declination of another product, an unknown product, a malformed id', async () => {
    expect((await open({ id: '1', declinationId: '9' })).getState($productStatus)).toBe(404);
    expect((await open({ id: '1' }, failure(404))).getState($productStatus)).toBe(404);
    expect((await open({ id: 'x' })).getState($productStatus)).toBe(404);
    expect((await open({ id: '1' }, failure(503))).getState($productStatus)).toBe(500);
  });
});
