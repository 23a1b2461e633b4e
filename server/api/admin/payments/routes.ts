// A shop site's payment keys in the admin panel (operators only).
import { adminPaymentsContracts as c } from '#shared/contracts/routes/admin/payments.ts';
import {
  paymentKeys,
  removePaymentKey,
  setPaymentKeys,
} from '../../../modules/secrets/admin-payment-keys.ts';
import { bindRoute, ok } from '../../define.ts';

export const adminPaymentsRoutes = [
  bindRoute(c.keys, async (ctx) => ok(await paymentKeys(ctx))),
  bindRoute(c.write, async (ctx, { body }) => ok(await setPaymentKeys(ctx, body.values))),
  bindRoute(c.remove, async (ctx, { params }) => ok(await removePaymentKey(ctx, params.name))),
];
