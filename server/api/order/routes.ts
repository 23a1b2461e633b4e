import { orderContracts } from '#shared/contracts/routes/order.ts';
import type { RequestContext } from '../../modules/context.ts';
import { type CartVerdict, checkCart } from '../../modules/shop/cart-check.ts';
import { discountCart } from '../../modules/shop/discounts.ts';
import { bindRoute, ok } from '../define.ts';
import { ApiError } from '../errors.ts';
import { resolveMessage } from '../messages.ts';

/** The cart's check as answered: each line's problem in the visitor's language. */
export const cartCheckAnswer = (ctx: RequestContext, verdict: CartVerdict) => ({
  ...verdict.check,
  lines: verdict.check.lines.map((line, i) => {
    const message = verdict.lineMessages[i];
    return { ...line, message: message ? resolveMessage(message, ctx.locale) : null };
  }),
});

export const orderRoutes = [
  // a cart to fix is refused (409: the cart's state conflicts with the stock or the rules), its
  // check as the data, so the cart shows each line's problem and refreshes its quantities
  bindRoute(orderContracts.validate, async (ctx, { body }) => {
    const verdict = await checkCart(ctx, body.products);
    const check = cartCheckAnswer(ctx, verdict);
    if (verdict.refusal) throw new ApiError(409, verdict.refusal, check);
    return ok(check);
  }),
  // the code judged against this cart at the server's prices: never cached (not site-wide)
  bindRoute(orderContracts.discount, async (ctx, { body }) => ok(await discountCart(ctx, body))),
];
