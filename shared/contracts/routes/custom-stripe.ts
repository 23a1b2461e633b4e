// Card payment through Stripe (ADR 012, "Payment"). The site's secret and webhook keys never
// travel in `/parameter`, which is public: they are kept server-side, encrypted, set by an
// operator through the CLI. Only the publishable key is given to the browser.
import { z } from 'zod';
import { cardPaymentStartSchema } from '../checkout.ts';
import { defineContract } from './contract.ts';

export const customStripeContracts = {
  publicKey: defineContract({
    method: 'GET',
    path: '/custom-stripe/public-key',
    access: 'public',
    summary:
      "The site's Stripe publishable key, for Stripe.js on the checkout page; null when the site takes no card (its secret key, webhook secret or publishable key is not set, or the server has no SECRETS_KEY). Not cached site-wide: an operator changes it through the CLI. 404 on a site without a shop.",
    response: z.object({ publicKey: z.string().nullable() }),
    example: { publicKey: 'pk_test_51ParvisExampleKey' },
  }),
  paymentIntent: defineContract({
    method: 'POST',
    path: '/custom-stripe/payment-intent',
    access: 'public',
    summary:
      "The PaymentIntent of an unpaid card order, for its buyer (logged in, or the key of the order's link): created once per order (its idempotency key is the order's), then the same one again. 409 once the order is paid, cancelled, its 30-minute hold over, or where the site takes no card.",
    body: z.strictObject({
      number: z.string().min(1).max(40),
      cle: z.string().max(100).nullable().optional(),
    }),
    response: cardPaymentStartSchema,
    example: {
      clientSecret: 'pi_3ParvisExample_secret_Example',
      publishableKey: 'pk_test_51ParvisExampleKey',
      jsUrl: 'https://js.stripe.com/v3/',
      amount: 76.7,
    },
  }),
  webhook: defineContract({
    method: 'POST',
    path: '/custom-stripe/webhook',
    access: 'public',
    summary:
      "Stripe's events for this site, believed only with a valid `Stripe-Signature` (the site's webhook secret). Each event acts once, whatever how often or in which order it comes: payment_intent.succeeded pays the order (after its hold ran out, it takes its bottles again, or is refunded); charge.refunded marks it refunded. 400 with a bad signature.",
    signedBody: { header: 'stripe-signature' },
    response: z.object({ received: z.literal(true), outcome: z.string() }),
    example: { received: true, outcome: 'paid' },
  }),
};
