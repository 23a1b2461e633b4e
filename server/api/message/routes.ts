import { messageContracts } from '#shared/contracts/routes/message.ts';
import { msg } from '#shared/lib/messages.ts';
import { leaveMessage } from '../../modules/contact/messages.ts';
import { bindRoute, ok } from '../define.ts';

export const messageRoutes = [
  bindRoute(messageContracts.send, async (ctx, { body }) => {
    await leaveMessage(ctx, body);
    return ok(null, msg({ id: 'api.contact.sent', message: 'Your message has been sent.' }));
  }),
];
