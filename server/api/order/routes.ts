import { orderContracts } from '#shared/contracts/routes/order.ts';
import { checkCart } from '../../modules/shop/cart-check.ts';
import { bindRoute, ok } from '../define.ts';
import { ApiError } from '../errors.ts';
import { resolveMessage } from '../messages.ts';

export const orderRoutes = [
  // a cart to fix is refused (409: the cart's state conflicts with the stock or the rules), its
  // check as the data, so the cart shows each line's problem and refreshes its quantities
  bindRoute(orderContracts.validate, async (ctx, { body }) => {
    const verdict = await checkCart(ctx, body.products);
    const check = {
      ...verdict.check,
      lines: verdict.check.lines.map((line, i) => {
        const message = verdict.lineMessages[i];
        return { ...line, message: message ? resolveMessage(message, ctx.locale) : null };
      }),
    };
    if (verdict.refusal) throw new ApiError(409, verdict.refusal, check);
    return ok(check);
  }),
];
