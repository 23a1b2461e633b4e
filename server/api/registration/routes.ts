import { registrationContracts } from '#shared/contracts/routes/registration.ts';
import { msg } from '#shared/lib/messages.ts';
import { confirmRegistration } from '../../modules/agenda/registrations.ts';
import { bindRoute, ok } from '../define.ts';

const MESSAGES = {
  confirmed: msg({ id: 'api.registration.confirmed', message: 'Your registration is confirmed.' }),
  expired: msg({
    id: 'api.registration.expired',
    message: 'This link has expired: the places were held for 30 minutes only. Register again.',
  }),
  full: msg({
    id: 'api.registration.full',
    message: 'The event is full: your registration is on the waiting list.',
  }),
};

export const registrationRoutes = [
  bindRoute(registrationContracts.confirm, async (ctx, { body }) => {
    const confirmation = await confirmRegistration(ctx, body.token);
    return ok(confirmation, MESSAGES[confirmation.outcome]);
  }),
];
