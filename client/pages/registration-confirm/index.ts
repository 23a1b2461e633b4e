import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

export const registrationConfirmRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'eventRegistrationConfirm', path: ROUTES.eventRegistrationConfirm }],
);
