// The shop's catalogue calls on the demo seed (ADR 011): the wine estate's catalogue, filtered,
// ordered and paged; a product, its awards and recommendations; the stock now; the cart's check,
// which alone judges stock, multiples and bottles per expedition. The town hall sells nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listSchema } from '#shared/contracts/envelope.ts';
import {
  awardSchema,
  cartCheckSchema,
  mealIconSchema,
  type Product,
  productDetailSchema,
  productSchema,
  productStockSchema,
} from '#shared/contracts/shop.ts';
import { mediaUsages } from '../../server/db/schema.ts';
import { setParameters } from '../../server/seed/writers.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectFailure, expectSuccess } from '../support/envelope.ts';
import { TOWN_HOST, WINE_HOST } from '../support/fixtures.ts';
import { info, pageTexts } from '../support/pdf.ts';
import { siteId } from '../support/sessions.ts';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  catalogue = expectSuccess(await get('/product'), listSchema(productSchema)).items;
});
afterAll(() => t.close());

const get = (path: string, host = WINE_HOST) => t.http.get(`/api${path}`).set('Host', host);
const send = (method: 'put' | 'post', path: string, body: unknown, host = WINE_HOST) =>
  t.http[method](`/api${path}`)
    .set('Host', host)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body as object);
const list = async (query: string) =>
  expectSuccess(await get(`/product?${query}`), listSchema(productSchema));

const find = (what: string, test: (p: Product) => boolean) => {
  const found = catalogue.find(test);
  if (!found) throw new Error(`the seeded catalogue has no ${what}`);
  return found;
};
/** A wine with a declination in stock, and that declination. */
const inStockBottle = () => {
  const product = find('wine in stock sold by 1', (p) =>
    p.declination.some(
      (d) => d.inStock && d.setQuantity && d.sellByMultipleOf === 1 && d.capacity === 75 && d.quantity >= 3,
    ),
  );
  const declination = product.declination.find(
    (d) => d.inStock && d.setQuantity && d.sellByMultipleOf === 1 && d.capacity === 75 && d.quantity >= 3,
  )!;
  return { product, declination };
};

