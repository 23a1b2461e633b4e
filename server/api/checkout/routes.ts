import { checkoutContracts } from '#shared/contracts/routes/checkout.ts';
import { msg } from '#shared/lib/messages.ts';
import { euros } from '../../modules/shop/catalogue.ts';
import { sendOrderMails } from '../../modules/shop/order-mails.ts';
import {
  CartRefused,
  cancelByBuyer,
  listMyOrders,
  placeOrder,
  readOrder,
} from '../../modules/shop/orders.ts';
import { bindRoute, ok } from '../define.ts';
import { ApiError } from '../errors.ts';
import { cartCheckAnswer } from '../order/routes.ts';

export const checkoutRoutes = [
  bindRoute(checkoutContracts.place, async (ctx, { body }) => {
    const placed = await placeOrder(ctx, body).catch((error: unknown) => {
      // a cart to fix: the same answer as the cart's check, so the cart shows each line's problem
      if (error instanceof CartRefused)
        throw new ApiError(409, error.verdict.refusal!, cartCheckAnswer(ctx, error.verdict));
      throw error;
    });
    // recorded: the mails never fail the answer (sendOrderMails logs and goes on)
    await sendOrderMails(
      ctx,
      await readOrder(ctx, placed.number, placed.accessToken),
      placed.accessToken,
    ).catch((error: unknown) =>
      ctx.logger.error({ err: error, order: placed.number }, 'order mails not sent'),
    );
    return ok(
      {
        id: placed.id,
        number: placed.number,
        state: placed.state,
        paymentMethod: placed.paymentMethod,
        total: euros(placed.totalCents),
        reservedUntil: placed.reservedUntil?.toISOString() ?? null,
        accessToken: placed.accessToken,
      },
      msg({
        id: 'api.order.placed',
        message: 'Your order {number} is recorded.',
        values: { number: placed.number },
      }),
    );
  }),
  bindRoute(checkoutContracts.read, async (ctx, { params, query }) =>
    ok(await readOrder(ctx, params.number, query.cle ?? null)),
  ),
  bindRoute(checkoutContracts.cancel, async (ctx, { params, body }) =>
    ok(
      await cancelByBuyer(ctx, params.number, body.cle ?? null),
      msg({ id: 'api.order.cancelled', message: 'Your order is cancelled.' }),
    ),
  ),
  bindRoute(checkoutContracts.mine, async (ctx) => ok(await listMyOrders(ctx))),
];
