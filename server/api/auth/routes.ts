import { loggedSchema } from '#shared/contracts/user.ts';
import { defineRoute, ok } from '../define.ts';

export const authRoutes = [
  defineRoute({
    method: 'GET',
    path: '/logged',
    access: 'public',
    summary: 'Whether the request carries a valid session of this site.',
    response: loggedSchema,
    handler: async (ctx) => ok({ logged: ctx.user !== null, role: ctx.user?.role ?? null }),
  }),
];