describe('GET /product', () => {
  it('lists the estate’s published catalogue, page 1 of 100 ordered by price (SPEC §9)', async () => {
    const page = await list('');
    expect(page.nbItem).toBe(100);
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect(page.items).toHaveLength(page.total);
    const prices = page.items.map((p) => p.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // the seed's promise: every kind of wine and format the issue names
    for (const colour of ['RED', 'WHITE', 'ROSE', 'SPARKLING'])
      expect(
        page.items.some((p) => p.colour === colour),
        colour,
      ).toBe(true);
    const capacities = page.items.flatMap((p) => p.declination.map((d) => `${d.capacity} ${d.capacityUnit}`));
    expect(capacities).toEqual(expect.arrayContaining(['37.5 CENTILITRE', '75 CENTILITRE', '1.5 LITER']));
    const boxSizes = page.items.filter((p) => p.type.type === 'BOX').map((p) => p.bottles);
    expect(boxSizes).toEqual(expect.arrayContaining([3, 6, 12]));
    expect(page.items.filter((p) => !p.inStock)).toHaveLength(1);
    expect(page.items.some((p) => p.discount > 0 && p.finalPrice < p.price)).toBe(true);
  });

  it('answers prices the server computed: the final price is the price less its discount, to the cent', () => {
    for (const p of catalogue)
      for (const d of p.declination)
        expect(d.finalPrice, `${p.name} ${d.year}`).toBe(Math.round(d.price * (100 - d.discount)) / 100);
  });

  it('filters by kind, tags, name and search words (accents and case aside)', async () => {
    const reds = await list('kind=RED');
    expect(reds.total).toBeGreaterThan(0);
    expect(reds.items.every((p) => p.colour === 'RED')).toBe(true);
    expect((await list('kind=red')).total).toBe(reds.total);
    const notRed = await list('kind=df:RED');
    expect(notRed.total + reds.total).toBe(catalogue.length);
    const boxes = await list('kind=BOX');
    expect(boxes.items.every((p) => p.type.type === 'BOX' && p.products.length > 0)).toBe(true);

    const tag = catalogue.find((p) => p.tags.length)!.tags[0]!;
    const tagged = await list(`tags=${tag}`);
    expect(tagged.items.every((p) => p.tags.includes(tag))).toBe(true);
    expect(tagged.total).toBe(catalogue.filter((p) => p.tags.includes(tag)).length);

    const meursault = await list('search=MEURSAULT');
    expect(meursault.total).toBeGreaterThan(0);
    expect(
      meursault.items.every((p) => `${p.name} ${p.appellation}`.toLowerCase().includes('meursault')),
    ).toBe(true);
    // « Les Perrières » found without its accent
    expect((await list('search=perrieres')).items.map((p) => p.name)).toContain(
      'Meursault-le-Vallon « Les Perrières »',
    );
    const byName = await list(`name=${encodeURIComponent('lk:aligoté')}`);
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((p) => p.name.toLowerCase().includes('aligoté'))).toBe(true);
    expect((await list('search=%25')).total).toBe(0); // a % is a character, not a wildcard
  });

  it('orders by name or price either way, and pages', async () => {
    const names = (await list('orderBy=name:asc')).items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await list('orderBy=price:desc')).items.map((p) => p.fromPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const first = await list('nbItem=5&page=1');
    const second = await list('nbItem=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.items.map((p) => p.id)));
    expect(first.items.map((p) => p.id)).toEqual(catalogue.slice(0, 5).map((p) => p.id));
  });

  it('refuses what it cannot read with a French 400', async () => {
    for (const query of [
      'kind=BLUE',
      'kind=lt:RED',
      'orderBy=description',
      'nbItem=0',
      'secret=1',
      'search=gte:3',
    ])
      expectFailure(await get(`/product?${query}`), 400);
  });

  it('does not exist on the town hall, which sells nothing', async () => {
    expectFailure(await get('/product', TOWN_HOST), 404);
  });
});

describe('the products’ pictures', () => {
  it('are files of the media library, recorded as used by their products', async () => {
    const wine = await siteId(t.database, 'domaine-du-vallon');
    const used = await t.database.db
      .select({ id: mediaUsages.entityId })
      .from(mediaUsages)
      .where(and(eq(mediaUsages.siteId, wine), eq(mediaUsages.entityKind, 'products')));
    const pictured = catalogue.filter((p) => p.image?.url.startsWith('/media/')).map((p) => p.id);
    expect(pictured.length).toBe(catalogue.length);
    expect(new Set(used.map((u) => u.id))).toEqual(new Set(pictured));
  });
});

describe('GET /product/:id', () => {
  it('answers a product with its declinations and, for a box, what it holds', async () => {
    const { product } = inStockBottle();
    const detail = expectSuccess(await get(`/product/${product.id}`), productDetailSchema);
    expect(detail).toEqual({ ...product, listing: [{ title: 'Nos vins', path: '/nos-vins' }] });
    const box = find('box', (p) => p.type.type === 'BOX');
    const boxDetail = expectSuccess(await get(`/product/${box.id}`), productSchema);
    expect(boxDetail.products.length).toBeGreaterThan(0);
    expect(boxDetail.declination).toEqual([]);
    expect(boxDetail.bottles).toBe(
      boxDetail.products.reduce(
        (sum, c) =>
          sum +
          c.quantity * (c.capacity !== null && c.capacityUnit === 'CENTILITRE' && c.capacity < 75 ? 0.5 : 1),
        0,
      ),
    );
  });

  it('answers 404 for an unknown id, and for the estate’s product asked of the town hall', async () => {
    expectFailure(await get('/product/999999'), 404);
    expectFailure(await get(`/product/${catalogue[0]!.id}`, TOWN_HOST), 404);
    expectFailure(await get('/product/abc'), 400);
  });
});

describe('awards, recommendations and meal icons', () => {
  it('GET /award?product= answers the product’s awards', async () => {
    let seen = 0;
    for (const p of catalogue) {
      const awards = expectSuccess(await get(`/award?product=${p.id}`), z.array(awardSchema));
      expect(awards.every((a) => a.productId === p.id)).toBe(true);
      seen += awards.length;
    }
    expect(seen).toBeGreaterThan(5);
    expectFailure(await get('/award'), 400);
    expectFailure(await get('/award?product=999999'), 404);
    expectFailure(await get(`/award?product=${catalogue[0]!.id}`, TOWN_HOST), 404);
  });

  it('GET /v2/product/recommended/:id answers other products as data.products', async () => {
    for (const p of catalogue.slice(0, 8)) {
      const { products } = expectSuccess(
        await get(`/v2/product/recommended/${p.id}`),
        z.object({ products: z.array(productSchema) }),
      );
      expect(products.length).toBeGreaterThan(0);
      expect(products.map((r) => r.id)).not.toContain(p.id);
    }
    expectFailure(await get('/v2/product/recommended/999999'), 404);
  });

  it('GET /parameter/product/meal-icon answers the closed list in French; every pairing names one', async () => {
    const icons = expectSuccess(await get('/parameter/product/meal-icon'), z.array(mealIconSchema));
    expect(icons.map((i) => i.label)).toContain('Fromage');
    const ids = new Set(icons.map((i) => i.id));
    for (const p of catalogue)
      for (const pairing of p.pairings) expect(ids.has(pairing), `${p.name}: ${pairing}`).toBe(true);
    expectFailure(await get('/parameter/product/meal-icon', TOWN_HOST), 404);
  });
});

describe('GET /product/generate/file/:id[/:declinationId]', () => {
  const pdf = (path: string, host = WINE_HOST) =>
    get(path, host)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('answers the technical sheet as a real PDF named after the product, holding its name and the health message', async () => {
    const perrieres = find('Les Perrières', (p) => p.name === 'Meursault-le-Vallon « Les Perrières »');
    const declination = perrieres.declination.at(-1)!;
    const res = await pdf(`/product/generate/file/${perrieres.id}/${declination.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${perrieres.slug}.pdf`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info(body).Title).toBe(`${perrieres.name} ${declination.year}`);
    const text = pageTexts(body).join(' ');
    expect(text).toContain(perrieres.name);
    expect(text).toContain('L’abus d’alcool est dangereux pour la santé');
    expect(text).toContain(
      `${String(declination.capacity).replace('.', ',')} ${declination.capacityUnit === 'LITER' ? 'L' : 'cl'}`,
    );

    // without a declination: the first one's sheet; a box's sheet lists what it holds
    const first = await pdf(`/product/generate/file/${perrieres.id}`);
    expect(info(first.body as Buffer).Title).toBe(
      `${perrieres.name} ${perrieres.declination[0]!.year ?? ''}`.trim(),
    );
    const box = find('box', (p) => p.type.type === 'BOX');
    const boxSheet = await pdf(`/product/generate/file/${box.id}`);
    expect(boxSheet.status).toBe(200);
    expect(pageTexts(boxSheet.body as Buffer).join(' ')).toContain(box.products[0]!.name);
  });

  it('answers 404 for an unknown product or declination, and on the town hall', async () => {
    const { product } = inStockBottle();
    const other = find('another wine', (p) => p.id !== product.id && p.declination.length > 0);
    expectFailure(await get('/product/generate/file/999999'), 404);
    expectFailure(await get(`/product/generate/file/${product.id}/${other.declination[0]!.id}`), 404);
    expectFailure(await get(`/product/generate/file/${product.id}`, TOWN_HOST), 404);
  });
});

describe('PUT /product/quantities', () => {
  it('answers each product’s stock now, per declination', async () => {
    const { product } = inStockBottle();
    const box = find('box', (p) => p.type.type === 'BOX');
    const stocks = expectSuccess(
      await send('put', '/product/quantities', { products: [{ id: product.id }, { id: box.id }] }),
      z.array(productStockSchema),
    );
    expect(stocks.map((s) => s.id)).toEqual([product.id, box.id]);
    expect(stocks[0]!.declination.map((d) => [d.id, d.quantity])).toEqual(
      product.declination.map((d) => [d.id, d.quantity]),
    );
  });

  it('names the line of an unknown product, refuses a malformed body, and is off on the town hall', async () => {
    const res = await send('put', '/product/quantities', {
      products: [{ id: catalogue[0]!.id }, { id: 999999 }],
    });
    expectFailure(res, 400);
    expect(res.body.data).toEqual([{ path: 'products.1.id', message: 'unknown_product' }]);
    for (const body of [{}, { products: [] }, { products: [{ id: 'un' }] }, { products: [{ id: 1.5 }] }])
      expectFailure(await send('put', '/product/quantities', body), 400);
    expectFailure(
      await send('put', '/product/quantities', { products: [{ id: catalogue[0]!.id }] }, TOWN_HOST),
      404,
    );
  });
});

describe('POST /order/validate', () => {
  const validate = (products: unknown[], host = WINE_HOST) =>
    send('post', '/order/validate', { products }, host);

  it('accepts a cart the estate can send, with its bottle count and subtotal', async () => {
    const { product, declination } = inStockBottle();
    const check = expectSuccess(
      await validate([{ id: product.id, declinationId: declination.id, quantity: 3 }]),
      cartCheckSchema,
    );
    expect(check.valid).toBe(true);
    expect(check.bottles).toBe(3);
    expect(check.subtotal).toBe(Math.round(declination.finalPrice * 3 * 100) / 100);
    expect(check.lines[0]).toMatchObject({
      problem: null,
      available: declination.quantity,
      sellByMultipleOf: 1,
    });
  });

  it('counts half bottles half and a box by what it holds', async () => {
    const half = find('half bottle in stock', (p) =>
      p.declination.some(
        (d) => d.capacity === 37.5 && d.inStock && d.sellByMultipleOf === 1 && d.quantity >= 2,
      ),
    );
    const halfDeclination = half.declination.find(
      (d) => d.capacity === 37.5 && d.inStock && d.sellByMultipleOf === 1 && d.quantity >= 2,
    )!;
    const box = find('box in stock', (p) => p.type.type === 'BOX' && p.inStock && p.sellByMultipleOf === 1);
    const check = expectSuccess(
      await validate([
        { id: half.id, declinationId: halfDeclination.id, quantity: 2 },
        { id: box.id, quantity: 1 },
      ]),
      cartCheckSchema,
    );
    expect(check.bottles).toBe(1 + box.bottles);
  });

  it('refuses a line over the stock with 409, the line saying how many are left (in French)', async () => {
    const { product, declination } = inStockBottle();
    const res = await validate([
      { id: product.id, declinationId: declination.id, quantity: declination.quantity + 1 },
    ]);
    const message = expectFailure(res, 409);
    const check = cartCheckSchema.parse(res.body.data);
    expect(check.valid).toBe(false);
    expect(check.lines[0]).toMatchObject({ problem: 'short_stock', available: declination.quantity });
    expect(message).toBe(check.lines[0]!.message);
    expect(message).toContain(String(declination.quantity));
  });

  it('refuses the product out of stock, a quantity off its multiple, and a cart past the bottles per expedition', async () => {
    const out = find('product out of stock', (p) => !p.inStock);
    const outDeclination = out.declination[0];
    const outRes = await validate([
      {
        id: out.id,
        declinationId: outDeclination?.id ?? null,
        quantity: out.declination[0]?.sellByMultipleOf ?? out.sellByMultipleOf,
      },
    ]);
    expectFailure(outRes, 409);
    expect(cartCheckSchema.parse(outRes.body.data).lines[0]!.problem).toBe('out_of_stock');

    const bySix = find('wine sold by 6', (p) =>
      p.sellByMultipleOf === 6 ? p.inStock : p.declination.some((d) => d.sellByMultipleOf === 6 && d.inStock),
    );
    const sixDeclination = bySix.declination.find((d) => d.sellByMultipleOf === 6 && d.inStock) ?? null;
    const line = { id: bySix.id, declinationId: sixDeclination?.id ?? null };
    const offRes = await validate([{ ...line, quantity: 5 }]);
    expectFailure(offRes, 409);
    expect(cartCheckSchema.parse(offRes.body.data).lines[0]).toMatchObject({
      problem: 'multiple',
      sellByMultipleOf: 6,
    });
    expectSuccess(await validate([{ ...line, quantity: 6 }]), cartCheckSchema);

    // the estate sends at most 36 bottles at once (parameters.yaml)
    const plenty = find('wine with a large stock', (p) =>
      p.declination.some(
        (d) => d.capacity === 75 && d.sellByMultipleOf === 1 && (!d.setQuantity || d.quantity >= 40),
      ),
    );
    const plentyDeclination = plenty.declination.find(
      (d) => d.capacity === 75 && d.sellByMultipleOf === 1 && (!d.setQuantity || d.quantity >= 40),
    )!;
    const tooMany = await validate([{ id: plenty.id, declinationId: plentyDeclination.id, quantity: 37 }]);
    const message = expectFailure(tooMany, 409);
    expect(message).toContain('36');
    expect(cartCheckSchema.parse(tooMany.body.data)).toMatchObject({
      valid: false,
      bottles: 37,
      maxBottles: 36,
    });
  });

  it('counts one stock for the same wine on two lines (two tabs)', async () => {
    const { product, declination } = inStockBottle();
    const half = Math.ceil((declination.quantity + 1) / 2);
    const res = await validate([
      { id: product.id, declinationId: declination.id, quantity: half },
      { id: product.id, declinationId: declination.id, quantity: half },
    ]);
    expectFailure(res, 409);
  });

  it('judges no stock when the estate does not count it (STOCK_HANDLING off)', async () => {
    const wineSite = await siteId(t.database, 'domaine-du-vallon');
    const { product, declination } = inStockBottle();
    await setParameters(t.database.db, wineSite, { STOCK_HANDLING: 'false', MAX_BOTTLES_PER_EXPEDITION: '' });
    try {
      const check = expectSuccess(
        await validate([
          { id: product.id, declinationId: declination.id, quantity: declination.quantity + 100 },
        ]),
        cartCheckSchema,
      );
      expect(check.lines[0]).toMatchObject({ problem: null, available: null });
    } finally {
      await setParameters(t.database.db, wineSite, {
        STOCK_HANDLING: 'true',
        MAX_BOTTLES_PER_EXPEDITION: '36',
      });
    }
  });

  it('answers a clear 400 naming the line for a cart it cannot read, never a 5xx', async () => {
    const { product, declination } = inStockBottle();
    const box = find('box', (p) => p.type.type === 'BOX');
    const other = find(
      'another wine with declinations',
      (p) => p.id !== product.id && p.declination.length > 0,
    );
    const good = { id: product.id, declinationId: declination.id, quantity: 1 };
    const cases: [unknown[], string][] = [
      [[good, { ...good, quantity: -1 }], 'products.1.quantity'],
      [[{ ...good, quantity: 1.5 }], 'products.0.quantity'],
      [[{ ...good, quantity: 1e9 }], 'products.0.quantity'],
      [[{ ...good, quantity: '2' }], 'products.0.quantity'],
      [[{ ...good, quantity: 0 }], 'products.0.quantity'],
      [[{ ...good, price: 0.01 }], 'products.0.price'],
      [[{ ...good, id: 999999 }], 'products.0.id'],
      [[{ id: product.id, quantity: 1 }], 'products.0.declinationId'],
      [[{ ...good, declinationId: other.declination[0]!.id }], 'products.0.declinationId'],
      [[{ id: box.id, declinationId: declination.id, quantity: 1 }], 'products.0.declinationId'],
    ];
    for (const [lines, path] of cases) {
      const res = await validate(lines);
      expectFailure(res, 400);
      expect(
        (res.body.data as { path: string }[]).map((f) => f.path),
        JSON.stringify(lines),
      ).toContain(path);
    }
    expectFailure(await validate([]), 400);
    expectFailure(await send('post', '/order/validate', { products: 'tout' }), 400);
  });

  it('does not exist on the town hall', async () => {
    expectFailure(await validate([{ id: catalogue[0]!.id, quantity: 1 }], TOWN_HOST), 404);
  });
});
