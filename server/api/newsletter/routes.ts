import { newsletterContracts } from '#shared/contracts/routes/newsletter.ts';
import { confirmSubscription, subscribe } from '../../modules/newsletter/signup.ts';
import { bindRoute, ok } from '../define.ts';

export const newsletterRoutes = [
  bindRoute(newsletterContracts.subscribe, async (ctx, { body }) => {
    await subscribe(ctx, body.email, body.listId);
    return ok(null, 'If this address can subscribe, a confirmation link has been sent to it.');
  }),
  bindRoute(newsletterContracts.confirm, async (ctx, { body }) => {
    await confirmSubscription(ctx, body.token);
    return ok(null, 'Your subscription is confirmed.');
  }),
];
