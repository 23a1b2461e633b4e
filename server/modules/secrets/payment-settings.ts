// What the payment step is given (ADR 012, "Payment"): the vault of the sites' Stripe keys, and
// where Stripe is reached (its own API, or the local double of tests and of this machine).
import { createVault, type SecretVault } from './vault.ts';

export interface PaymentSettings {
  /** Null without SECRETS_KEY: no site's keys can be read, so no site takes cards. */
  vault: SecretVault | null;
  /** STRIPE_API_URL; null: Stripe's own API. */
  stripeApiUrl: string | null;
  /** STRIPE_JS_URL: the script the checkout page loads. */
  stripeJsUrl: string;
}

export function paymentSettingsFrom(env: {
  SECRETS_KEY?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  STRIPE_JS_URL: string;
}): PaymentSettings {
  return {
    vault: createVault(env.SECRETS_KEY ?? null),
    stripeApiUrl: env.STRIPE_API_URL ?? null,
    stripeJsUrl: env.STRIPE_JS_URL,
  };
}
