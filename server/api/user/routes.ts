import { meSchema } from '#shared/contracts/user.ts';
import { getProfile } from '../../modules/users/profile.ts';
import { defineRoute, ok } from '../define.ts';
import { unauthorized } from '../errors.ts';

export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user',
    access: 'user',
    summary: 'The profile of the logged-in user.',
    response: meSchema,
    handler: async (ctx) => {
      const me = await getProfile(ctx.db, ctx.site.id, ctx.user!.id);
      if (!me) throw unauthorized();
      return ok(me);
    },
  }),
];
