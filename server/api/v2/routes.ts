import { v2Contracts } from '#shared/contracts/routes/v2.ts';
import { productListTag, productTag } from '#shared/lib/cache-tags.ts';
import { recommendedProducts } from '../../modules/shop/catalogue.ts';
import { bindRoute, ok, tagged } from '../define.ts';

export const v2Routes = [
  bindRoute(v2Contracts.recommended, async (ctx, { params }) => {
    const products = await recommendedProducts(ctx, params.id);
    // without the estate's choice the answer lists products of a kind: any product change counts
    return tagged(ok({ products }), [
      productTag(params.id),
      productListTag(),
      ...products.map((p) => productTag(p.id)),
    ]);
  }),
];
