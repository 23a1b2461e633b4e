// The Stripe keys of the request's site, for the card payment (ADR 012, "Payment"): all three or
// none, so that a half-configured site offers no card rather than fail at the payment.
import type { RequestContext } from '../context.ts';
import { readSecrets, SECRET_NAMES } from './site-secrets.ts';

export interface CardKeys {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
}

/** The site's keys when all three can be read; null without a vault, with one missing, or with
 * one this SECRETS_KEY cannot decrypt (logged): the site then takes no card, and still offers
 * payment at collection or by bank transfer. */
export async function cardPaymentKeys(
  ctx: Pick<RequestContext, 'db' | 'site' | 'logger' | 'payments'>,
): Promise<CardKeys | null> {
  const { vault } = ctx.payments;
  if (!vault) return null;
  const values = await readSecrets(ctx.db, vault, ctx.site.id, SECRET_NAMES, ctx.logger);
  const secretKey = values.get('STRIPE_SECRET_KEY');
  const webhookSecret = values.get('STRIPE_WEBHOOK_SECRET');
  const publishableKey = values.get('STRIPE_PUBLISHABLE_KEY');
  return secretKey && webhookSecret && publishableKey ? { secretKey, webhookSecret, publishableKey } : null;
}
