import { customStripeContracts } from '#shared/contracts/routes/custom-stripe.ts';
import { cardPaymentKeys } from '../../modules/secrets/card-keys.ts';
import { handleCardWebhook, startCardPayment } from '../../modules/shop/card-payment.ts';
import { requireShop } from '../../modules/shop/catalogue.ts';
import { bindRoute, bindSignedRoute, ok } from '../define.ts';

export const customStripeRoutes = [
  // read at each call, never cached: an operator sets the keys through the CLI
  bindRoute(customStripeContracts.publicKey, async (ctx) => {
    await requireShop(ctx);
    return ok({ publicKey: (await cardPaymentKeys(ctx))?.publishableKey ?? null });
  }),
  bindRoute(customStripeContracts.paymentIntent, async (ctx, { body }) =>
    ok(await startCardPayment(ctx, body.number, body.cle ?? null)),
  ),
  bindSignedRoute(customStripeContracts.webhook, async (ctx, { payload, signature }) =>
    ok({ received: true as const, outcome: await handleCardWebhook(ctx, payload, signature) }),
  ),
];
