// The local Stripe double on its own, for development on a machine that cannot reach Stripe
// (ADR 012, "Payment"):
//   node scripts/stripe-double.ts --port 12111 \
//     --webhook http://127.0.0.1:3000/api/custom-stripe/webhook --host domaine-du-vallon.localhost \
//     --webhook-secret whsec_…
// then start the server with the STRIPE_API_URL and STRIPE_JS_URL it prints. Every account (test
// key) sends its events to the one webhook, with the one secret: the site's STRIPE_WEBHOOK_SECRET.
import { parseArgs } from 'node:util';
import { startStripeDouble } from '../tests/support/stripe-double.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    webhook: { type: 'string' },
    host: { type: 'string' },
    'webhook-secret': { type: 'string' },
  },
});

const webhook = values.webhook ? new URL(values.webhook) : null;
const secret = values['webhook-secret'] ?? null;
if (webhook && !secret) console.warn('No --webhook-secret: events are recorded, not sent.');

const double = await startStripeDouble({
  port: Number(values.port),
  webhook: () => (webhook ? { url: webhook.href, host: values.host ?? webhook.host } : null),
  webhookSecret: () => secret,
  onDelivery: ({ event, status, error, host }) =>
    process.stdout.write(`${event.type} ${event.id} → ${host}: ${status ?? error}\n`),
});

process.stdout.write(
  `Stripe double listening. Start the server with:\n` +
    `  STRIPE_API_URL=${double.url}\n` +
    `  STRIPE_JS_URL=${double.jsUrl}\n` +
    `Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void double.close().then(() => process.exit(0));
  });
