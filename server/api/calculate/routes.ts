import { calculateContracts } from '#shared/contracts/routes/calculate.ts';
import { shippingFees } from '../../modules/shop/shipping.ts';
import { bindRoute, ok } from '../define.ts';

export const calculateRoutes = [
  // the fees of this cart now: never cached (not site-wide)
  bindRoute(calculateContracts.shippingFees, async (ctx, { body }) => ok(await shippingFees(ctx, body))),
];
