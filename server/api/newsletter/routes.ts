import { newsletterContracts } from '#shared/contracts/routes/newsletter.ts';
import { msg } from '#shared/lib/messages.ts';
import { confirmSubscription, subscribe } from '../../modules/newsletter/signup.ts';
import { bindRoute, ok } from '../define.ts';

export const newsletterRoutes = [
  bindRoute(newsletterContracts.subscribe, async (ctx, { body }) => {
    await subscribe(ctx, body.email, body.listId);
    return ok(
      null,
      msg({
        id: 'api.newsletter.linkSent',
        message: 'If this address can subscribe, a confirmation link has been sent to it.',
      }),
    );
  }),
  bindRoute(newsletterContracts.confirm, async (ctx, { body }) => {
    await confirmSubscription(ctx, body.token);
    return ok(null, msg({ id: 'api.newsletter.confirmed', message: 'Your subscription is confirmed.' }));
  }),
];
