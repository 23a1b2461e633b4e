import { productContracts } from '#shared/contracts/routes/product.ts';
import { productListTag, productTag } from '#shared/lib/cache-tags.ts';
import type { RequestContext } from '../../modules/context.ts';
import { getProductDetail, listProducts, productStocks } from '../../modules/shop/catalogue.ts';
import { technicalSheetFile } from '../../modules/shop/technical-sheet-file.ts';
import { bindRoute, fileAnswer, ok, tagged } from '../define.ts';
import { resolveMessage } from '../messages.ts';

/** The sheet in the visitor's language, tagged with its product (a change makes a new one). */
async function sheet(ctx: RequestContext, id: number, declinationId: number | null) {
  const file = await technicalSheetFile(ctx, id, declinationId, (m) => resolveMessage(m, ctx.locale));
  return tagged(fileAnswer(file.body, file.filename), [productTag(id)]);
}

export const productRoutes = [
  bindRoute(productContracts.list, async (ctx, { query }) =>
    tagged(ok(await listProducts(ctx, query)), [productListTag()]),
  ),
  bindRoute(productContracts.detail, async (ctx, { params }) =>
    tagged(ok(await getProductDetail(ctx, params.id)), [productTag(params.id)]),
  ),
  // the stock now: never cached (not site-wide), read again after a refused cart
  bindRoute(productContracts.quantities, async (ctx, { body }) =>
    ok(
      await productStocks(
        ctx,
        body.products.map((p) => p.id),
      ),
    ),
  ),
  bindRoute(productContracts.technicalSheet, async (ctx, { params }) => sheet(ctx, params.id, null)),
  bindRoute(productContracts.technicalSheetOfDeclination, async (ctx, { params }) =>
    sheet(ctx, params.id, params.declinationId),
  ),
];
