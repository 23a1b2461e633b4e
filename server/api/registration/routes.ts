import { registrationContracts } from '#shared/contracts/routes/registration.ts';
import { confirmRegistration } from '../../modules/agenda/registrations.ts';
import { bindRoute, ok } from '../define.ts';

const MESSAGES = {
  confirmed: 'Votre inscription est confirmée.',
  expired: 'Ce lien a expiré : la place n’était réservée que 30 minutes. Inscrivez-vous à nouveau.',
  full: 'L’événement est complet : votre inscription est sur la liste d’attente.',
} as const;

export const registrationRoutes = [
  bindRoute(registrationContracts.confirm, async (ctx, { body }) => {
    const confirmation = await confirmRegistration(ctx, body.token);
    return ok(confirmation, MESSAGES[confirmation.outcome]);
  }),
];
