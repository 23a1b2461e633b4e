import { messageContracts } from '#shared/contracts/routes/message.ts';
import { leaveMessage } from '../../modules/contact/messages.ts';
import { bindRoute, ok } from '../define.ts';

export const messageRoutes = [
  bindRoute(messageContracts.send, async (ctx, { body }) => {
    await leaveMessage(ctx, body);
    return ok(null, 'Your message has been sent.');
  }),
];
