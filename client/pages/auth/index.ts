import { ROUTES } from '#shared/config/routes.ts';
import { lazyPage, pageRoutes } from '../../shared/lib/page-route.ts';

/** Login and registration side by side; a visitor already logged in goes where they were headed. */
export const authRoutes = pageRoutes(
  lazyPage(() => import('./route.ts')),
  [{ name: 'auth', path: ROUTES.auth }],
);
