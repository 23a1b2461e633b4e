// The payment settings of test apps: a fixed vault key (never a real one) and no Stripe double
// unless a test brings its own (`startTestApp({ payments })`).
import { type PaymentSettings, paymentSettingsFrom } from '../../server/modules/secrets/payment-settings.ts';

/** 32 bytes in base64, the SECRETS_KEY of every test app by default. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 'parvis-test-secrets-key').toString('base64');

export const testPayments = (overrides: Partial<PaymentSettings> = {}): PaymentSettings => ({
  ...paymentSettingsFrom({ SECRETS_KEY: TEST_SECRETS_KEY, STRIPE_JS_URL: 'https://js.stripe.com/v3/' }),
  ...overrides,
});
